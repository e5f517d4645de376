import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/harness';
import { startRedis, type TestRedis } from '../test/redis';
import { RedisState } from './redis-state';

/**
 * Two demo servers on one real redis-server, configured as in production (VTDB_REDIS_URL): one
 * allowance per key between them, and the fault drills of issue 16 — Redis killed and started
 * again, and Redis frozen — while requests flow. Each drill is bounded in time and ends with no
 * 5xx, the fall-back logged once per instance, and shared limits again.
 */

let redis: TestRedis;
let servers: TestServer[] = [];
let prefixCount = 0;

beforeAll(async () => {
  redis = await startRedis();
});

afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

afterAll(async () => {
  await redis?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LoggedServer {
  server: TestServer;
  lines: { level: number; msg: string; reqId?: string }[];
}

/** Two instances on one Redis, under a key prefix of their own (tests do not share counts). */
async function twoInstances(env: Record<string, string> = {}): Promise<[LoggedServer, LoggedServer]> {
  const prefix = `drill${++prefixCount}:`;
  const start = async (): Promise<LoggedServer> => {
    const lines: LoggedServer['lines'] = [];
    const server = await startServer({
      env: { VTDB_REDIS_URL: redis.url, VTDB_REDIS_PREFIX: prefix, LOG_LEVEL: 'info', ...env },
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    });
    servers.push(server);
    return { server, lines };
  };
  return [await start(), await start()];
}

/** `count` concurrent calls of demo-limited's /types, spread over both servers. */
async function burst(a: TestServer, b: TestServer, count: number) {
  return Promise.all(Array.from({ length: count }, (_, i) => (i % 2 ? a : b).get('/api/v2/types', { key: 'demo-limited' })));
}

/** Requests from a few concurrent visitors, alternating between the servers, until `stop()`. */
function flow(a: TestServer, b: TestServer) {
  const statuses = new Map<number, number>();
  let slowest = 0;
  let running = true;
  const visitor = async (offset: number) => {
    for (let i = offset; running; i++) {
      const started = performance.now();
      const response = await (i % 2 ? a : b).get(`/api/v2/engines/${(i % 50) + 1}`, { key: 'demo' });
      slowest = Math.max(slowest, performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  const visitors = [0, 1, 2, 3].map(visitor);
  return {
    async stop() {
      running = false;
      await Promise.all(visitors);
      return { statuses: Object.fromEntries(statuses), slowest };
    },
  };
}

/** Polls until every server's /readyz answers `status`; the time it took, or a failure after `withinMs`. */
async function untilReady(list: TestServer[], status: 200 | 503, withinMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    const answers = await Promise.all(list.map((server) => server.get('/readyz')));
    if (answers.every((answer) => answer.status === status)) return performance.now() - started;
    await sleep(50);
  }
  throw new Error(`/readyz did not answer ${status} on every server within ${withinMs} ms`);
}

const fallbacksLogged = (lines: LoggedServer['lines']) => lines.filter((line) => line.msg.startsWith('Redis is unreachable')).length;
const returnsLogged = (lines: LoggedServer['lines']) => lines.filter((line) => line.msg.startsWith('Redis answers again')).length;

async function metric(server: TestServer, name: string): Promise<number | undefined> {
  const text = (await server.get('/metrics')).text;
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

describe('two demo servers on one Redis', () => {
  it('share one allowance per key, exactly, under concurrent requests', async () => {
    const [{ server: a }, { server: b }] = await twoInstances();
    const limit = a.config.demo.limitedCallsLimit;
    const answers = await burst(a, b, limit + 30);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(await a.limiter.used('demo-limited')).toBe(limit);
    expect(await b.limiter.used('demo-limited')).toBe(limit);
    // The other instance refuses v1 too, with the window the first one opened.
    const v1 = await b.get('/api/v1/types', { key: 'demo-limited' });
    expect(v1.status).toBe(401);
    expect(Number(v1.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('count no failed request on either server', async () => {
    const [{ server: a }, { server: b }] = await twoInstances();
    expect((await a.get('/api/v2/engines/abc', { key: 'demo-limited' })).status).toBe(400);
    expect((await b.get('/api/v2/engines/999999999', { key: 'demo-limited' })).status).toBe(404);
    expect((await b.get('/api/v2/types', { key: 'demo-limited' })).status).toBe(200);
    expect(await a.limiter.used('demo-limited')).toBe(1);
  });

  it('report Redis in /readyz and /metrics', async () => {
    const [{ server: a }] = await twoInstances();
    const ready = await a.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true, checks: { redis: 'up' } });
    expect(await metric(a, 'vtdb_redis_up')).toBe(1);
    expect(await metric(a, 'vtdb_redis_fallbacks_total')).toBe(0);
  });

  it('close their Redis connections when they stop', async () => {
    const observer = new RedisState(redis.url);
    await observer.connect();
    try {
      const clients = async () =>
        String(await observer.client.call('CLIENT', 'LIST'))
          .trim()
          .split('\n').length;
      const before = await clients();
      const [{ server: a }, { server: b }] = await twoInstances();
      expect(await clients()).toBe(before + 2);
      await a.close();
      await b.close();
      servers = [];
      // Redis frees a client right after answering its QUIT; allow it a moment.
      const deadline = Date.now() + 1000;
      while ((await clients()) !== before && Date.now() < deadline) await sleep(20);
      expect(await clients()).toBe(before);
    } finally {
      await observer.close();
    }
  });
});

describe('fault drills', () => {
  it('Redis killed and restarted during a load: no 5xx, fall-back logged once, shared again within seconds', async () => {
    const [first, second] = await twoInstances();
    const [a, b] = [first.server, second.server];
    const load = flow(a, b);
    await sleep(300);

    await redis.kill();
    // Readiness follows within about a second (the close event, or the next ping).
    expect(await untilReady([a, b], 503, 3000)).toBeLessThan(3000);
    expect((await a.get('/readyz')).body).toEqual({ ready: false, checks: { redis: 'down' } });
    await sleep(700);

    await redis.restart();
    const back = await untilReady([a, b], 200, 5000);
    expect(back).toBeLessThan(5000);
    await sleep(200);
    const { statuses, slowest } = await load.stop();

    // Every visitor got an answer, and every answer was a success.
    expect(Object.keys(statuses)).toEqual(['200']);
    expect(statuses[200]).toBeGreaterThan(20);
    expect(slowest).toBeLessThan(2000);
    for (const { lines } of [first, second]) {
      expect(fallbacksLogged(lines)).toBe(1);
      expect(returnsLogged(lines)).toBe(1);
    }
    expect(await metric(a, 'vtdb_redis_fallbacks_total')).toBe(1);
    expect(await metric(a, 'vtdb_redis_up')).toBe(1);

    // Shared again: the restarted (empty) Redis holds one allowance for both.
    const limit = a.config.demo.limitedCallsLimit;
    const answers = await burst(a, b, limit + 10);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  it('Redis frozen: each answer waits at most about the command time-out, no 5xx, shared again after', async () => {
    const [first, second] = await twoInstances({ VTDB_REDIS_TIMEOUT_MS: '200' });
    const [a, b] = [first.server, second.server];
    const load = flow(a, b);
    await sleep(200);

    redis.pause();
    try {
      expect(await untilReady([a, b], 503, 3000)).toBeLessThan(3000);
      await sleep(500);
    } finally {
      redis.resume();
    }
    expect(await untilReady([a, b], 200, 5000)).toBeLessThan(5000);
    const { statuses, slowest } = await load.stop();

    expect(Object.keys(statuses)).toEqual(['200']);
    // A request that met the frozen Redis waited for one command's time-out, then went on from memory.
    expect(slowest).toBeLessThan(1500);
    for (const { lines } of [first, second]) {
      expect(fallbacksLogged(lines)).toBe(1);
      expect(returnsLogged(lines)).toBe(1);
    }

    const limit = a.config.demo.limitedCallsLimit;
    const answers = await burst(a, b, limit + 10);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(limit);
  });

  it('a server starts without its Redis, answers from memory, and moves to Redis once it is there', async () => {
    await redis.kill();
    let restarted = false;
    try {
      const [{ server: a, lines }] = await twoInstances();
      expect((await a.get('/api/v2/types', { key: 'demo' })).status).toBe(200);
      expect((await a.get('/readyz')).status).toBe(503);
      expect(fallbacksLogged(lines)).toBe(1);
      await redis.restart();
      restarted = true;
      expect(await untilReady([a], 200, 5000)).toBeLessThan(5000);
      expect(returnsLogged(lines)).toBe(1);
      expect((await a.get('/api/v2/types', { key: 'demo' })).status).toBe(200);
    } finally {
      if (!restarted) await redis.restart();
    }
  });
});
