import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_PATH } from '../../contract/enquiry';
import { runEnquiries, startServerProcess, type ServerProcess } from '../test/process';
import { startWebhook, type TestWebhook, type WebhookPost } from '../test/receivers';
import { startRedis, type TestRedis } from '../test/redis';
import { visitorEnquiry, waitFor } from '../test/enquiry';

/**
 * The plug pulled: the real server (a child process, production's command) takes requests for
 * a remap while the webhook is down, is killed with SIGKILL, and started again. Every request
 * told "retrying" arrives once the webhook is back, exactly once as the webhook sees it (one
 * accepted post per id, the Idempotency-Key equal to the id), on disk and on Redis with two
 * instances. `npm run enquiries` then lists them as delivered.
 */

const TOKEN = 'workshop-enquiries-token-0123456789';
let processes: ServerProcess[] = [];
let cleanup: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  await Promise.all(processes.map((server) => server.kill()));
  processes = [];
  for (const close of cleanup.reverse()) await close();
  cleanup = [];
});

async function start(env: Record<string, string>) {
  const server = await startServerProcess({ VTDB_ENQUIRY_RETRY_MS: '300', VTDB_ENQUIRY_ATTEMPTS: '20', VTDB_ENQUIRIES_TOKEN: TOKEN, ...env });
  processes.push(server);
  return server;
}

/** A webhook that answers 503 until `up()`. */
async function downWebhook(): Promise<TestWebhook & { up(): void }> {
  const hook = await startWebhook(Array.from({ length: 100_000 }, () => 503));
  cleanup.push(hook.close);
  return Object.assign(hook, { up: () => void (hook.answers.length = 0) });
}

async function send(server: ServerProcess, name: string) {
  const response = await fetch(`${server.baseUrl}${ENQUIRY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify(visitorEnquiry(name)),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Posts the webhook accepted, by id. */
function accepted(posts: WebhookPost[]): Map<string, WebhookPost[]> {
  const byId = new Map<string, WebhookPost[]>();
  for (const received of posts) {
    if (received.status >= 300) continue;
    const id = (received.body as { id: string }).id;
    byId.set(id, [...(byId.get(id) ?? []), received]);
  }
  return byId;
}

/** Every post of the webhook (failed ones too) for the names sent, and their ids. */
function idsOf(posts: WebhookPost[], names: string[]): Set<string> {
  return new Set(
    posts
      .filter((received) => names.includes((received.body as { contact: { name: string } }).contact.name))
      .map((received) => (received.body as { id: string }).id),
  );
}

/** Once all `names` have arrived: each id accepted exactly once, always under its own Idempotency-Key; still so a while later. */
async function expectDeliveredOnce(hook: TestWebhook, names: string[]) {
  await waitFor(() => accepted(hook.posts).size === names.length, 90_000, `${names.length} deliveries`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const byId = accepted(hook.posts);
  expect(byId.size).toBe(names.length);
  for (const [id, posts] of byId) expect(posts, id).toHaveLength(1);
  expect(new Set([...byId.values()].map((posts) => (posts[0]!.body as { contact: { name: string } }).contact.name))).toEqual(new Set(names));
  for (const received of hook.posts) expect(received.headers['idempotency-key']).toBe((received.body as { id: string }).id);
  // Every attempt of one request carried the same id: one id per name among all posts.
  expect(idsOf(hook.posts, names).size).toBe(names.length);
  return [...byId.keys()];
}

describe('a lead survives kill -9 (disk)', () => {
  it('is delivered exactly once after the server is killed and started again on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vtdb-crash-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const hook = await downWebhook();
    const env = { VTDB_DATA_DIR: dataDir, VTDB_ENQUIRY_WEBHOOK: hook.url };
    const first = await start(env);
    const names = ['Before The Crash 1', 'Before The Crash 2'];
    for (const name of names) expect(await send(first, name)).toEqual({ status: 202, body: { status: 'retrying' } });
    // A retry or two fail while it runs: the requests are pending, not delivered.
    await waitFor(() => hook.posts.length >= 4, 30_000, 'retries');
    await first.kill();
    expect(accepted(hook.posts).size).toBe(0);

    hook.up();
    const second = await start(env);
    const ids = await expectDeliveredOnce(hook, names);
    // node:sqlite says nothing on standard error (no ExperimentalWarning on the pinned Node).
    expect(second.stderr()).not.toMatch(/ExperimentalWarning|SQLite/);

    const listed = await runEnquiries(['list'], { VTDB_DATA_DIR: dataDir });
    expect(listed.code, listed.stderr).toBe(0);
    for (const id of ids) expect(listed.stdout).toMatch(new RegExp(`delivered\\s+${id}`));
    const exported = await runEnquiries(['export', '--csv', '--status', 'delivered'], { VTDB_DATA_DIR: dataDir });
    expect(exported.code, exported.stderr).toBe(0);
    const rows = exported.stdout.trim().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).every((row) => row.includes(',delivered,webhook: sent ('))).toBe(true);
    for (const name of names) expect(exported.stdout).toContain(`,${name},`);
    expect((await runEnquiries(['export'], { VTDB_DATA_DIR: dataDir })).code).toBe(2);
  }, 420_000);
});

describe('a lead survives kill -9 (Redis, two instances)', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('a request taken by a killed instance is delivered once by the other; the restarted one delivers nothing twice', async () => {
    const hook = await downWebhook();
    const dataDir = mkdtempSync(join(tmpdir(), 'vtdb-crash-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // The data directory is there but unused: on Redis nothing is kept on disk.
    const env = { VTDB_REDIS_URL: redis.url, VTDB_REDIS_PREFIX: 'crash:', VTDB_ENQUIRY_WEBHOOK: hook.url, VTDB_DATA_DIR: join(dataDir, 'unused') };
    const [a, b] = await Promise.all([start(env), start(env)]);
    const names = ['Sent To A 1', 'Sent To B 1', 'Sent To A 2', 'Sent To B 2'];
    for (const [index, name] of names.entries()) expect(await send(index % 2 ? b : a, name)).toEqual({ status: 202, body: { status: 'retrying' } });
    await waitFor(() => hook.posts.length >= 8, 30_000, 'retries');
    await a.kill();
    expect(accepted(hook.posts).size).toBe(0);

    hook.up();
    const ids = await expectDeliveredOnce(hook, names);
    // A comes back: nothing is delivered again.
    await start(env);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect([...accepted(hook.posts).values()].every((posts) => posts.length === 1)).toBe(true);
    expect(accepted(hook.posts).size).toBe(4);

    // Both the endpoint of either instance and the command read the one shared store.
    const listedByB = await fetch(`${b.baseUrl}/enquiries?status=delivered`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const { enquiries } = (await listedByB.json()) as { enquiries: { id: string }[] };
    expect(new Set(enquiries.map((lead) => lead.id))).toEqual(new Set(ids));
    const listed = await runEnquiries(['list'], { VTDB_REDIS_URL: redis.url, VTDB_REDIS_PREFIX: 'crash:' });
    expect(listed.code, listed.stderr).toBe(0);
    for (const id of ids) expect(listed.stdout).toMatch(new RegExp(`delivered\\s+${id}`));
  }, 420_000);
});
