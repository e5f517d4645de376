import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_PATH } from '../../contract/enquiry';
import { startServer, type TestServer } from '../test/harness';
import { startWebhook, type TestWebhook } from '../test/receivers';
import { startRedis, type TestRedis } from '../test/redis';
import type { LeadRecord } from './store';
import { metric, useCleanup, visitorEnquiry, waitFor } from '../test/enquiry';

/**
 * The request queue on a real redis-server (BullMQ), two instances sharing it: a request taken
 * by one is retried with back-off and delivered once; one that runs out of attempts is listed as
 * failed by either instance; the per-visitor bound holds across instances; and with Redis gone
 * the visitor hears 503 with Retry-After (nothing stored, never "sent").
 */

const TOKEN = 'workshop-enquiries-token-0123456789';
let redis: TestRedis;
let prefixCount = 0;

beforeAll(async () => {
  redis = await startRedis();
});

const cleanup = useCleanup();

afterAll(async () => {
  await redis?.stop();
});

interface Logged {
  server: TestServer;
  lines: { level: number; msg: string; reason?: string }[];
}

async function twoInstances(env: Record<string, string>): Promise<[Logged, Logged]> {
  const prefix = `queue${++prefixCount}:`;
  const one = async (): Promise<Logged> => {
    const lines: Logged['lines'] = [];
    const server = await startServer({
      env: { VTDB_REDIS_URL: redis.url, VTDB_REDIS_PREFIX: prefix, VTDB_ENQUIRIES_TOKEN: TOKEN, LOG_LEVEL: 'info', TRUST_PROXY: '1', ...env },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Logged['lines'][number]) },
    });
    cleanup.push(server.close);
    return { server, lines };
  };
  return [await one(), await one()];
}

const webhook = async (answers: number[] = []): Promise<TestWebhook> => cleanup.keep(await startWebhook(answers));

async function post(target: TestServer, name: string, forwardedFor = '192.0.2.10') {
  const response = await fetch(`${target.baseUrl}${ENQUIRY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: target.baseUrl, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(visitorEnquiry(name)),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { status?: string; message?: string } };
}

async function stored(target: TestServer, query = ''): Promise<LeadRecord[]> {
  const response = await target.get<{ enquiries: LeadRecord[] }>(`/enquiries${query}`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status, response.text).toBe(200);
  return response.body.enquiries;
}

describe('requests for a remap on a shared Redis queue', () => {
  it('retries with growing waits and delivers once, whichever instance took it', async () => {
    const hook = await webhook([503, 503, 503]);
    const [a, b] = await twoInstances({ VTDB_ENQUIRY_WEBHOOK: hook.url, VTDB_ENQUIRY_RETRY_MS: '200' });
    const answer = await post(a.server, 'Retried');
    expect(answer.status, JSON.stringify(a.lines.filter((line) => line.level >= 40))).toBe(202);
    expect(answer.body).toEqual({ status: 'retrying' });
    const posts = await hook.received(4, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(hook.posts).toHaveLength(4);
    const ids = new Set(posts.map((received) => (received.body as { id: string }).id));
    expect(ids.size).toBe(1);
    // 200 ms, 400 ms, 800 ms (each ± 20 %), measured between the posts' arrivals.
    const gaps = posts.slice(1).map((received, index) => received.at - posts[index]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(150);
    expect(gaps[1]).toBeGreaterThanOrEqual(310);
    expect(gaps[2]).toBeGreaterThanOrEqual(630);
    const [lead] = await stored(b.server);
    expect(lead).toMatchObject({ status: 'delivered', deliveries: [{ destination: 'webhook', status: 'sent', attempts: 4, error: null }] });
    const total =
      (await metric(a.server, 'vtdb_enquiry_deliveries_total{destination="webhook",outcome="sent"}')) +
      (await metric(b.server, 'vtdb_enquiry_deliveries_total{destination="webhook",outcome="sent"}'));
    expect(total).toBe(1);
    expect(await metric(a.server, 'vtdb_enquiry_retry_queue')).toBe(0);
  }, 60_000);

  it('lists a request that ran out of attempts as failed, on either instance', async () => {
    const hook = await webhook(Array.from({ length: 100 }, () => 503));
    const [a, b] = await twoInstances({ VTDB_ENQUIRY_WEBHOOK: hook.url, VTDB_ENQUIRY_RETRY_MS: '50', VTDB_ENQUIRY_ATTEMPTS: '3' });
    expect((await post(a.server, 'Given Up')).status).toBe(202);
    await waitFor(async () => (await stored(b.server, '?status=failed')).length === 1, 20_000, 'the request given up');
    const [lead] = await stored(a.server);
    expect(lead).toMatchObject({
      status: 'failed',
      deliveries: [{ destination: 'webhook', status: 'failed', attempts: 3, error: 'The webhook answered 503' }],
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hook.posts).toHaveLength(3);
  }, 60_000);

  it('bounds one visitor across instances, and takes other visitors', async () => {
    const hook = await webhook(Array.from({ length: 1000 }, () => 503));
    const [a, b] = await twoInstances({ VTDB_ENQUIRY_WEBHOOK: hook.url, VTDB_ENQUIRY_RETRY_MS: '60000', VTDB_ENQUIRY_VISITOR_PENDING: '2' });
    expect((await post(a.server, 'One', '192.0.2.50')).status).toBe(202);
    expect((await post(b.server, 'Two', '192.0.2.50')).status).toBe(202);
    const refused = await post(a.server, 'Three', '192.0.2.50');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/still waiting to be delivered/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(60);
    expect((await post(b.server, 'Other', '192.0.2.51')).status).toBe(202);
    expect((await stored(a.server)).map((lead) => lead.message.contact.name).sort()).toEqual(['One', 'Other', 'Two']);
  }, 60_000);

  it('answers 503 with Retry-After while Redis is down (nothing stored, never "sent"), and takes requests again once it is back', async () => {
    const hook = await webhook();
    const [a] = await twoInstances({ VTDB_ENQUIRY_WEBHOOK: hook.url });
    expect((await post(a.server, 'Before')).status).toBe(200);
    await redis.kill();
    try {
      const refused = await post(a.server, 'While Down');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('300');
      expect(refused.body).toEqual({ code: 503, message: 'Requests cannot be taken right now. Try again later' });
      expect(hook.posts.map((received) => (received.body as { contact: { name: string } }).contact.name)).toEqual(['Before']);
    } finally {
      await redis.restart();
    }
    await waitFor(async () => (await post(a.server, 'After')).status === 200, 20_000, 'a request taken again');
  }, 60_000);
});
