import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { startServer, type TestServer } from '../test/harness';

/**
 * The operator's endpoints and logs, over real HTTP: /healthz, /readyz (demo, proxy with the
 * catalogue service up and down), /metrics (what it counts, who may read it, that no key and no
 * visitor-chosen path ends up in it), and JSON logs with request ids that never hold a key.
 */

let servers: TestServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function start(options: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer(options);
  servers.push(server);
  return server;
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The value of one series of the exposition, e.g. `vtdb_demo_calls_total{version="v2"}`. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

const WORKSHOP_KEY = 'workshop-secret-key-0123456789abcdef';
const VISITOR_KEY = 'visitor-secret-key-9876543210fedcba';

describe('/healthz and /readyz', () => {
  it('are both up for a demo server without Redis', async () => {
    const server = await start();
    const health = await server.get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ ok: true });
    const ready = await server.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true, checks: {} });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('in proxy mode, follow the catalogue service: ready while it is reachable, 503 while it is not', async () => {
    const upstream = await start();
    const proxy = await start({ env: { VTDB_UPSTREAM: `${upstream.baseUrl}/api`, VTDB_API_KEY: 'demo' } });
    const ready = await proxy.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true, checks: { upstream: 'up' } });

    const cut = await start({ env: { VTDB_UPSTREAM: `http://127.0.0.1:${await closedPort()}/api`, VTDB_API_KEY: 'demo' } });
    const notReady = await cut.get('/readyz');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toEqual({ ready: false, checks: { upstream: 'down' } });
    // Liveness does not depend on it: the process is fine.
    expect((await cut.get('/healthz')).status).toBe(200);
  });
});

describe('/metrics', () => {
  it('counts requests by route pattern and status, and the demo allowance, in Prometheus text', async () => {
    const server = await start({ env: { VTDB_LIMITED_CALLS_LIMIT: '2' } });
    for (let i = 0; i < 3; i++) await server.get('/api/v2/types', { key: 'demo-limited' });
    await server.get('/api/v1/engines/7', { key: 'demo' });
    await server.get('/api/v1/engines/8', { key: 'demo' });
    await server.get('/api/v2/engines/abc', { key: 'demo' });

    const response = await server.get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.text;
    expect(series(text, 'vtdb_http_requests_total{method="GET",route="/api/v2/types",status_code="200"}')).toBe(2);
    expect(series(text, 'vtdb_http_requests_total{method="GET",route="/api/v2/types",status_code="429"}')).toBe(1);
    // One series for every engine: the route's pattern, not the visitor's path.
    expect(series(text, 'vtdb_http_requests_total{method="GET",route="/api/v1/engines/:engine_id",status_code="200"}')).toBe(2);
    expect(series(text, 'vtdb_http_requests_total{method="GET",route="/api/v2/engines/:engine_id",status_code="400"}')).toBe(1);
    expect(series(text, 'vtdb_demo_calls_total{version="v2"}')).toBe(2);
    expect(series(text, 'vtdb_demo_calls_total{version="v1"}')).toBe(2);
    expect(series(text, 'vtdb_demo_rate_limit_refusals_total{version="v2"}')).toBe(1);
    expect(text).toMatch(/^vtdb_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v2\/types"\} \d+$/m);
    // Every metric is described, including those only the proxy moves.
    for (const name of [
      'vtdb_http_requests_total',
      'vtdb_proxy_cache_lookups_total',
      'vtdb_upstream_requests_total',
      'vtdb_upstream_request_duration_seconds',
      'vtdb_upstream_allowance_remaining',
      'vtdb_visitor_limit_refusals_total',
    ]) {
      expect(text).toMatch(new RegExp(`^# HELP ${name} \\S`, 'm'));
    }
    // No Redis configured: no Redis series pretending it is down.
    expect(text).not.toContain('vtdb_redis_up');
  });

  it('keeps paths a visitor makes up out of the labels', async () => {
    const server = await start();
    for (let i = 0; i < 5; i++) await server.get(`/api/v2/invented-${i}-${'x'.repeat(40)}`, { key: 'demo' });
    await server.get('/no/such/page/%F0%9F%92%A5');
    const text = (await server.get('/metrics')).text;
    expect(text).not.toContain('invented-');
    expect(text).not.toContain('no/such');
    expect(series(text, 'vtdb_http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(6);
  });

  it('answers only a direct client on this machine when no token is set', async () => {
    const server = await start();
    expect((await server.get('/metrics')).status).toBe(200);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const relayed = await server.get('/metrics', { headers: { [header]: '203.0.113.9' } });
      expect(relayed.status, header).toBe(403);
      expect(relayed.text).not.toContain('vtdb_');
    }
  });

  it('asks for the bearer token when one is set, compared in full', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const server = await start({ env: { VTDB_METRICS_TOKEN: token } });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token.slice(0, -1)}`, `Bearer ${token}x`, token, `Basic ${token}`]) {
      const response = await server.get('/metrics', authorization ? { headers: { authorization } } : {});
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(response.text).not.toContain('vtdb_');
    }
    const allowed = await server.get('/metrics', { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' } });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('vtdb_http_requests_total');
  });

  it('never shows the workshop key, in proxy mode', async () => {
    const upstream = await start();
    const proxy = await start({ env: { VTDB_UPSTREAM: `${upstream.baseUrl}/api`, VTDB_API_KEY: 'demo-shared' } });
    expect((await proxy.get('/api/v2/subscription')).status).toBe(200);
    expect((await proxy.get('/api/v2/engines/5')).status).toBe(200);
    const text = (await proxy.get('/metrics')).text;
    expect(text).toMatch(/^vtdb_http_requests_total\{method="GET",route="\/api\/v2\/engines\/:engine_id",status_code="200"\} 1$/m);
    expect(text).not.toContain('demo-shared');
  });
});

describe('logs', () => {
  it('are JSON lines with a request id per request, sent back as X-Request-Id, and hold no key', async () => {
    const lines: string[] = [];
    const proxy = await start({
      env: { VTDB_UPSTREAM: `http://127.0.0.1:${await closedPort()}/api`, VTDB_API_KEY: WORKSHOP_KEY, TRUST_PROXY: '127.0.0.1' },
      logStream: { write: (line) => void lines.push(line) },
    });
    const relayed = await proxy.get('/api/v2/engines/5', { headers: { authorization: `Bearer ${VISITOR_KEY}`, 'x-request-id': 'lb-4f2a.77:1' } });
    expect(relayed.status).toBe(503);
    expect(relayed.headers.get('x-request-id')).toBe('lb-4f2a.77:1');
    // An id that is not a plain token (too long, spaces, other characters) is replaced.
    for (const given of ['x'.repeat(200), 'id with spaces', 'a\u00e9b', '{"inject":1}']) {
      const response = await proxy.get('/api/v2/types', { headers: { 'x-request-id': given } });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const own = await proxy.get('/api/v2/types');
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Not behind a trusted proxy, a visitor's id is never taken.
    const direct = await start();
    expect((await direct.get('/healthz', { headers: { 'x-request-id': 'lb-4f2a.77:1' } })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Whatever a later change logs, these paths are blanked.
    proxy.app.log.warn({ headers: { authorization: `Bearer ${VISITOR_KEY}` }, config: proxy.config }, 'diagnostics');

    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofRelayed = records.filter((record) => record.reqId === 'lb-4f2a.77:1');
    expect(ofRelayed.map((record) => record.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    // The upstream failure was logged for the operator.
    expect(records.some((record) => record.level === 40 && String(record.msg).includes('cannot be reached'))).toBe(true);
    expect(records.find((record) => record.msg === 'diagnostics')).toMatchObject({
      headers: { authorization: '[redacted]' },
      config: { proxy: { apiKey: '[redacted]' } },
    });
    const withRedis = readConfig({ VTDB_REDIS_URL: 'redis://:redis-password-1234@cache.example:6379' });
    proxy.app.log.warn({ config: withRedis }, 'diagnostics with Redis');
    expect(lines.at(-1)).not.toContain('redis-password-1234');
    const all = lines.join('\n');
    expect(all).not.toContain(WORKSHOP_KEY);
    expect(all).not.toContain(VISITOR_KEY);
  });
});

describe('quiet requests', () => {
  it('health probes and in-process calls are logged at debug, requests from visitors at info', async () => {
    const lines: string[] = [];
    const server = await start({ env: { LOG_LEVEL: 'debug' }, logStream: { write: (line) => void lines.push(line) } });
    for (const path of ['/healthz', '/readyz', '/metrics', '/api/v2/types']) await server.get(path, { key: 'demo' });
    // In process, as a server-rendered page asks the API (Fastify's inject).
    await server.app.inject({ method: 'GET', url: '/api/v2/types/1', headers: { authorization: 'Bearer demo' } });
    const records = lines.map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url?: string } });
    const levelsOf = (url: string) => records.filter((record) => record.req?.url === url).map((record) => record.level);
    for (const path of ['/healthz', '/readyz', '/metrics', '/api/v2/types/1']) {
      expect(levelsOf(path), path).toEqual([20]);
    }
    expect(levelsOf('/api/v2/types')).toEqual([30]);
    expect(records.filter((record) => record.msg === 'request completed' && record.level === 30)).toHaveLength(1);
  });
});

describe('configuration', () => {
  it('takes redis:// and rediss:// URLs, and refuses anything else naming the variable', () => {
    expect(readConfig({ VTDB_REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({ url: 'redis://127.0.0.1:6379', prefix: 'vtdb:', commandTimeoutMs: 500 });
    expect(readConfig({ VTDB_REDIS_URL: 'rediss://user:pw@cache.example:6380/2', VTDB_REDIS_PREFIX: 'shop-7:' }).redis?.prefix).toBe('shop-7:');
    expect(readConfig({}).redis).toBeUndefined();
    expect(readConfig({ VTDB_REDIS_URL: '  ' }).redis).toBeUndefined();
    for (const url of ['http://127.0.0.1:6379', '127.0.0.1:6379', 'redis://', 'not a url']) {
      expect(() => readConfig({ VTDB_REDIS_URL: url }), url).toThrow(/VTDB_REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    }
    expect(() => readConfig({ VTDB_REDIS_PREFIX: 'a b' })).toThrow(/VTDB_REDIS_PREFIX/);
    expect(() => readConfig({ VTDB_METRICS_TOKEN: 'short' })).toThrow(/VTDB_METRICS_TOKEN: must be at least 16 characters/);
  });

  it('never prints the Redis password or the metrics token when refusing a value', () => {
    try {
      readConfig({ VTDB_REDIS_URL: 'http://user:hunter2-secret@cache.example', VTDB_METRICS_TOKEN: 'tiny-secret' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2-secret');
      expect((error as Error).message).not.toContain('tiny-secret');
    }
  });
});
