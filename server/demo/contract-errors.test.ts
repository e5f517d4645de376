import { describe, expect, it } from 'vitest';
import { expectError, getOk, useServer, VERSIONS, type TestResponse, type TestServer, type Version } from '../test/harness';

/**
 * Each error status with its condition, on v1 and v2, always in the contract's shape
 * `{code, message}` (code = status, application/json); and a bad request never answers 500
 * and never changes the server's state.
 */

const server = useServer();

const MAX_ID: Record<Version, string> = { v1: '2147483647', v2: '9007199254740991' };
const ABOVE_MAX_ID: Record<Version, string[]> = {
  v1: ['2147483648', '4294967296', '9007199254740991'],
  v2: ['9007199254740992', '18014398509481984', '99999999999999999999'],
};

/** Operations with a path identifier (`{id}`). */
const ID_OPERATIONS = [
  '/manufacturers/type/{id}',
  '/manufacturers/{id}',
  '/models/manufacturer/{id}',
  '/models/{id}',
  '/generations/model/{id}',
  '/generations/{id}',
  '/engines/generation/{id}',
  '/engines/{id}',
];

/** One valid request per operation of the contract (ids of the Audi A4 B5 branch). */
function operations(): string[] {
  const { catalogue } = server;
  const engine = catalogue.engines.find((item) => item.name === '1.8T 150hp 210Nm' && item.origin === 'shared')!;
  return [
    '/subscription',
    '/types',
    '/manufacturers/type/1',
    `/manufacturers/${engine.manufacturerId}`,
    `/models/manufacturer/${engine.manufacturerId}`,
    `/models/${engine.modelId}`,
    `/generations/model/${engine.modelId}`,
    `/generations/${engine.generationId}`,
    `/engines/generation/${engine.generationId}`,
    `/engines/${engine.id}`,
    '/search?query=TDI',
  ];
}

const call = (version: Version, path: string, options: Parameters<TestServer['get']>[1] = {}) =>
  server.get(`/api/${version}${path}`, { key: 'demo-shared', ...options });

describe.each(VERSIONS)('400: invalid parameters (%s)', (version) => {
  const badIds = ['abc', '0', '-1', '01', '007', '1.5', '1e3', '0x10', '+1', '%201', '1%00', '１', ...ABOVE_MAX_ID[version]];

  it.each(ID_OPERATIONS)('path id of %s: non-numeric, zero, negative, leading zeros, above range', async (operation) => {
    for (const id of badIds) expectError(await call(version, operation.replace('{id}', id)), 400, `${version} ${operation} id=${id}`);
  });

  it('the largest id of the range is valid (404 when unknown, never 400)', async () => {
    for (const operation of ID_OPERATIONS) {
      expectError(await call(version, operation.replace('{id}', MAX_ID[version])), 404, operation);
    }
  });

  it.each(['/manufacturers/type/1?', '/search?query=TDI&'])('cursor and limit of %s: out of range, malformed or repeated', async (prefix) => {
    const cursorAbove = version === 'v1' ? '2147483648' : '9007199254740992';
    const bad = [
      'cursor=-1',
      'cursor=abc',
      'cursor=01',
      'cursor=1.5',
      'cursor=',
      `cursor=${cursorAbove}`,
      'cursor=1&cursor=2',
      'limit=0',
      'limit=101',
      'limit=-1',
      'limit=abc',
      'limit=',
      'limit=05',
      'limit=1e2',
      'limit=5&limit=6',
      'limit=%ZZ',
    ];
    for (const query of bad) expectError(await call(version, `${prefix}${query}`), 400, `${version} ${prefix}${query}`);
    for (const query of ['cursor=0', `cursor=${MAX_ID[version]}`, 'limit=1', 'limit=100']) {
      expect((await call(version, `${prefix}${query}`)).status, `${prefix}${query}`).toBe(200);
    }
  });

  it('search query: missing, shorter than 3, longer than 2048, control characters, repeated', async () => {
    const bad = [
      '/search',
      '/search?limit=5',
      '/search?query=',
      '/search?query=ab',
      `/search?query=${encodeURIComponent('😀😀')}`,
      `/search?query=${'a'.repeat(2049)}`,
      '/search?query=TD%00I',
      '/search?query=TDI%1F',
      '/search?query=TDI%7F',
      '/search?query=TDI%0A',
      '/search?query=%09TDI',
      '/search?query=TDI&query=Golf',
    ];
    for (const path of bad) expectError(await call(version, path), 400, `${version} ${path.slice(0, 60)}`);
    for (const path of [
      '/search?query=abc',
      `/search?query=${'a'.repeat(2048)}`,
      `/search?query=${encodeURIComponent('😀'.repeat(2048))}`,
      '/search?query=%C3%A9%C3%A9%C3%A9',
    ]) {
      expect((await call(version, path)).status, path.slice(0, 60)).toBe(200);
    }
  });
});

describe.each(VERSIONS)('401: authentication (%s)', (version) => {
  const malformed = ['', 'Bearer', 'Bearer ', 'Basic ZGVtbzo=', 'Token demo-shared', 'Bearerdemo-shared', 'Bearer demo-shared extra', 'demo-shared'];

  it('every operation refuses a missing, unknown or malformed credential', async () => {
    for (const operation of operations()) {
      expectError(await call(version, operation, { key: undefined }), 401, `${operation} without key`);
      expectError(await call(version, operation, { key: 'no-such-key' }), 401, `${operation} unknown key`);
      expectError(await call(version, operation, { key: 'DEMO-SHARED' }), 401, `${operation} key of other case`);
    }
    for (const authorization of malformed) {
      expectError(await call(version, '/types', { key: undefined, headers: { authorization } }), 401, `Authorization: ${authorization}`);
    }
  });
});

describe.each(VERSIONS)('403: inactive subscription (%s)', (version) => {
  it('demo-inactive is refused on every data operation', async () => {
    for (const operation of operations().filter((item) => item !== '/subscription')) {
      expectError(await call(version, operation, { key: 'demo-inactive' }), 403, operation);
    }
  });

  it('but its /subscription answers 200 with is_active false', async () => {
    const body = await getOk<{ subscription: { is_active: boolean } }>(server, version, '/subscription', { key: 'demo-inactive' });
    expect(body.subscription.is_active).toBe(false);
  });
});

describe.each(VERSIONS)('404: unknown ids, paths and methods (%s)', (version) => {
  it('valid but unknown ids', async () => {
    for (const operation of ID_OPERATIONS) expectError(await call(version, operation.replace('{id}', '2000000000')), 404, operation);
    expectError(await call(version, '/manufacturers/type/7'), 404, 'type 7');
  });

  it('unknown paths', async () => {
    for (const path of ['/nothing', '/types/1', '/type', '/engines', '/engines/1/tuning', '/Types', '/subscription/x']) {
      expectError(await call(version, path), 404, path);
    }
    expectError(await server.get('/api/v3/types', { key: 'demo-shared' }), 404, 'v3');
    expectError(await server.get('/api/', { key: 'demo-shared' }), 404, '/api/');
  });

  it('methods other than GET', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND']) {
      for (const operation of ['/types', '/subscription', '/engines/1', '/search?query=TDI']) {
        expectError(await call(version, operation, { method }), 404, `${method} ${operation}`);
      }
    }
  });

  it('OPTIONS that is not a CORS preflight', async () => {
    expectError(await call(version, '/types', { method: 'OPTIONS' }), 404, 'OPTIONS without Origin');
    expectError(await call(version, '/types', { method: 'OPTIONS', headers: { origin: 'https://a.example' } }), 404, 'OPTIONS without request method');
  });
});

describe('406: not acceptable', () => {
  it.each(VERSIONS)('Accept-Language naming no supported language (%s)', async (version) => {
    for (const language of ['xx', 'xx-YY, qq;q=0.5', 'en;q=0', 'de;q=0, fr;q=0', 'klingon', '123']) {
      for (const operation of operations()) expectError(await call(version, operation, { language }), 406, `${operation} ${language}`);
    }
  });

  it('hu is served by v1 but not by v2', async () => {
    const v1 = await call('v1', '/types', { language: 'hu' });
    expect(v1.status).toBe(200);
    expect(v1.headers.get('content-language')).toBe('hu');
    expectError(await call('v2', '/types', { language: 'hu' }), 406, 'v2 hu');
    expectError(await call('v2', '/types', { language: 'hu-HU' }), 406, 'v2 hu-HU');
    const fallback = await call('v2', '/types', { language: 'hu, en;q=0.5' });
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-language')).toBe('en');
  });

  it.each(VERSIONS)('an Accept header that excludes JSON (%s)', async (version) => {
    for (const accept of ['text/html', 'application/xml', 'text/*', 'application/json;q=0', 'image/png, text/plain']) {
      for (const operation of operations()) expectError(await call(version, operation, { headers: { accept } }), 406, `${operation} Accept: ${accept}`);
    }
    for (const accept of ['application/json', '*/*', 'application/*', 'text/html, application/json;q=0.9', 'text/html;q=0.9, */*;q=0.1']) {
      expect((await call(version, '/types', { headers: { accept } })).status, accept).toBe(200);
    }
  });
});

describe('the order of checks in guard', () => {
  it('Accept before credentials, credentials before language, subscription before parameters', async () => {
    expectError(await call('v2', '/types', { key: undefined, headers: { accept: 'text/html' } }), 406, 'no key, text/html');
    expectError(await call('v2', '/types', { key: undefined, language: 'xx' }), 401, 'no key, bad language');
    expectError(await call('v2', '/engines/abc', { key: 'nope' }), 401, 'unknown key, bad id');
    expectError(await call('v2', '/engines/abc', { key: 'demo-inactive', language: 'xx' }), 406, 'inactive, bad language');
    expectError(await call('v2', '/engines/abc', { key: 'demo-inactive' }), 403, 'inactive, bad id');
    expectError(await call('v2', '/search', { key: 'demo-inactive' }), 403, 'inactive, no query');
  });
});

describe('a bad request never answers 500 and never changes the server state', () => {
  const GOOD = [
    '/api/v2/types',
    '/api/v1/types',
    '/api/v2/manufacturers/type/1?limit=7&cursor=5',
    '/api/v1/manufacturers/type/2',
    '/api/v2/search?query=TDI&limit=20',
    '/api/v1/search?query=golf&limit=5',
    '/api/v2/engines/9007199254740991',
    '/api/v2/subscription',
  ];

  function badRequests(): { path: string; options?: Parameters<TestServer['get']>[1] }[] {
    const segment = 'x'.repeat(5000);
    const paths = [
      ...ID_OPERATIONS.flatMap((operation) =>
        ['0', '-1', '01', 'abc', '9007199254740992', '%ZZ', '%E0%A4%A', '%C0%AF', '%', segment, '1'.repeat(5000)].map((id) => operation.replace('{id}', id)),
      ),
      '/engines/999999999',
      '/manufacturers/type/1?limit=0',
      '/manufacturers/type/1?cursor=-5',
      '/manufacturers/type/1?limit=1&limit=2',
      '/search',
      '/search?query=a',
      '/search?query=TDI%00',
      `/search?query=${'b'.repeat(3000)}`,
      '/search?query=%ZZ&limit=%ZZ',
      '/search?query=TDI&cursor=%E0%A4%A',
      `/${segment}`,
      `/engines/${segment}/x`,
      '/%ZZ',
      '/%E0%A4%A',
      '/..%2F..%2Fetc%2Fpasswd',
      '/types%00',
      '/nothing',
    ];
    const requests: { path: string; options?: Parameters<TestServer['get']>[1] }[] = [];
    for (const version of VERSIONS) {
      for (const path of paths) requests.push({ path: `/api/${version}${path}` });
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) requests.push({ path: `/api/${version}/types`, options: { method } });
      for (const language of ['xx', 'en;q=0', ';;;', `${'a'.repeat(3000)}`, 'xx;q=abc'])
        requests.push({ path: `/api/${version}/types`, options: { language } });
      for (const accept of ['text/html', 'application/json;q=0', 'text/plain;q=1'])
        requests.push({ path: `/api/${version}/types`, options: { headers: { accept } } });
      for (const authorization of ['Bearer', 'Bearer demo demo', 'Basic ' + 'A'.repeat(4000)]) {
        requests.push({ path: `/api/${version}/types`, options: { key: undefined, headers: { authorization } } });
      }
    }
    return requests;
  }

  async function snapshot(): Promise<string[]> {
    const bodies: string[] = [];
    for (const path of GOOD) {
      const response = await server.get(path, { key: 'demo', language: 'de' });
      expect(response.status, path).toBe(200);
      bodies.push(response.text);
    }
    return bodies;
  }

  it('answers 4xx in the error shape, leaves the limiter count and the good answers unchanged', async () => {
    const before = await snapshot();
    const used = await server.limiter.used('demo');
    expect(used).toBeGreaterThan(0);

    const statuses = new Map<number, number>();
    for (const { path, options } of badRequests()) {
      const response: TestResponse = await server.get(path, { key: 'demo', ...options });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `${options?.method ?? 'GET'} ${path.slice(0, 80)} ${response.text.slice(0, 120)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, path.slice(0, 80)).toBeLessThan(500);
      expectError(response, response.status, `${options?.method ?? 'GET'} ${path.slice(0, 80)}`);
    }
    expect([...statuses.keys()].sort()).toEqual([400, 401, 404, 406]);

    expect(await server.limiter.used('demo')).toBe(used);
    expect(await snapshot()).toEqual(before);
  });
});
