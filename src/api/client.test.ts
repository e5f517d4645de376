import { describe, expect, test, vi } from 'vitest';
import { ApiClient, apiLanguage, type Connection } from './client';
import { RATE_LIMIT_MESSAGE } from '../../contract/constants';
import { ApiError, DEFAULT_RETRY_AFTER_SECONDS, parseRetryAfter } from './errors';
import { engineDetailSchema, typesSchema } from '../../contract/schemas';
import { engine18t, types } from '../test/fixtures';

const NOW = Date.parse('2026-03-02T10:00:00Z');

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) } });

function setup(answer: () => Response | Promise<Response> = () => json(types), connection: Partial<Connection> = {}, storage: Storage | null = null) {
  const clock = { now: NOW };
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  const client = new ApiClient({ baseUrl: '/api', apiKey: 'demo', version: 'v2', ...connection }, fetchMock, () => clock.now, storage);
  const lastInit = () => fetchMock.mock.lastCall?.[1] as RequestInit;
  const lastHeaders = () => lastInit().headers as Record<string, string>;
  const lastUrl = () => new URL(String(fetchMock.mock.lastCall?.[0]));
  return { client, fetchMock, clock, lastInit, lastHeaders, lastUrl };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('the request', () => {
  test('goes to base + version + path with the query, skipping undefined values', async () => {
    const { client, lastUrl } = setup(() => json(types), { baseUrl: 'https://catalogue.example/api/' });
    await client.get('/search', typesSchema, { language: 'en', query: { query: 'golf tdi', cursor: undefined, limit: 50 } });
    const url = lastUrl();
    expect(url.origin + url.pathname).toBe('https://catalogue.example/api/v2/search');
    expect(url.searchParams.get('query')).toBe('golf tdi');
    expect(url.searchParams.get('limit')).toBe('50');
    expect(url.searchParams.has('cursor')).toBe(false);
  });

  test('a relative base resolves against the page', async () => {
    const { client, lastUrl } = setup();
    await client.get('/types', typesSchema, { language: 'en' });
    expect(lastUrl().href).toBe(`${window.location.origin}/api/v2/types`);
  });

  test('sends Accept-Language with the interface language and asks for JSON', async () => {
    const { client, lastHeaders } = setup();
    await client.get('/types', typesSchema, { language: 'de' });
    expect(lastHeaders()['Accept-Language']).toBe('de');
    expect(lastHeaders().Accept).toBe('application/json');
  });

  test('never sends hu to v2: it asks for en', async () => {
    const { client, lastHeaders } = setup();
    await client.get('/types', typesSchema, { language: 'hu' });
    expect(lastHeaders()['Accept-Language']).toBe('en');
    expect(apiLanguage('hu', 'v2')).toBe('en');
  });

  test('sends hu to v1, which has it', async () => {
    const { client, lastHeaders, lastUrl } = setup(() => json(types), { version: 'v1' });
    await client.get('/types', typesSchema, { language: 'hu' });
    expect(lastHeaders()['Accept-Language']).toBe('hu');
    expect(lastUrl().pathname).toBe('/api/v1/types');
  });

  test('sends Authorization: Bearer <key> when a key is set', async () => {
    const { client, lastHeaders } = setup();
    await client.get('/types', typesSchema, { language: 'en' });
    expect(lastHeaders().Authorization).toBe('Bearer demo');
  });

  test('sends no Authorization when no key is set (a proxy adds it)', async () => {
    const { client, lastHeaders } = setup(() => json(types), { apiKey: undefined });
    await client.get('/types', typesSchema, { language: 'en' });
    expect(lastHeaders()).not.toHaveProperty('Authorization');
    expect(Object.keys(lastHeaders()).map((name) => name.toLowerCase())).not.toContain('authorization');
  });

  test('sends no credentials (cookies) with the request', async () => {
    const { client, lastInit } = setup();
    await client.get('/types', typesSchema, { language: 'en' });
    expect(lastInit().credentials).toBe('omit');
  });

  test('passes the AbortSignal on; an aborted request rejects with the abort, not as a network error', async () => {
    const controller = new AbortController();
    const { client, lastInit } = setup(() => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await client.get('/types', typesSchema, { language: 'en', signal: controller.signal }).catch((reason: unknown) => reason);
    expect(lastInit().signal).toBe(controller.signal);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  test('keys of different accounts give different scopes; the key itself is not in the scope', () => {
    const a = setup(undefined, { apiKey: 'key-a' }).client;
    const b = setup(undefined, { apiKey: 'key-b' }).client;
    const proxy = setup(undefined, { apiKey: undefined }).client;
    expect(a.scope).not.toBe(b.scope);
    expect(proxy.scope).not.toBe(a.scope);
    expect(a.scope).not.toContain('key-a');
  });
});

describe('the answer', () => {
  test('a valid body comes back parsed', async () => {
    const { client } = setup(() => json(engine18t));
    const engine = await client.get('/engines/101', engineDetailSchema, { language: 'en' });
    expect(engine.ecus[0]).toEqual({ name: 'M3.8.3', manufacturer: 'Bosch' });
  });

  test.each([
    [400, 'bad-request'],
    [401, 'auth'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [406, 'not-acceptable'],
    [410, 'gone'],
    [429, 'rate-limited'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
    [418, 'server'],
  ] as const)('HTTP %i becomes an ApiError of kind %s, with the status, code, message and path', async (status, kind) => {
    const { client } = setup(() => json({ code: status, message: `Problem ${status}` }, { status }));
    const error = await failure(client.get('/engines/101', engineDetailSchema, { language: 'en' }));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.details.code).toBe(status);
    expect(error.details.path).toBe('/engines/101');
    expect(error.message).toBe(status === 429 ? 'Problem 429' : `Problem ${status}`);
    expect(error.transient).toBe(kind === 'server');
  });

  test('reads the nested error shape {error: {code, message}}', async () => {
    const { client } = setup(() => json({ error: { code: 404, message: 'Engine 101 not found' } }, { status: 404 }));
    const error = await failure(client.get('/engines/101', engineDetailSchema, { language: 'en' }));
    expect(error.kind).toBe('not-found');
    expect(error.message).toBe('Engine 101 not found');
    expect(error.details.code).toBe(404);
  });

  test('an error body that is not JSON still gives the kind from the status', async () => {
    const { client } = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failure(client.get('/types', typesSchema, { language: 'en' }));
    expect(error.kind).toBe('server');
    expect(error.message).toBe('HTTP 502');
  });

  test('a network failure becomes kind "network"', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(client.get('/types', typesSchema, { language: 'en' }));
    expect(error.kind).toBe('network');
    expect(error.transient).toBe(true);
    expect(error.details.path).toBe('/types');
  });

  test('a 200 that is not JSON becomes kind "contract"', async () => {
    const { client } = setup(() => new Response('<html>login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const error = await failure(client.get('/types', typesSchema, { language: 'en' }));
    expect(error.kind).toBe('contract');
    expect(error.transient).toBe(false);
  });

  test('a schema still loading is waited for, and the answer parsed with it; the request does not wait for it', async () => {
    let loaded = false;
    let loadedWhenAsked: boolean | undefined;
    const { client } = setup(() => {
      loadedWhenAsked = loaded;
      return json(engine18t);
    });
    const schema = new Promise<typeof engineDetailSchema>((resolve) =>
      setTimeout(() => {
        loaded = true;
        resolve(engineDetailSchema);
      }, 5),
    );
    const engine = await client.get('/engines/101', schema, { language: 'en' });
    expect(loadedWhenAsked).toBe(false);
    expect(engine.ecus[0]).toEqual({ name: 'M3.8.3', manufacturer: 'Bosch' });
  });

  test('a schema that cannot be loaded (its chunk gone, or offline) is a "network" error, to try again', async () => {
    const { client } = setup(() => json(engine18t));
    const error = await failure(client.get('/engines/101', Promise.reject(new TypeError('Failed to fetch dynamically imported module')), { language: 'en' }));
    expect(error.kind).toBe('network');
    expect(error.transient).toBe(true);
    expect(error.details.path).toBe('/engines/101');
  });

  test('a body breaking the schema becomes kind "contract" naming the issues', async () => {
    const { client } = setup(() => json([{ id: 0, name: 'Cars', slug: 'cars' }]));
    const error = await failure(client.get('/types', typesSchema, { language: 'en' }));
    expect(error.kind).toBe('contract');
    expect(error.details.issues?.[0]).toMatch(/^0\.id: /);
  });
});

describe('rate limiting', () => {
  test('429 with Retry-After in seconds: retryAt is that many seconds from now', async () => {
    const { client } = setup(() => json({ code: 429, message: RATE_LIMIT_MESSAGE }, { status: 429, headers: { 'Retry-After': '120' } }));
    const error = await failure(client.get('/types', typesSchema, { language: 'en' }));
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAt).toBe(NOW + 120_000);
  });

  test('429 with Retry-After as an HTTP date: retryAt is that date', async () => {
    const at = new Date(NOW + 90_000).toUTCString();
    const { client } = setup(() => json({ code: 429, message: RATE_LIMIT_MESSAGE }, { status: 429, headers: { 'Retry-After': at } }));
    const error = await failure(client.get('/types', typesSchema, { language: 'en' }));
    expect(error.retryAt).toBe(NOW + 90_000);
  });

  test('429 without Retry-After waits the default', async () => {
    const { client } = setup(() => json({ code: 429, message: RATE_LIMIT_MESSAGE }, { status: 429 }));
    const error = await failure(client.get('/types', typesSchema, { language: 'en' }));
    expect(error.retryAt).toBe(NOW + DEFAULT_RETRY_AFTER_SECONDS * 1000);
  });

  test('401 carrying the rate-limit message is throttling, not a bad key (flat and nested bodies)', async () => {
    for (const body of [{ code: 401, message: RATE_LIMIT_MESSAGE }, { error: { code: 401, message: RATE_LIMIT_MESSAGE } }]) {
      const { client } = setup(() => json(body, { status: 401 }));
      const error = await failure(client.get('/types', typesSchema, { language: 'en' }));
      expect(error.kind).toBe('rate-limited');
      expect(error.status).toBe(401);
      expect(error.retryAt).toBe(NOW + DEFAULT_RETRY_AFTER_SECONDS * 1000);
    }
  });

  test('401 with another message is an auth failure', async () => {
    const { client } = setup(() => json({ code: 401, message: 'Invalid API key' }, { status: 401 }));
    expect((await failure(client.get('/types', typesSchema, { language: 'en' }))).kind).toBe('auth');
  });

  test('a 429 holds requests back as soon as its status arrives, while its body is still on the way', async () => {
    let finishBody: (() => void) | undefined;
    const { client, fetchMock } = setup(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          finishBody = () => {
            controller.enqueue(new TextEncoder().encode(JSON.stringify({ code: 429, message: RATE_LIMIT_MESSAGE })));
            controller.close();
          };
        },
      });
      return new Response(body, { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '30' } });
    });
    const first = failure(client.get('/types', typesSchema, { language: 'en' }));
    await vi.waitFor(() => expect(finishBody).toBeDefined());
    await vi.waitFor(() => expect(client.rateLimitedUntil).toBe(NOW + 30_000));
    // Another request while the refusal's body is still arriving: refused here, never sent.
    expect((await failure(client.get('/engines/101', engineDetailSchema, { language: 'en' }))).kind).toBe('rate-limited');
    finishBody?.();
    expect((await first).message).toBe(RATE_LIMIT_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('after a rate-limit answer no request reaches the network until retryAt; then requests resume', async () => {
    let limited = true;
    const { client, fetchMock, clock } = setup(() =>
      limited ? json({ code: 429, message: RATE_LIMIT_MESSAGE }, { status: 429, headers: { 'Retry-After': '30' } }) : json(types),
    );
    await failure(client.get('/types', typesSchema, { language: 'en' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.rateLimitedUntil).toBe(NOW + 30_000);

    // Any operation, while the limit lasts: refused locally, with the same retryAt.
    limited = false;
    clock.now = NOW + 10_000;
    const held = await failure(client.get('/engines/101', engineDetailSchema, { language: 'en' }));
    expect(held.kind).toBe('rate-limited');
    expect(held.retryAt).toBe(NOW + 30_000);
    clock.now = NOW + 29_999;
    await failure(client.get('/types', typesSchema, { language: 'en' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    clock.now = NOW + 30_000;
    expect(client.rateLimitedUntil).toBe(0);
    await expect(client.get('/types', typesSchema, { language: 'en' })).resolves.toHaveLength(types.length);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('the hold survives a reload of the tab (a new client with the same connection), for that connection only', async () => {
    const limited = () => json({ code: 429, message: RATE_LIMIT_MESSAGE }, { status: 429, headers: { 'Retry-After': '300' } });
    const first = setup(limited, {}, window.sessionStorage);
    await failure(first.client.get('/types', typesSchema, { language: 'en' }));

    // After a reload: the same key at the same catalogue is still held, without asking.
    const reloaded = setup(() => json(types), {}, window.sessionStorage);
    expect(reloaded.client.rateLimitedUntil).toBe(NOW + 300_000);
    const held = await failure(reloaded.client.get('/types', typesSchema, { language: 'en' }));
    expect(held.kind).toBe('rate-limited');
    expect(reloaded.fetchMock).not.toHaveBeenCalled();

    // Another key has its own allowance.
    const other = setup(() => json(types), { apiKey: 'another-key' }, window.sessionStorage);
    await expect(other.client.get('/types', typesSchema, { language: 'en' })).resolves.toHaveLength(types.length);

    // Once the time has passed, a new client is free again.
    const later = new ApiClient({ baseUrl: '/api', apiKey: 'demo', version: 'v2' }, vi.fn<typeof fetch>(), () => NOW + 300_001, window.sessionStorage);
    expect(later.rateLimitedUntil).toBe(0);
  });

  test('the key itself is not what is stored', async () => {
    const { client } = setup(() => json({ code: 429, message: RATE_LIMIT_MESSAGE }, { status: 429 }), { apiKey: 'secret-workshop-key' }, window.sessionStorage);
    await failure(client.get('/types', typesSchema, { language: 'en' }));
    expect(window.sessionStorage.length).toBe(1);
    const key = window.sessionStorage.key(0)!;
    expect(`${key}=${window.sessionStorage.getItem(key)}`).not.toContain('secret-workshop-key');
  });
});

describe('parseRetryAfter', () => {
  test('delta-seconds, an HTTP date, and nonsense', () => {
    expect(parseRetryAfter('0', NOW)).toBe(0);
    expect(parseRetryAfter(' 3600 ', NOW)).toBe(3600);
    expect(parseRetryAfter(new Date(NOW + 5_500).toUTCString(), NOW)).toBe(5);
    expect(parseRetryAfter(new Date(NOW - 60_000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
  });

  test('never asks for more than an hour: 99999999 seconds or a date in 2099 both become 3600', () => {
    expect(parseRetryAfter('99999999', NOW)).toBe(3600);
    expect(parseRetryAfter('Thu, 01 Jan 2099 00:00:00 GMT', NOW)).toBe(3600);
  });
});

describe('holds from absurd Retry-After values', () => {
  test('a 429 with Retry-After: 99999999 holds calls for an hour, not three years', async () => {
    const { client } = setup(
      () => json({ code: 429, message: RATE_LIMIT_MESSAGE }, { status: 429, headers: { 'Retry-After': '99999999' } }),
      {},
      window.sessionStorage,
    );
    await failure(client.get('/types', typesSchema, { language: 'en' }));
    expect(client.rateLimitedUntil).toBe(NOW + 3600_000);
    window.sessionStorage.clear();
  });

  test('a longer hold already stored is cut down to an hour on load', () => {
    const probe = setup(() => json(types), {}, window.sessionStorage);
    const threeYears = NOW + 3.17 * 365 * 86_400_000;
    window.sessionStorage.setItem(`vtdb.rateLimitedUntil.${probe.client.scope}`, String(threeYears));
    const reloaded = setup(() => json(types), {}, window.sessionStorage);
    expect(reloaded.client.rateLimitedUntil).toBe(NOW + 3600_000);
    expect(Number(window.sessionStorage.getItem(`vtdb.rateLimitedUntil.${probe.client.scope}`))).toBe(NOW + 3600_000);
    window.sessionStorage.clear();
  });
});

describe('stale answers', () => {
  test('an answer marked X-Catalogue-Stale makes the client stale until a fresh answer comes, telling subscribers', async () => {
    let stale = true;
    const { client } = setup(() => json(types, { headers: stale ? { 'X-Catalogue-Stale': '120' } : {} }));
    const listener = vi.fn();
    const unsubscribe = client.subscribeStale(listener);
    expect(client.stale).toBe(false);
    await client.get('/types', typesSchema, { language: 'en' });
    expect(client.stale).toBe(true);
    stale = false;
    await client.get('/types', typesSchema, { language: 'en' });
    expect(client.stale).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
