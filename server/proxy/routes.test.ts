import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '../../contract/constants';
import { ERROR_MESSAGES } from '../../contract/errors';

import { allStrings, expectError, startServer, type Engine, type TestServer } from '../test/harness';
import { FAILED_SECONDS } from './routes';

/**
 * Proxy mode over real HTTP: a demo server plays the upstream (its /api is the proxy's
 * VTDB_UPSTREAM) and records what reaches it; a tiny fake upstream misbehaves on demand (429,
 * 5xx, time-outs, bodies that are not JSON, redirects). The proxy is the whole server in proxy
 * mode, started like every contract test's server.
 */

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Records every API request an upstream receives; paths in `slow` answer 300 ms late. */
function recorder() {
  const seen: Seen[] = [];
  const slow = new Set<string>();
  const hook = (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      seen.push({ method: request.method, url: request.url, headers: request.headers });
      if (slow.has(request.url)) await sleep(300);
    });
  };
  return { seen, slow, hook };
}

const LONG_KEY = 'sk_live_0123456789abcdef';
const PLENTY = '100000';

const upstream = recorder();
let upstreamServer: TestServer;
let proxy: TestServer;
let fake: FastifyInstance;
let fakeProxy: TestServer;
let fakePort: number;
/** A proxy in front of the fake upstream, with an allowance large enough to stay out of the way. */
const startFakeProxy = () =>
  startServer({
    env: { VTDB_UPSTREAM: `http://127.0.0.1:${fakePort}`, VTDB_API_KEY: LONG_KEY, VTDB_UPSTREAM_TIMEOUT_MS: '200', VTDB_UPSTREAM_BUDGET: '100000' },
  });
const fakeSeen: string[] = [];
let engine: Engine;

beforeAll(async () => {
  upstreamServer = await startServer({ beforeListen: upstream.hook });
  proxy = await startServer({ env: { VTDB_UPSTREAM: `${upstreamServer.baseUrl}/api`, VTDB_API_KEY: 'demo', VTDB_UPSTREAM_BUDGET: PLENTY } });

  fake = Fastify({ forceCloseConnections: true });
  fake.addHook('onRequest', async (request) => {
    fakeSeen.push(request.url);
  });
  fake.get('/v2/subscription', async () => ({
    api_key: LONG_KEY,
    scopes: ['vdb_read'],
    calls_limit: 10,
    subscription: { id: 7, api_access: true, is_active: true },
  }));
  fake.get('/v2/engines/:id', async (request, reply) => {
    switch ((request.params as { id: string }).id) {
      case '1':
        return reply
          .code(429)
          .header('retry-after', '7')
          .header('x-ratelimit-remaining', '0')
          .send({ error: { code: 429, message: 'Slow down' } });
      case '2':
        return reply.code(500).send({ code: 500, message: 'Database on fire' });
      case '3':
        return reply.code(503).header('retry-after', '30').type('text/html').send('<h1>Maintenance</h1>');
      case '4':
        await sleep(1000);
        return { id: 4 };
      case '5':
        return reply.type('application/json').send('{"id": 5,');
      case '6':
        return reply.redirect('https://elsewhere.example/v2/engines/6', 302);
      case '7':
        return reply.code(401).send({ error: { code: 401, message: `Invalid API key ${LONG_KEY}\u0000` } });
      case '8':
        return reply.code(418).type('text/plain').send('teapot');
      default:
        return reply.code(404).send({ code: 404, message: 'Engine not found' });
    }
  });
  await fake.listen({ host: '127.0.0.1', port: 0 });
  const address = fake.server.address();
  if (address === null || typeof address !== 'object') throw new Error('no address');
  fakePort = address.port;
  fakeProxy = await startFakeProxy();

  engine = upstreamServer.catalogue.engines.find((item) => item.name === '1.8T 150hp 210Nm' && item.origin === 'shared') as unknown as Engine;
});

afterAll(async () => {
  await Promise.all([proxy?.close(), upstreamServer?.close(), fakeProxy?.close(), fake?.close()]);
});

beforeEach(() => {
  upstream.seen.length = 0;
  fakeSeen.length = 0;
});

const ids = () => engine as unknown as { id: number; modelId: number; generationId: number; manufacturerId: number };

describe('the API key', () => {
  it('is added upstream and appears in no answer, header or body', async () => {
    const { id, modelId, generationId, manufacturerId } = ids();
    const paths = [
      '/v2/types',
      '/v1/types',
      `/v2/manufacturers/${manufacturerId}`,
      `/v2/generations/${generationId}`,
      `/v1/engines/${id}`,
      `/v2/models/${modelId}`,
    ];
    for (const path of paths) {
      const response = await proxy.get(`/api${path}`);
      expect(response.status, path).toBe(200);
      for (const [name, value] of response.headers) expect(`${name}: ${value}`, path).not.toMatch(/demo|bearer/i);
      expect(allStrings(response.body), path).not.toContain('demo');
      expect(response.text, path).not.toMatch(/bearer/i);
    }
    expect(upstream.seen.map((request) => request.url)).toEqual(paths.map((path) => `/api${path}`));
    for (const request of upstream.seen) expect(request.headers.authorization).toBe('Bearer demo');
  });

  it('/subscription tells only whether it is active and until when: no limit, ids, scopes or key characters', async () => {
    for (const version of ['v1', 'v2'] as const) {
      const response = await proxy.get(`/api/${version}/subscription`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ subscription: { is_active: true, api_access: true, end_date: expect.any(String) } });
      expect(response.text).not.toContain('demo');
    }
    const long = await fakeProxy.get('/api/v2/subscription');
    expect(long.body).toEqual({ subscription: { is_active: true, api_access: true, end_date: null } });
    expect(long.text).not.toMatch(/cdef|calls_limit|••••/);
  });

  it('replaces a key sent by the browser, and forwards only Accept and Accept-Language', async () => {
    const response = await proxy.get('/api/v2/types', {
      key: 'demo-limited',
      language: 'de-AT, de;q=0.9, fr;q=0.5',
      headers: {
        accept: 'application/json, text/plain;q=0.5',
        cookie: 'session=secret',
        'x-forwarded-for': '203.0.113.9',
        'x-custom': '1',
        origin: 'https://host.example',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('de');
    const [request] = upstream.seen;
    expect(upstream.seen).toHaveLength(1);
    expect(request?.headers.authorization).toBe('Bearer demo');
    expect(request?.headers['accept-language']).toBe('de');
    expect(request?.headers.accept).toBe('application/json');
    for (const name of ['cookie', 'x-forwarded-for', 'x-custom', 'origin']) expect(request?.headers[name], name).toBeUndefined();
  });

  it('is not in /config.json, which says proxy mode', async () => {
    const response = await proxy.get('/config.json');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ mode: 'proxy', apiBase: '/api' });
    expect(response.body).not.toHaveProperty('apiKey');
    expect(response.text).not.toContain('demo');
  });
});

describe('the shared cache', () => {
  it('answers a repeated request without the upstream (X-Cache MISS, then HIT)', async () => {
    const path = `/api/v2/models/manufacturer/${ids().manufacturerId}`;
    const first = await proxy.get(path);
    const second = await proxy.get(path);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-language')).toBe('en');
    expect(upstream.seen).toHaveLength(1);
  });

  it('keeps languages and versions apart, and shares equivalent requests', async () => {
    const path = `/generations/model/${ids().modelId}`;
    const english = await proxy.get(`/api/v2${path}`, { language: 'en' });
    const german = await proxy.get(`/api/v2${path}`, { language: 'de' });
    const austrian = await proxy.get(`/api/v2${path}`, { language: 'de-AT,en;q=0.5' });
    const v1 = await proxy.get(`/api/v1${path}`, { language: 'de' });
    expect([english, german, austrian, v1].map((response) => response.headers.get('x-cache'))).toEqual(['MISS', 'MISS', 'HIT', 'MISS']);
    expect(german.headers.get('content-language')).toBe('de');
    expect(upstream.seen.map((request) => request.headers['accept-language'])).toEqual(['en', 'de', 'de']);
    expect(allStrings(v1.body)).not.toContain('private');
  });

  it('forwards only the known query parameters, normalised, so equivalent queries share an entry', async () => {
    const first = await proxy.get('/api/v2/search?limit=5&foo=bar&query=Audi%20A4');
    const second = await proxy.get('/api/v2/search?query=Audi+A4&limit=5');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect((first.body as { results: unknown[] }).results.length).toBeGreaterThan(0);
    expect(upstream.seen.map((request) => request.url)).toEqual(['/api/v2/search?query=audi+a4&limit=5']);
    await proxy.get('/api/v2/manufacturers/type/1?cursor=0&junk=1');
    expect(upstream.seen[1]?.url).toBe('/api/v2/manufacturers/type/1?cursor=0');
  });

  it('makes one upstream call for 20 concurrent identical requests', async () => {
    const path = `/api/v2/engines/generation/${ids().generationId}`;
    upstream.slow.add(path);
    const answers = await Promise.all(Array.from({ length: 20 }, () => proxy.get(path)));
    expect(answers.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((response) => response.text)).size).toBe(1);
    expect(upstream.seen).toHaveLength(1);
  });

  it('keeps a 404 for a minute; an upstream failure only holds its key back a few seconds', async () => {
    const path = '/api/v2/engines/2147483647';
    for (let round = 0; round < 2; round++) {
      const response = expectError(await proxy.get(path), 404, path);
      expect(response.message).toMatch(/not found/i);
    }
    expect(upstream.seen).toHaveLength(1);
    // A 500: not asked again for FAILED_SECONDS; an unusable answer (not JSON) is not held back.
    for (let round = 0; round < 2; round++) expectError(await fakeProxy.get('/api/v2/engines/2'), 503);
    for (let round = 0; round < 2; round++) expectError(await fakeProxy.get('/api/v2/engines/5'), 502);
    expect(fakeSeen).toEqual(['/v2/engines/2', '/v2/engines/5', '/v2/engines/5']);
  });

  it('passes the stable v1 headers, never the upstream rate-limit counters', async () => {
    const first = await proxy.get('/api/v1/types', { language: 'fr' });
    const second = await proxy.get('/api/v1/types', { language: 'fr' });
    for (const response of [first, second]) {
      expect(response.headers.get('deprecation')).toMatch(/^@\d+$/);
      expect(response.headers.get('link')).toContain('rel="deprecation"');
      expect(response.headers.get('content-language')).toBe('fr');
    }
    for (const response of [first, second]) for (const [name] of response.headers) expect(name).not.toMatch(/ratelimit/);
    expect(second.headers.get('x-cache')).toBe('HIT');
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await proxy.get('/api/v2/types', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
  });
});

describe('upstream errors', () => {
  it('answers an upstream 429 with nothing to serve as 503 with Retry-After, and holds further calls', async () => {
    const response = await fakeProxy.get('/api/v2/engines/1');
    expect(expectError(response, 503).message).toMatch(/busy/);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('x-ratelimit-remaining')).toBeNull();
    const held = await fakeProxy.get('/api/v2/engines/9');
    expectError(held, 503);
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(7);
    expect(fakeSeen).toEqual(['/v2/engines/1']);
    await fakeProxy.app.close();
    fakeProxy = await startFakeProxy();
  });

  it('meets the real rate limit of the key (v2 429, v1 401 with the rate-limit message) with 503 and Retry-After, and calls no more', async () => {
    const limited = recorder();
    const tight = await startServer({ env: { VTDB_DEMO_CALLS_LIMIT: '1' }, beforeListen: limited.hook });
    const throughTight = await startServer({ env: { VTDB_UPSTREAM: `${tight.baseUrl}/api`, VTDB_API_KEY: 'demo', VTDB_UPSTREAM_BUDGET: '1000' } });
    try {
      expect((await throughTight.get('/api/v2/types')).status).toBe(200);
      const v2 = await throughTight.get('/api/v2/manufacturers/type/1');
      expectError(v2, 503);
      const retryAfter = Number(v2.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expectError(await throughTight.get('/api/v1/manufacturers/type/1'), 503);
      expect(limited.seen).toHaveLength(2);
    } finally {
      await throughTight.close();
      await tight.close();
    }
  });

  it('turns an upstream 5xx with nothing to serve into 503 with Retry-After and a generic message (the details go to the log)', async () => {
    const failed = await fakeProxy.get('/api/v2/engines/2');
    expect(expectError(failed, 503).message).toBe('The catalogue service is not available right now');
    expect(Number(failed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(failed.headers.get('retry-after'))).toBeLessThanOrEqual(FAILED_SECONDS);
    expect(failed.text).not.toContain('fire');
    // The upstream's own Retry-After (30 s) holds the key back that long.
    const maintenance = await fakeProxy.get('/api/v2/engines/3');
    expectError(maintenance, 503);
    expect(maintenance.headers.get('retry-after')).toBe('30');
  });

  it('answers 503 with Retry-After when the upstream is too slow', async () => {
    const started = performance.now();
    const slow = await fakeProxy.get('/api/v2/engines/4');
    expect(expectError(slow, 503).message).toMatch(/did not answer/);
    expect(slow.headers.get('retry-after')).toBe(String(FAILED_SECONDS));
    expect(performance.now() - started).toBeLessThan(900);
    // /metrics tells a time-out from an upstream 5xx.
    const metrics = (await fakeProxy.get('/metrics')).text;
    expect(metrics).toMatch(/vtdb_upstream_requests_total\{outcome="timeout"\} 1\b/);
    expect(metrics).toMatch(/vtdb_upstream_requests_total\{outcome="500"\} \d/);
  });

  it('answers 502 for an answer that is not JSON and for a redirect', async () => {
    expectError(await fakeProxy.get('/api/v2/engines/5'), 502);
    expectError(await fakeProxy.get('/api/v2/engines/6'), 502);
    expect(fakeSeen).toEqual(['/v2/engines/5', '/v2/engines/6']);
  });

  it('normalises other 4xx bodies and blanks the key out of upstream messages', async () => {
    const unauthorised = await fakeProxy.get('/api/v2/engines/7');
    expect(expectError(unauthorised, 401).message).toBe('Invalid API key ••••');
    expect(unauthorised.text).not.toContain(LONG_KEY);
    expect(expectError(await fakeProxy.get('/api/v2/engines/8'), 418).message).toBe('The catalogue service answered 418');
    expect(expectError(await fakeProxy.get('/api/v2/engines/9'), 404).message).toBe('Engine not found');
  });

  it('answers 503 with Retry-After when the upstream cannot be reached', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const down = await startServer({ env: { VTDB_UPSTREAM: `http://127.0.0.1:${port}`, VTDB_API_KEY: 'demo', VTDB_UPSTREAM_BUDGET: '100' } });
    try {
      const unreachable = await down.get('/api/v2/types');
      expect(expectError(unreachable, 503).message).toMatch(/cannot be reached/);
      expect(unreachable.headers.get('retry-after')).toBe(String(FAILED_SECONDS));
      expect((await down.get('/metrics')).text).toMatch(/vtdb_upstream_requests_total\{outcome="error"\} 1\b/);
    } finally {
      await down.close();
    }
  });
});

describe('local answers', () => {
  it("answers 404 for anything but the contract's GET operations, without the upstream", async () => {
    const paths = [
      '/api/v2/foo',
      '/api/v3/types',
      '/api/types',
      '/api/v2/engines',
      '/api/v2/engines/1/tuning',
      '/api/v2/types/1',
      '/api/v2/search/x',
      '/api/v2//types',
    ];
    for (const path of paths) expectError(await proxy.get(path), 404, path);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) expectError(await proxy.get('/api/v2/types', { method }), 404, method);
    expect(upstream.seen).toHaveLength(0);
  });

  it('answers 400 for bad ids and query parameters, without the upstream', async () => {
    const bad = [
      '/api/v2/engines/abc',
      '/api/v2/engines/0',
      '/api/v2/models/01',
      '/api/v2/generations/1.5',
      '/api/v2/models/manufacturer/9007199254740992',
      '/api/v1/engines/2147483648',
      '/api/v2/manufacturers/type/1?cursor=-1',
      '/api/v2/manufacturers/type/1?limit=0',
      '/api/v2/manufacturers/type/1?limit=101',
      '/api/v2/manufacturers/type/1?limit=1&limit=2',
      '/api/v1/manufacturers/type/1?cursor=2147483648',
      '/api/v2/search',
      '/api/v2/search?query=ab',
      '/api/v2/search?query=abc%01',
      '/api/v2/search?query=abc&cursor=x',
    ];
    for (const path of bad) expectError(await proxy.get(path), 400, path);
    expect(upstream.seen).toHaveLength(0);
  });

  it("answers the contract's 400 texts, after the 406s (the route schemas' checks wait for them)", async () => {
    expect(expectError(await proxy.get('/api/v2/engines/0'), 400).message).toBe('Invalid parameter engine_id: must be an integer from 1 to 9007199254740991');
    expect(expectError(await proxy.get('/api/v2/search?query=%20a%20%20b%20'), 400).message).toBe(ERROR_MESSAGES.searchTooShort);
    expectError(await proxy.get('/api/v2/engines/0', { language: 'xx' }), 406);
    expectError(await proxy.get('/api/v2/search?query=ab', { headers: { accept: 'text/html' } }), 406);
    expect(upstream.seen).toHaveLength(0);
  });

  it('answers 406 for an unsupported language or Accept, without the upstream', async () => {
    expectError(await proxy.get('/api/v2/types', { language: 'xx' }), 406);
    expectError(await proxy.get('/api/v2/types', { language: 'hu' }), 406);
    expectError(await proxy.get('/api/v2/types', { headers: { accept: 'text/html' } }), 406);
    expect(upstream.seen).toHaveLength(0);
    expect((await proxy.get('/api/v1/types', { language: 'hu' })).headers.get('content-language')).toBe('hu');
    expect(upstream.seen.map((request) => request.headers['accept-language'])).toEqual(['hu']);
  });
});

describe('the visitor limit', () => {
  it('answers the 6th request of a minute from one IP with 429 and Retry-After, naming the visitor limit', async () => {
    const limited = await startServer({
      env: { VTDB_UPSTREAM: `${upstreamServer.baseUrl}/api`, VTDB_API_KEY: 'demo', VTDB_UPSTREAM_BUDGET: PLENTY, VTDB_VISITOR_LIMIT: '5' },
    });
    try {
      for (let count = 0; count < 5; count++) expect((await limited.get('/api/v2/types')).status).toBe(200);
      const over = await limited.get('/api/v2/types');
      const body = expectError(over, 429);
      expect(body.message).toMatch(/visitor.*5 per minute/);
      expect(body.message).not.toBe(RATE_LIMIT_MESSAGE);
      const retryAfter = Number(over.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Over the limit, even a request with bad parameters is a 429 (the limit counts first).
      expectError(await limited.get('/api/v2/engines/abc'), 429);
      expect(upstream.seen).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
