import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/harness';
import { startRedis, type TestRedis } from '../test/redis';

/**
 * Two proxy instances on one real redis-server, configured as in production (VTDB_REDIS_URL),
 * in front of a demo server that records what reaches it: one upstream call per record however
 * many instances are asked, one visitor limit between them, and the proxy's figures in /metrics.
 */

let redis: TestRedis;
let upstream: TestServer;
const seen: string[] = [];
let proxies: TestServer[] = [];
let prefixCount = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  redis = await startRedis();
  upstream = await startServer({
    beforeListen: (app: FastifyInstance) => {
      app.addHook('onRequest', async (request) => {
        if (!request.url.startsWith('/api/')) return;
        seen.push(request.url);
        // Slow enough that concurrent requests to both instances overlap.
        await sleep(150);
      });
    },
  });
});

afterEach(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  proxies = [];
  seen.length = 0;
});

afterAll(async () => {
  await Promise.all([upstream?.close(), redis?.stop()]);
});

async function twoProxies(env: Record<string, string> = {}): Promise<[TestServer, TestServer]> {
  const prefix = `instances${++prefixCount}:`;
  const start = async () => {
    const proxy = await startServer({
      env: {
        VTDB_UPSTREAM: `${upstream.baseUrl}/api`,
        VTDB_API_KEY: 'demo',
        VTDB_UPSTREAM_BUDGET: '100000',
        VTDB_REDIS_URL: redis.url,
        VTDB_REDIS_PREFIX: prefix,
        ...env,
      },
    });
    proxies.push(proxy);
    return proxy;
  };
  return [await start(), await start()];
}

describe('two proxy instances sharing Redis', () => {
  it('make one upstream call for one record, asked of both at once', async () => {
    const [a, b] = await twoProxies();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).get('/api/v2/engines/500')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(seen.filter((url) => url.startsWith('/api/v2/engines/500'))).toHaveLength(1);
    // Later requests to either are hits.
    const again = await b.get('/api/v2/engines/500');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(seen.filter((url) => url.startsWith('/api/v2/engines/500'))).toHaveLength(1);
  });

  it('share one visitor limit', async () => {
    const [a, b] = await twoProxies({ VTDB_VISITOR_LIMIT: '6' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await (i % 2 ? a : b).get('/api/v2/types')).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('count cache lookups, upstream calls, the allowance and refusals in /metrics', async () => {
    const [a] = await twoProxies({ VTDB_VISITOR_LIMIT: '3' });
    await a.get('/api/v2/types');
    await a.get('/api/v2/types');
    await a.get('/api/v2/types');
    expect((await a.get('/api/v2/types')).status).toBe(429);
    const metrics = await fetch(`${a.baseUrl}/metrics`).then((response) => response.text());
    expect(metrics).toMatch(/vtdb_proxy_cache_lookups_total\{result="miss"\} 1\b/);
    expect(metrics).toMatch(/vtdb_proxy_cache_lookups_total\{result="hit"\} 2\b/);
    expect(metrics).toMatch(/vtdb_upstream_requests_total\{outcome="200"\} 1\b/);
    expect(metrics).toMatch(/vtdb_visitor_limit_refusals_total 1\b/);
    expect(metrics).toMatch(/vtdb_upstream_allowance_remaining \d+/);
  });
});
