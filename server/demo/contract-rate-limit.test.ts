import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '../../contract/constants';
import { expectError, manualClock, startServer, type TestResponse, type TestServer, type Version } from '../test/harness';

/**
 * The rate limit (contract, Limits; README, Decisions where the contract is silent): `demo-limited` gets exactly its
 * calls_limit of 2xx answers per window, shared by v1 and v2; then v2 answers 429 with
 * Retry-After and v1 401, both with the contract's message. Only 2xx answers count. Each test
 * starts its own server with a manual clock, so the window passes without waiting.
 */

const KEY = 'demo-limited';
const WINDOW_SECONDS = 3600;

let servers: TestServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function start(env: Record<string, string> = {}) {
  const clock = manualClock();
  const server = await startServer({ env, now: clock.now });
  servers.push(server);
  const call = (version: Version, path: string, options: Parameters<TestServer['get']>[1] = {}) =>
    server.get(`/api/${version}${path}`, { key: KEY, ...options });
  return { server, clock, call };
}

/** The key's calls_limit as /subscription reports it (this request counts). */
async function callsLimit(call: Awaited<ReturnType<typeof start>>['call']): Promise<number> {
  const response = await call('v2', '/subscription');
  expect(response.status).toBe(200);
  const limit = (response.body as { calls_limit: number }).calls_limit;
  expect(Number.isSafeInteger(limit) && limit > 0).toBe(true);
  return limit;
}

function expectThrottled(response: TestResponse, version: Version, context: string) {
  const body = expectError(response, version === 'v1' ? 401 : 429, context);
  expect(body.message).toBe(RATE_LIMIT_MESSAGE);
  expect(body.message).toBe('This API key has reached the time limit for this method');
  if (version === 'v2') {
    const retryAfter = response.headers.get('retry-after');
    expect(retryAfter, context).toMatch(/^[1-9][0-9]*$/);
    expect(Number(retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
  }
  return response.headers.get('retry-after');
}

describe('the rate limit of demo-limited', () => {
  it('gives exactly calls_limit 2xx answers, then v2 429 with Retry-After and v1 401', async () => {
    const { server, call } = await start();
    const limit = await callsLimit(call);
    expect(limit).toBe(server.config.demo.limitedCallsLimit);
    expect(limit).toBe(20);
    const paths = ['/types', '/manufacturers/type/1', '/search?query=TDI', '/engines/1', '/subscription'];
    for (let used = 1; used < limit; used += 1) {
      const version: Version = used % 2 === 0 ? 'v1' : 'v2';
      const response = await call(version, paths[used % paths.length]!);
      expect(response.status, `request ${used + 1} of ${limit}`).toBe(200);
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(limit - used - 1));
    }
    expect(await server.limiter.used(KEY)).toBe(limit);
    for (const path of paths) {
      expectThrottled(await call('v2', path), 'v2', `v2 ${path}`);
      expectThrottled(await call('v1', path), 'v1', `v1 ${path}`);
    }
    // The refusals themselves do not count.
    expect(await server.limiter.used(KEY)).toBe(limit);
    // Other keys have their own allowance.
    expect((await call('v2', '/types', { key: 'demo-shared' })).status).toBe(200);
  });

  it('is one allowance for v1 and v2', async () => {
    const { call } = await start();
    const limit = await callsLimit(call);
    for (let used = 1; used < limit; used += 1) expect((await call('v1', '/types')).status).toBe(200);
    expectThrottled(await call('v2', '/types'), 'v2', 'v2 after v1 used it up');
    expectThrottled(await call('v1', '/types'), 'v1', 'v1');
  });

  it('follows the configured calls_limit', async () => {
    const { call } = await start({ VTDB_LIMITED_CALLS_LIMIT: '3', VTDB_RATE_WINDOW_SECONDS: '60' });
    expect(await callsLimit(call)).toBe(3);
    expect((await call('v2', '/types')).status).toBe(200);
    expect((await call('v1', '/types')).status).toBe(200);
    const retryAfter = expectThrottled(await call('v2', '/types'), 'v2', 'third');
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  });

  it("comes before the parameters' 400: a throttled key learns that first, whatever it sends", async () => {
    const { call } = await start({ VTDB_LIMITED_CALLS_LIMIT: '1' });
    expect((await call('v2', '/types')).status).toBe(200);
    expectThrottled(await call('v2', '/engines/abc'), 'v2', 'bad id');
    expectThrottled(await call('v2', '/search?query=ab&limit=0'), 'v2', 'bad query');
    expectThrottled(await call('v1', '/manufacturers/type/1?cursor=-1'), 'v1', 'bad cursor');
  });

  it('is not used up by bad requests (400, 404, 406)', async () => {
    const { server, call } = await start();
    const bad: [Version, string, Parameters<TestServer['get']>[1]?][] = [];
    for (const version of ['v1', 'v2'] as const) {
      bad.push(
        [version, '/engines/abc'],
        [version, '/engines/0'],
        [version, '/engines/2000000000'],
        [version, '/manufacturers/type/1?limit=0'],
        [version, '/search?query=ab'],
        [version, '/nothing'],
        [version, '/types', { method: 'POST' }],
        [version, '/types', { language: 'xx' }],
        [version, '/types', { headers: { accept: 'text/html' } }],
      );
    }
    for (let round = 0; round < 3; round += 1) {
      for (const [version, path, options] of bad) expect((await call(version, path, options)).status).toBeGreaterThanOrEqual(400);
    }
    expect(await server.limiter.used(KEY)).toBe(0);
    const limit = await callsLimit(call);
    for (let used = 1; used < limit; used += 1) expect((await call('v2', '/types')).status).toBe(200);
    expectThrottled(await call('v2', '/types'), 'v2', 'after bad requests and a full allowance');
  });

  it('opens again when the window has passed; Retry-After counts down', async () => {
    const { server, clock, call } = await start();
    const limit = await callsLimit(call);
    for (let used = 1; used < limit; used += 1) expect((await call('v2', '/types')).status).toBe(200);
    expect(expectThrottled(await call('v2', '/types'), 'v2', 'exhausted')).toBe(String(WINDOW_SECONDS));

    clock.advance(600_000);
    expect(expectThrottled(await call('v2', '/types'), 'v2', 'after 600 s')).toBe(String(WINDOW_SECONDS - 600));
    clock.advance((WINDOW_SECONDS - 600 - 1) * 1000);
    expect(expectThrottled(await call('v2', '/types'), 'v2', 'one second before the end')).toBe('1');
    expectThrottled(await call('v1', '/types'), 'v1', 'v1 one second before the end');

    clock.advance(1000);
    expect((await call('v2', '/types')).status).toBe(200);
    expect((await call('v1', '/types')).status).toBe(200);
    expect(await server.limiter.used(KEY)).toBe(2);
    // A full allowance again, and no more.
    for (let used = 2; used < limit; used += 1) expect((await call('v1', '/types')).status).toBe(200);
    expectThrottled(await call('v2', '/types'), 'v2', 'second window exhausted');
  });

  it('holds under concurrent requests', async () => {
    const { server, call } = await start();
    const limit = await callsLimit(call);
    const responses = await Promise.all(Array.from({ length: limit * 2 }, (_, index) => call(index % 2 ? 'v1' : 'v2', '/types')));
    expect(responses.filter((response) => response.status === 200).length).toBe(limit - 1);
    expect(await server.limiter.used(KEY)).toBe(limit);
  });
});

describe('CORS and the rate-limit headers', () => {
  const origin = 'https://workshop.example';

  it('answers the preflight and exposes Retry-After', async () => {
    const { server, call } = await start();
    for (const version of ['v1', 'v2'] as const) {
      const preflight = await call(version, '/types', {
        key: undefined,
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, accept-language' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
      const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(['authorization', 'accept-language']));
      const exposed = (preflight.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(exposed).toContain('retry-after');
    }
    expect(await server.limiter.used(KEY)).toBe(0);
  });

  it('the throttled answer itself carries the CORS headers, so a browser can read Retry-After', async () => {
    const { call } = await start({ VTDB_LIMITED_CALLS_LIMIT: '1' });
    const ok = await call('v2', '/types', { headers: { origin } });
    expect(ok.status).toBe(200);
    const exposedOk = (ok.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(exposedOk).toEqual(expect.arrayContaining(['retry-after', 'content-language', 'deprecation', 'sunset', 'link']));
    for (const version of ['v1', 'v2'] as const) {
      const refused = await call(version, '/types', { headers: { origin } });
      expectThrottled(refused, version, `${version} with Origin`);
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      expect((refused.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/)).toContain('retry-after');
    }
  });
});
