import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../../contract/ssr';
import { startServer, type TestResponse, type TestServer } from '../test/harness';
import { startRedis, type TestRedis } from '../test/redis';
import type { PageRenderer } from '../web/pages';

/**
 * Issue 22's drain, as the finding describes it: one address asks for 400 made-up engine ids,
 * 20 at a time, against VTDB_UPSTREAM_BUDGET=400 (a bucket of 100), while and after which other
 * visitors (each their own address) open the server-rendered home page and engine pages and ask
 * the API for records nobody fetched before. On one instance, and on two instances sharing one
 * real redis-server, a load balancer handing the attacker's requests to both in turn.
 *
 * The upstream is a demo server (real records) that records what reaches it. The pages are the
 * browser's own server entry (src/entry-server.tsx), as server/web/pages.test.ts loads it: their
 * API calls are made in process as their visitor, so they are paid from that visitor's share.
 */

const BUDGET = 400;
/** 5 % (the default) of a bucket of 100. */
const SHARE = 5;
const ATTACKER = '198.51.100.66';
const ENTRY = path.resolve('src/entry-server.tsx');
const TEMPLATE = readFileSync(path.resolve('index.html'), 'utf8');

let pages: PageRenderer;
let upstream: TestServer;
let redis: TestRedis;
const seen: string[] = [];
let proxies: TestServer[] = [];

beforeAll(async () => {
  const module = (await import(/* @vite-ignore */ ENTRY)) as { render: RenderPage };
  pages = { render: (request) => module.render(request), template: async () => TEMPLATE };
  redis = await startRedis();
  upstream = await startServer({
    beforeListen: (app: FastifyInstance) => {
      app.addHook('onRequest', async (request) => {
        if (!request.url.startsWith('/api/') || request.headers['x-test-direct']) return;
        seen.push(request.url);
        // Long enough that the attacker's 20 requests at a time overlap.
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    },
  });
}, 60_000);

afterEach(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  proxies = [];
});

afterAll(async () => {
  await Promise.all([upstream?.close(), redis?.stop()]);
});

let prefixCount = 0;
async function startProxies(count: number, shared: boolean): Promise<TestServer[]> {
  const prefix = `fair${++prefixCount}:`;
  for (let index = 0; index < count; index++) {
    proxies.push(
      await startServer({
        env: {
          VTDB_UPSTREAM: `${upstream.baseUrl}/api`,
          VTDB_API_KEY: 'demo',
          VTDB_UPSTREAM_BUDGET: String(BUDGET),
          TRUST_PROXY: '1',
          // Sharing, not Redis faults (server/proxy/drills.test.ts): a loaded machine's slow command
          // must not send an instance to its own memory (and its own, full buckets) mid-test.
          ...(shared ? { VTDB_REDIS_URL: redis.url, VTDB_REDIS_PREFIX: prefix, VTDB_REDIS_TIMEOUT_MS: '5000' } : {}),
        },
        pages,
      }),
    );
  }
  return proxies;
}

/** Engines (with their page URLs) that the demo's `demo` key sees, none of them fetched through a proxy yet. */
let nextEngine = 0;
async function freshEngines(count: number) {
  const engines = upstream.catalogue.engines.filter((engine) => engine.origin === 'shared' && !engine.hidden);
  const picked: { api: string; page: string }[] = [];
  while (picked.length < count) {
    // Spread over the catalogue, so that no two share a generation page.
    const engine = engines[(nextEngine++ * 97) % engines.length]!;
    if ((await upstream.get(`/api/v2/engines/${engine.id}`, { key: 'demo', headers: { 'x-test-direct': '1' } })).status !== 200) continue;
    picked.push({
      api: `/api/v2/engines/${engine.id}`,
      page: `/types/${engine.typeId}/manufacturers/${engine.manufacturerId}/models/${engine.modelId}/generations/${engine.generationId}/engines/${engine.id}`,
    });
  }
  return picked;
}

interface Answer {
  path: string;
  response: TestResponse;
}

/** One address asks for 400 made-up engine ids, 20 at a time, handed to the instances in turn. */
async function drain(instances: TestServer[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < 400) {
      const index = next++;
      const target = `/api/v2/engines/${800_000_000 + prefixCount * 1000 + index}`;
      answers.push({ path: target, response: await instances[index % instances.length]!.get(target, { headers: { 'x-forwarded-for': ATTACKER } }) });
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return answers;
}

/** Visitors `from`…`from + count - 1`, each on their own address: the home page, an engine page and an engine's JSON nobody fetched before, and the types. */
async function browse(instances: TestServer[], from: number, count: number, engines: { api: string; page: string }[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const headers = { 'x-forwarded-for': `203.0.113.${from + index}` };
      const proxy = instances[index % instances.length]!;
      for (const target of ['/', engines[index * 2]!.page, engines[index * 2 + 1]!.api, '/api/v2/types']) {
        answers.push({ path: target, response: await proxy.get(target, { headers }) });
      }
    }),
  );
  return answers;
}

function expectAttackerHeldToShare(answers: Answer[]) {
  const statuses = answers.map(({ response }) => response.status);
  // Its share at once (5), and no more than one refilled while the drain runs (one every 240 s).
  const paid = statuses.filter((status) => status === 404).length;
  expect(paid).toBeGreaterThanOrEqual(SHARE);
  expect(paid).toBeLessThanOrEqual(SHARE + 1);
  expect(statuses.filter((status) => status === 429)).toHaveLength(400 - paid);
  for (const { response } of answers.filter(({ response }) => response.status === 429)) {
    expect(response.body).toEqual({ code: 429, message: expect.stringMatching(/share of the catalogue allowance/) });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(240);
  }
  expect(seen.filter((url) => /\/engines\/8\d{8}$/.test(url)).length).toBe(paid);
}

function expectAllOk(answers: Answer[]) {
  for (const { path: target, response } of answers) expect([target, response.status]).toEqual([target, 200]);
  const home = answers.find(({ path: target }) => target === '/')!.response;
  expect(home.text).toContain('<h1');
  expect(home.headers.get('content-type')).toMatch(/text\/html/);
}

describe('one address drains the upstream while others browse (VTDB_UPSTREAM_BUDGET=400)', () => {
  it('one instance: the attacker gets its share, then 429 with Retry-After; every other visitor gets 200 for uncached records and pages', async () => {
    const instances = await startProxies(1, false);
    const engines = await freshEngines(40);
    seen.length = 0;
    const [attack, during] = await Promise.all([drain(instances), browse(instances, 1, 10, engines.slice(0, 20))]);
    const after = await browse(instances, 11, 10, engines.slice(20));
    expectAttackerHeldToShare(attack);
    expectAllOk([...during, ...after]);
    expect(seen.length).toBeLessThanOrEqual(BUDGET / 4);
  }, 120_000);

  it('two instances sharing one redis-server: one share between them, the same outcome', async () => {
    const instances = await startProxies(2, true);
    const engines = await freshEngines(40);
    seen.length = 0;
    const [attack, during] = await Promise.all([drain(instances), browse(instances, 21, 10, engines.slice(0, 20))]);
    const after = await browse(instances, 31, 10, engines.slice(20));
    // Both stayed on Redis throughout (a fallback to memory would give each instance its own buckets).
    for (const instance of instances) expect((await instance.get('/metrics')).text).toMatch(/^vtdb_redis_fallbacks_total 0$/m);
    expectAttackerHeldToShare(attack);
    expectAllOk([...during, ...after]);
    expect(seen.length).toBeLessThanOrEqual(BUDGET / 4);
  }, 120_000);

  it('many addresses can spend the bucket; then records nobody fetched are 503, what the cache holds still comes, and the upstream is never asked more than the budget', async () => {
    const instances = await startProxies(2, true);
    const cached = await freshEngines(1);
    expect((await instances[0]!.get(cached[0]!.api, { headers: { 'x-forwarded-for': '192.0.2.1' } })).status).toBe(200);
    seen.length = 0;
    // 40 addresses × 5 made-up ids: twice the bucket.
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        instances[index % 2]!.get(`/api/v2/engines/${810_000_000 + index}`, { headers: { 'x-forwarded-for': `198.18.0.${Math.floor(index / 5)}` } }).then(
          (response) => response.status,
        ),
      ),
    );
    expect(seen.length).toBeLessThanOrEqual(BUDGET / 4 + 1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(seen.length);
    expect(statuses.filter((status) => status !== 404).every((status) => status === 503)).toBe(true);
    const [unfetched] = await freshEngines(1);
    expect((await instances[1]!.get(unfetched!.api, { headers: { 'x-forwarded-for': '192.0.2.2' } })).status).toBe(503);
    expect((await instances[1]!.get(cached[0]!.api, { headers: { 'x-forwarded-for': '192.0.2.2' } })).status).toBe(200);
  }, 120_000);
});
