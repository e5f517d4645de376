import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { createGzip } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { MemoryState } from '../shared/state';
import { expectError, manualClock, startServer, type TestServer } from '../test/harness';
import { FAILED_SECONDS } from './routes';

/**
 * Issue 14's findings, each sent as the finding describes, against a hostile fake upstream on
 * loopback: a plain node:http server whose answer for each path the test chooses (huge bodies,
 * gzip bombs, the key echoed back, contract breaks, 429s with absurd Retry-After, 5xx with
 * secrets in the text). It counts the requests that reach it, and the bytes it got to write.
 */

const KEY = 'sk_live_Zx81Qm2024abcdEFGH';

type Behaviour = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

const behaviours = new Map<string, Behaviour>();
const seen: string[] = [];
let written = 0;
let upstream: Server;
let upstreamUrl: string;

const json =
  (value: unknown, status = 200, headers: Record<string, string> = {}): Behaviour =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(value));
  };

const TYPES = [{ id: 1, name: 'Cars', slug: 'cars' }];
const ENGINE = {
  id: 7,
  name: '1.8T 150hp',
  slug: '1-8t-150hp',
  engine_code: 'AGU',
  capacity: 1781,
  cylinders: 4,
  engine_type: 'Turbo Petrol',
  fuel: 'Petrol',
  ecus: [],
  tcus: [],
  performance: { power: 150, torque: 210, dyno_values: { rpm: [], hp: [], nm: [] } },
};
const MANUFACTURER = {
  id: 4,
  name: 'Audi',
  slug: 'audi',
  logo: 'https://cdn.example/audi.svg',
  logo_dark: null,
  type: { id: 1, name: 'Cars' },
  models: [],
};
const SEARCH = { results: [], total: 0, pagination: { cursor: null, limit: 50, next_cursor: null, has_more: false } };

/** Streams `total` bytes of a JSON array, 64 kB at a time, counting what the socket accepted. */
const huge =
  (total: number): Behaviour =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, ' ');
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        written += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.on('error', () => undefined);
    response.write('[');
    pump();
  };

/** A gzip bomb: `expanded` bytes of spaces, sent compressed (about a thousandth of the size). */
function gzipBomb(expanded: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const gzip = createGzip({ level: 9 });
    const parts: Buffer[] = [];
    gzip.on('data', (part: Buffer) => parts.push(part));
    gzip.on('end', () => resolve(Buffer.concat(parts)));
    gzip.on('error', reject);
    const chunk = Buffer.alloc(1024 * 1024, ' ');
    gzip.write('[');
    for (let done = 0; done < expanded; done += chunk.length) gzip.write(chunk);
    gzip.end(']');
  });
}

const servers: TestServer[] = [];
async function proxyWith(env: Record<string, string> = {}, extra: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer({ ...extra, env: { VTDB_UPSTREAM: upstreamUrl, VTDB_API_KEY: KEY, VTDB_UPSTREAM_BUDGET: '100000', ...env } });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    seen.push(request.url ?? '');
    const behaviour = behaviours.get((request.url ?? '').replace(/\?.*$/, '')) ?? behaviours.get(request.url ?? '');
    if (behaviour) return void behaviour(request, response);
    json({ code: 404, message: 'Not found' }, 404)(request, response);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  if (address === null || typeof address !== 'object') throw new Error('no address');
  upstreamUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

beforeEach(() => {
  behaviours.clear();
  seen.length = 0;
  written = 0;
  behaviours.set('/v2/types', json(TYPES));
  behaviours.set('/v2/engines/7', json(ENGINE));
  behaviours.set('/v2/manufacturers/4', json(MANUFACTURER));
  behaviours.set('/v2/search', json(SEARCH));
});

describe('High: upstream bodies are read with a cap', () => {
  it('a 150 MB answer is a 502 in the error shape, and reading stops near the cap', async () => {
    const proxy = await proxyWith({ VTDB_UPSTREAM_MAX_BYTES: String(1024 * 1024) });
    behaviours.set('/v2/engines/7', huge(150 * 1024 * 1024));
    const response = await proxy.get('/api/v2/engines/7');
    expect(expectError(response, 502).message).toMatch(/larger than this server accepts/);
    // The socket's buffers hold a few MB at most: the upstream never got to write the 150 MB.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(written).toBeLessThan(20 * 1024 * 1024);
    expect((await proxy.get('/api/v2/engines/7')).status).toBe(502);
    expect(seen).toHaveLength(2);
  });

  it('a gzip bomb (a small answer that expands past the cap) is a 502: bytes are counted after decompression', async () => {
    const proxy = await proxyWith({ VTDB_UPSTREAM_MAX_BYTES: String(1024 * 1024) });
    const bomb = await gzipBomb(64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    behaviours.set('/v2/engines/7', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(bomb.length) });
      response.on('error', () => undefined);
      response.end(bomb);
    });
    expect(expectError(await proxy.get('/api/v2/engines/7'), 502).message).toMatch(/larger than this server accepts/);
  });

  it('an answer within the cap, gzip or not, passes', async () => {
    const proxy = await proxyWith({ VTDB_UPSTREAM_MAX_BYTES: String(1024 * 1024) });
    expect((await proxy.get('/api/v2/engines/7')).body).toEqual(ENGINE);
  });
});

describe('upstream answers must keep the contract', () => {
  it('an answer that breaks the contract is a 502 with a clear message, and is not cached', async () => {
    const proxy = await proxyWith();
    behaviours.set('/v2/types', json([{ id: -1, name: 'Cars\u0000', slug: 'cars' }]));
    for (let round = 0; round < 2; round++) expect(expectError(await proxy.get('/api/v2/types'), 502).message).toMatch(/breaks the API contract/);
    behaviours.set('/v2/engines/7', json({ ...ENGINE, id: 2 ** 60 }));
    expectError(await proxy.get('/api/v2/engines/7'), 502);
    expect(seen).toEqual(['/v2/types', '/v2/types', '/v2/engines/7']);
  });

  it('an upstream 5xx with secrets in its text gives visitors a generic message', async () => {
    const proxy = await proxyWith();
    behaviours.set('/v2/types', json({ code: 500, message: 'db host 10.0.0.5 user=root' }, 500));
    const response = await proxy.get('/api/v2/types');
    expect(expectError(response, 503).message).toBe('The catalogue service is not available right now');
    expect(response.text).not.toMatch(/10\.0\.0\.5|root/);
  });
});

describe('Medium: the key never leaks through the upstream', () => {
  it('in display text (any letter case) it is masked before caching, and an unknown field is not passed on: the hit has no key either', async () => {
    const proxy = await proxyWith();
    behaviours.set('/v2/engines/7', json({ ...ENGINE, name: `Tuned ${KEY.toUpperCase()}`, engine_type: `key=${KEY.toLowerCase()}`, data: { api_key: KEY } }));
    for (const cache of ['MISS', 'HIT']) {
      const response = await proxy.get('/api/v2/engines/7');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache')).toBe(cache);
      expect(response.text.toLowerCase()).not.toContain(KEY.toLowerCase());
      expect(response.body).toMatchObject({ name: 'Tuned ••••', engine_type: 'key=••••' });
      expect(response.body).not.toHaveProperty('data');
    }
  });

  it('where masking would change a field (a URL, a Link header, an encoded copy) the answer is refused with 502', async () => {
    const proxy = await proxyWith();
    const cases: [string, Behaviour][] = [
      ['/v2/manufacturers/4', json({ ...MANUFACTURER, logo: `https://cdn.example/logo.svg?key=${KEY}` })],
      ['/v2/types', json(TYPES, 200, { link: `<https://api.example/v2/types?api_key=${KEY}>; rel="next"` })],
      ['/v2/engines/7', json({ ...ENGINE, name: `Tuned ${encodeURIComponent(KEY).replace(/./g, (char) => `%${char.charCodeAt(0).toString(16)}`)}` })],
      [
        '/v2/search',
        json({
          ...SEARCH,
          results: [
            {
              type: { id: 1, name: Buffer.from(KEY).toString('base64') },
              manufacturer: { id: 4, name: 'Audi' },
              model: { id: 5, name: 'A4' },
              generation: { id: 6, name: 'B5' },
              engine: { id: 7, name: '1.8T' },
            },
          ],
          total: 1,
        }),
      ],
    ];
    for (const [path, behaviour] of cases) {
      behaviours.set(path, behaviour);
      const response = await proxy.get(`/api${path}${path === '/v2/search' ? '?query=golf' : ''}`);
      expect(expectError(response, 502, path).message).toMatch(/will not pass on/);
      expect(response.text.toLowerCase()).not.toContain(KEY.toLowerCase());
      for (const [, value] of response.headers) expect(value.toLowerCase()).not.toContain(KEY.toLowerCase());
    }
  });

  it('in error messages it is masked in lower case and URL-encoded too', async () => {
    const proxy = await proxyWith();
    behaviours.set('/v2/types', json({ code: 401, message: `Invalid key ${KEY.toLowerCase()}` }, 401));
    const lower = await proxy.get('/api/v2/types');
    expect(expectError(lower, 401).message).toBe('Invalid key ••••');
    behaviours.set('/v2/types', json({ code: 403, message: `No access for ${encodeURIComponent(KEY).replace(/_/g, '%5F')}` }, 403));
    const encoded = await proxy.get('/api/v2/types');
    expectError(encoded, 403);
    expect(decodeURIComponent(encoded.text).toLowerCase()).not.toContain(KEY.toLowerCase());
  });
});

/** Every byte as %XX. */
const percentAll = (text: string) => [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const base64 = (text: string) => Buffer.from(text).toString('base64');
const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Issue 22: each form put in `engine_type` of a 200 answer, as an upstream (or its debug output) could echo it. */
const ENCODINGS: [string, string][] = [
  ['percent-encoded, every byte', percentAll(KEY)],
  ['percent-encoded twice', encodeURIComponent(percentAll(KEY))],
  ['base64', base64(KEY)],
  ['base64 of "x" + key (second alignment)', base64(`x${KEY}`)],
  ['base64 of "xy" + key (third alignment)', base64(`xy${KEY}`)],
  ['base64 of "Bearer " + key (the Authorization value)', base64(`Bearer ${KEY}`)],
  ['base64 of "Bearer " + key, without padding', base64(`Bearer ${KEY}`).replace(/=+$/, '')],
  ['base64 of a JSON copy of the request headers', base64(JSON.stringify({ authorization: `Bearer ${KEY}`, accept: 'application/json' }))],
  ['base64url', base64url(KEY)],
  ['base64url of "x" + key', base64url(`x${KEY}`)],
  ['base64url of "xy" + key', base64url(`xy${KEY}`)],
  ['base64url of "Bearer " + key', base64url(`Bearer ${KEY}`)],
  ['base64, percent-encoded', encodeURIComponent(base64(`Bearer ${KEY}`))],
  ['hex, lower case', Buffer.from(KEY).toString('hex')],
  ['hex, upper case', Buffer.from(KEY).toString('hex').toUpperCase()],
  ['hex of "Bearer " + key', Buffer.from(`Bearer ${KEY}`).toString('hex')],
  ['HTML decimal character references', [...KEY].map((char) => `&#${char.charCodeAt(0)};`).join('')],
  ['HTML hex character references', [...KEY].map((char) => `&#x${char.charCodeAt(0).toString(16)};`).join('')],
  ['HTML hex references, upper case X, zero-padded', [...KEY].map((char) => `&#X${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')};`).join('')],
  ['HTML references for every other character', [...KEY].map((char, index) => (index % 2 ? `&#${char.charCodeAt(0)};` : char)).join('')],
  ['HTML named references for its underscores', KEY.replace(/_/g, '&lowbar;')],
  ['HTML references, then percent-encoded', encodeURIComponent([...KEY].map((char) => `&#${char.charCodeAt(0)};`).join(''))],
];

describe('Medium (issue 22): the key in every encoding an upstream could echo', () => {
  it.each(ENCODINGS)('%s, in engine_type of a 200 answer, never reaches the visitor (502, not cached)', async (_name, encoded) => {
    const proxy = await proxyWith();
    behaviours.set('/v2/engines/7', json({ ...ENGINE, engine_type: `Turbo ${encoded}` }));
    for (let round = 0; round < 2; round++) {
      const response = await proxy.get('/api/v2/engines/7');
      expect(expectError(response, 502).message).toMatch(/will not pass on/);
      const sent = [response.text, ...[...response.headers].map(([name, value]) => `${name}: ${value}`)].join('\n').toLowerCase();
      expect(sent).not.toContain(encoded.toLowerCase());
      expect(sent).not.toContain(KEY.toLowerCase());
    }
    expect(seen).toEqual(['/v2/engines/7', '/v2/engines/7']);
  });

  it.each([
    ['upper case', KEY.toUpperCase()],
    ['alternating case', [...KEY].map((char, index) => (index % 2 ? char.toUpperCase() : char.toLowerCase())).join('')],
  ])('raw in %s, in engine_type, is masked', async (_name, raw) => {
    const proxy = await proxyWith();
    behaviours.set('/v2/engines/7', json({ ...ENGINE, engine_type: `Turbo ${raw}` }));
    const response = await proxy.get('/api/v2/engines/7');
    expect(response.status).toBe(200);
    expect((response.body as { engine_type: string }).engine_type).toBe('Turbo ••••');
    expect(response.text.toLowerCase()).not.toContain(KEY.toLowerCase());
  });

  it('in a header, encoded, the answer is refused too', async () => {
    const proxy = await proxyWith();
    behaviours.set('/v2/types', json(TYPES, 200, { link: `<https://docs.example/${base64url(`Bearer ${KEY}`)}>; rel="deprecation"` }));
    const response = await proxy.get('/api/v2/types');
    expectError(response, 502);
    expect(response.headers.get('link')).toBeNull();
  });
});

describe('Low (issue 22): upstream Link headers', () => {
  it.each([
    ['javascript: preload and a modulepreload', '<javascript:alert(1)>; rel=preload, <https://evil.example/x.js>; rel=modulepreload', null],
    ['a plain-http deprecation link', '<http://docs.example/migrate>; rel="deprecation"', null],
    ['a stylesheet and a prefetch', '<https://evil.example/x.css>; rel=stylesheet, <https://evil.example/next>; rel=prefetch', null],
    ['a relative deprecation link', '</migrate>; rel="deprecation"', null],
    ['credentials in the URL', '<https://user:secret@docs.example/migrate>; rel="deprecation"', null],
    ['text that is not a Link header', 'javascript:alert(1)', null],
    ['no relation', '<https://docs.example/migrate>', null],
    [
      "the contract's v1 deprecation link",
      '<https://docs.example/migrate>; rel="deprecation"; type="text/html"',
      '<https://docs.example/migrate>; rel="deprecation"; type="text/html"',
    ],
    [
      'a deprecation link beside a javascript: preload',
      '<javascript:alert(1)>; rel=preload, <https://docs.example/migrate>; rel=deprecation, <https://evil.example/x.js>; rel="modulepreload"',
      '<https://docs.example/migrate>; rel="deprecation"',
    ],
    [
      'a sunset link with an odd media type',
      '<https://docs.example/sunset>; rel="sunset"; type="text/html\\"><script>"',
      '<https://docs.example/sunset>; rel="sunset"',
    ],
  ])('%s: the answer passes, with only https links of versioning relations', async (_name, link, expected) => {
    const proxy = await proxyWith();
    behaviours.set('/v1/types', json(TYPES, 200, { link, deprecation: '@1772323200' }));
    const response = await proxy.get('/api/v1/types');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(TYPES);
    expect(response.headers.get('link')).toBe(expected);
    expect(response.headers.get('deprecation')).toBe('@1772323200');
  });
});

describe('Low (issue 22): what the proxy sends is what the schema accepted', () => {
  it('javascript: and data: image URLs are null, unknown fields dropped; field order and every other value as the upstream sent them', async () => {
    const proxy = await proxyWith();
    const model = {
      name: 'A4',
      id: 9,
      slug: 'a4',
      photo: 'data:text/html,<script>alert(document.cookie)</script>',
      type: { id: 1, name: 'Cars' },
      manufacturer: { name: 'Audi', id: 4 },
      beacon: 'https://tracker.example/pixel',
    };
    const second = { ...model, id: 10, name: 'A6', slug: 'a6', photo: 'https://cdn.example/a6.jpg?w=640&h=480' };
    behaviours.set(
      '/v2/manufacturers/4',
      json({
        models: [model, second, { ...model, id: 11, slug: 'a8', name: 'A8', photo: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' }],
        logo: 'javascript:alert(1)',
        logo_dark: 'JavaScript:alert(document.cookie)//https://cdn.example/x.svg',
        slug: 'audi',
        id: 4,
        name: 'Audi & Co <b>',
        type: { id: 1, name: 'Cars' },
        origin: 'shared',
        script: '<script>alert(1)</script>',
      }),
    );
    for (const cache of ['MISS', 'HIT']) {
      const response = await proxy.get('/api/v2/manufacturers/4');
      expect(response.headers.get('x-cache')).toBe(cache);
      expect(response.text).not.toMatch(/javascript:|data:|<script|tracker|beacon/i);
      const body = response.body as Record<string, unknown> & { models: Record<string, unknown>[] };
      expect(Object.keys(body)).toEqual(['models', 'logo', 'logo_dark', 'slug', 'id', 'name', 'type', 'origin']);
      expect(body).toMatchObject({ logo: null, logo_dark: null, slug: 'audi', id: 4, name: 'Audi & Co <b>', type: { id: 1, name: 'Cars' }, origin: 'shared' });
      expect(body.models.map((item) => item.photo)).toEqual([null, 'https://cdn.example/a6.jpg?w=640&h=480', null]);
      expect(Object.keys(body.models[0]!)).toEqual(['name', 'id', 'slug', 'photo', 'type', 'manufacturer']);
      expect(Object.keys(body.models[0]!.manufacturer as object)).toEqual(['name', 'id']);
    }
  });

  it('a clean answer is sent as the upstream sent it, byte for byte when its order and values are canonical', async () => {
    const proxy = await proxyWith();
    const response = await proxy.get('/api/v2/engines/7');
    expect(response.text).toBe(JSON.stringify(ENGINE));
  });
});

describe('Medium: the allowance', () => {
  it('CORS: no other site may read answers or get a preflight; the allowed origins may; no rate-limit counters are exposed', async () => {
    const proxy = await proxyWith({ VTDB_ALLOWED_ORIGINS: 'https://workshop.example' });
    const foreign = await proxy.get('/api/v2/types', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await proxy.get('/api/v2/types', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expectError(preflight, 403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await proxy.get('/api/v2/types', { headers: { origin: 'https://workshop.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://workshop.example');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('x-catalogue-stale');
    expect(allowed.headers.get('access-control-expose-headers')).not.toMatch(/ratelimit/i);
    const granted = await proxy.get('/api/v2/types', {
      method: 'OPTIONS',
      headers: { origin: 'https://workshop.example', 'access-control-request-method': 'GET' },
    });
    expect(granted.status).toBe(204);
  });

  it('equivalent searches share one upstream call; a query of spaces is refused locally', async () => {
    const proxy = await proxyWith();
    for (const query of ['golf', 'Golf', 'GOLF', ' golf', 'golf  ', 'golf tdi', 'Golf  TDI', ' golf tdi ']) {
      expect((await proxy.get(`/api/v2/search?query=${encodeURIComponent(query)}`)).status, query).toBe(200);
    }
    expect(seen).toEqual(['/v2/search?query=golf', '/v2/search?query=golf+tdi']);
    for (const query of [' '.repeat(50), '  a  b  ', 'a\u00a0\u00a0b'])
      expectError(await proxy.get(`/api/v2/search?query=${encodeURIComponent(query)}`), 400, query);
    expect(seen).toHaveLength(2);
  });

  it('accents fold into one entry when the upstream ignores them (VTDB_SEARCH_IGNORES_ACCENTS)', async () => {
    const proxy = await proxyWith({ VTDB_SEARCH_IGNORES_ACCENTS: '1' });
    for (const query of ['Citroën', 'citroen', 'CITROËN']) expect((await proxy.get(`/api/v2/search?query=${encodeURIComponent(query)}`)).status).toBe(200);
    expect(seen).toEqual(['/v2/search?query=citroen']);
  });

  it('404s are cached for a minute', async () => {
    const clock = manualClock();
    const proxy = await proxyWith({}, { state: new MemoryState({ now: clock.now }), proxyNow: clock.now });
    for (let round = 0; round < 3; round++) expectError(await proxy.get('/api/v2/engines/999999'), 404);
    expect(seen).toHaveLength(1);
    clock.advance(61_000);
    expectError(await proxy.get('/api/v2/engines/999999'), 404);
    expect(seen).toHaveLength(2);
  });

  it('visitors spending every request on misses (a new address each time) cannot make more upstream calls than the budget in an hour', async () => {
    const clock = manualClock();
    const proxy = await proxyWith({ VTDB_UPSTREAM_BUDGET: '40', TRUST_PROXY: '1' }, { state: new MemoryState({ now: clock.now }), proxyNow: clock.now });
    let id = 1000;
    const statuses = new Map<number, number>();
    // Two hours of a new id every 30 s, each from an address that has its whole share.
    for (let step = 0; step < 240; step++) {
      const response = await proxy.get(`/api/v2/engines/${id++}`, { headers: { 'x-forwarded-for': `10.1.${step >> 8}.${step & 255}` } });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 503) {
        const retryAfter = Number(response.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(3600);
      }
      if (step === 119) expect(seen.length, 'calls in the first hour').toBeLessThanOrEqual(40);
      clock.advance(30_000);
    }
    expect(seen.length).toBeLessThanOrEqual(80);
    expect(seen.length).toBeGreaterThan(60);
    expect(statuses.get(503)).toBeGreaterThan(100);
  });

  it('learns the allowance from /subscription when none is configured', async () => {
    const clock = manualClock();
    behaviours.set('/v2/subscription', json({ api_key: KEY, scopes: ['vdb_read'], calls_limit: 8, subscription: { api_access: true, is_active: true } }));
    const proxy = await proxyWith(
      { VTDB_UPSTREAM_BUDGET: '', VTDB_UPSTREAM_SHARE: '100' },
      { state: new MemoryState({ now: clock.now }), proxyNow: clock.now },
    );
    const answers = [];
    for (let id = 1; id <= 5; id++) answers.push((await proxy.get(`/api/v2/engines/${id}`)).status);
    // A bucket of 8 an hour holds 2: two calls, then 503 until it refills.
    expect(answers).toEqual([404, 404, 503, 503, 503]);
    expect(seen).toEqual(['/v2/subscription', '/v2/engines/1', '/v2/engines/2']);
  });

  it('browsing comes first: searches stop while the last tokens are kept for pages', async () => {
    const clock = manualClock();
    // One visitor with the whole allowance (a share of 100 %): a bucket of 4 keeps 2 for browsing.
    const proxy = await proxyWith(
      { VTDB_UPSTREAM_BUDGET: '16', VTDB_UPSTREAM_SHARE: '100' },
      { state: new MemoryState({ now: clock.now }), proxyNow: clock.now },
    );
    const searches = [];
    for (const query of ['golf', 'polo', 'passat', 'audi']) searches.push((await proxy.get(`/api/v2/search?query=${query}`)).status);
    expect(searches).toEqual([200, 200, 503, 503]);
    expect((await proxy.get('/api/v2/types')).status).toBe(200);
    expect((await proxy.get('/api/v2/engines/7')).status).toBe(200);
    expect(expectError(await proxy.get('/api/v2/manufacturers/4'), 503).message).toMatch(/busy/);
  });

  it('searches have a tighter per-visitor limit', async () => {
    const proxy = await proxyWith({ VTDB_VISITOR_SEARCH_LIMIT: '3' });
    for (let count = 0; count < 3; count++) expect((await proxy.get('/api/v2/search?query=golf')).status).toBe(200);
    const over = await proxy.get('/api/v2/search?query=golf');
    expect(expectError(over, 429).message).toMatch(/searches from this visitor/);
    expect((await proxy.get('/api/v2/types')).status).toBe(200);
  });

  it('serves stale copies while refreshing, and when the upstream fails, marked by X-Catalogue-Stale', async () => {
    const clock = manualClock();
    const proxy = await proxyWith({ VTDB_CACHE_SECONDS: '60' }, { state: new MemoryState({ now: clock.now }), proxyNow: clock.now });
    expect((await proxy.get('/api/v2/types')).headers.get('x-cache')).toBe('MISS');
    clock.advance(90_000);
    behaviours.set('/v2/types', json([{ id: 1, name: 'Cars and vans', slug: 'cars' }]));
    const stale = await proxy.get('/api/v2/types');
    expect(stale.body).toEqual(TYPES);
    expect([stale.headers.get('x-cache'), stale.headers.get('x-catalogue-stale')]).toEqual(['STALE', '90']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refreshed = await proxy.get('/api/v2/types');
    expect([refreshed.headers.get('x-cache'), (refreshed.body as { name: string }[])[0]?.name]).toEqual(['HIT', 'Cars and vans']);

    clock.advance(10 * 60_000);
    const failures = [json({ code: 500, message: 'down' }, 500), json({ code: 429, message: 'spent' }, 429, { 'retry-after': '30' })];
    for (const [index, failure] of failures.entries()) {
      behaviours.set('/v2/types', failure);
      const response = await proxy.get('/api/v2/types');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-catalogue-stale')).toBe(String(600 + index * FAILED_SECONDS));
      // After a 5xx the key is not asked again for a few seconds (the copy serves meanwhile).
      clock.advance(FAILED_SECONDS * 1000);
    }
    // Nothing to serve: 503 with a Retry-After from the hold the 429 started.
    const nothing = await proxy.get('/api/v2/engines/7');
    expectError(nothing, 503);
    expect(Number(nothing.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect(seen.filter((url) => url === '/v2/types')).toHaveLength(4);
  });

  it('two instances sharing one state make one upstream call for concurrent identical misses', async () => {
    const state = new MemoryState();
    const [one, two] = [await proxyWith({}, { state }), await proxyWith({}, { state })];
    behaviours.set('/v2/engines/7', (request, response) => void setTimeout(() => json(ENGINE)(request, response), 200));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? one : two).get('/api/v2/engines/7')));
    expect(answers.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(seen).toEqual(['/v2/engines/7']);
  });
});

describe('High (issue 22): a fair share of the upstream for every visitor', () => {
  const ATTACKER = { 'x-forwarded-for': '198.51.100.66' };
  const visitor = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
  /** A proxy with an allowance of 400 an hour: a bucket of 100, 5 calls at once for each visitor, one more every 240 s. */
  const fairProxy = async (env: Record<string, string> = {}, state?: MemoryState) => {
    const clock = manualClock();
    const proxy = await proxyWith(
      { VTDB_UPSTREAM_BUDGET: '400', TRUST_PROXY: '1', VTDB_CACHE_SECONDS: '60', ...env },
      { state: state ?? new MemoryState({ now: clock.now }), proxyNow: clock.now },
    );
    return { proxy, clock };
  };

  it('one address over its share gets 429 with Retry-After in the error shape; what the cache holds, fresh or stale, still comes; others are not touched', async () => {
    const { proxy, clock } = await fairProxy();
    expect((await proxy.get('/api/v2/types', { headers: ATTACKER })).status).toBe(200);
    const misses = [];
    for (let id = 1000; id < 1010; id++) misses.push(await proxy.get(`/api/v2/engines/${id}`, { headers: ATTACKER }));
    expect(misses.map((response) => response.status)).toEqual([404, 404, 404, 404, 429, 429, 429, 429, 429, 429]);
    const refused = misses[4]!;
    expect(expectError(refused, 429).message).toMatch(/share of the catalogue allowance/);
    expect(refused.headers.get('retry-after')).toBe('240');
    expect(seen).toHaveLength(5);
    // The types it fetched are a hit for it, and for everyone.
    expect((await proxy.get('/api/v2/types', { headers: ATTACKER })).headers.get('x-cache')).toBe('HIT');
    // Another visitor's miss is not refused: the attacker took 5 of the bucket's 100.
    expect((await proxy.get('/api/v2/engines/7', { headers: visitor(1) })).status).toBe(200);
    expect((await proxy.get('/api/v2/manufacturers/4', { headers: visitor(2) })).status).toBe(200);
    // After Retry-After, one more call; the copy of the types (now past its stale-while-revalidate
    // window, so asking for it would cost a call) is served stale when the share is spent again.
    clock.advance(240_000);
    expect((await proxy.get('/api/v2/engines/1010', { headers: ATTACKER })).status).toBe(404);
    expect((await proxy.get('/api/v2/engines/1011', { headers: ATTACKER })).status).toBe(429);
    const stale = await proxy.get('/api/v2/types', { headers: ATTACKER });
    expect([stale.status, stale.headers.get('x-cache')]).toEqual([200, 'STALE']);
    expect(stale.body).toEqual(TYPES);
    expect(seen.filter((url) => url.startsWith('/v2/engines/10'))).toHaveLength(5);
  });

  it('a search over the share is a 429 too; the limit is per IPv6 /64', async () => {
    const { proxy } = await fairProxy();
    const sixty = (n: number) => ({ 'x-forwarded-for': `2001:db8:66:1::${n.toString(16)}` });
    const statuses = [];
    for (let n = 1; n <= 8; n++) statuses.push((await proxy.get(`/api/v2/search?query=golf${n}`, { headers: sixty(n) })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect((await proxy.get('/api/v2/search?query=polo', { headers: { 'x-forwarded-for': '2001:db8:66:2::1' } })).status).toBe(200);
  });

  it('a background refresh is paid by the visitor whose request found the copy stale: none when that share is spent', async () => {
    const { proxy, clock } = await fairProxy();
    expect((await proxy.get('/api/v2/engines/7', { headers: visitor(1) })).status).toBe(200);
    for (let id = 2000; id < 2005; id++) await proxy.get(`/api/v2/engines/${id}`, { headers: ATTACKER });
    seen.length = 0;
    clock.advance(90_000);
    const byAttacker = await proxy.get('/api/v2/engines/7', { headers: ATTACKER });
    expect([byAttacker.status, byAttacker.headers.get('x-cache')]).toEqual([200, 'STALE']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
    const byVisitor = await proxy.get('/api/v2/engines/7', { headers: visitor(2) });
    expect([byVisitor.status, byVisitor.headers.get('x-cache')]).toEqual([200, 'STALE']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual(['/v2/engines/7']);
    expect((await proxy.get('/api/v2/engines/7', { headers: ATTACKER })).headers.get('x-cache')).toBe('HIT');
  });

  it("a visitor whose request joins a call refused for another visitor's share is not refused: it makes its own call", async () => {
    const clock = manualClock();
    // The attacker's share is read slowly, so that the visitor's request arrives while the attacker's call is pending.
    class SlowAttacker extends MemoryState {
      override async take(...args: Parameters<MemoryState['take']>) {
        if (args[0].includes('198.51.100.66')) await new Promise((resolve) => setTimeout(resolve, 150));
        return super.take(...args);
      }
    }
    const { proxy } = await fairProxy({}, new SlowAttacker({ now: clock.now }));
    for (let id = 3000; id < 3005; id++) expect((await proxy.get(`/api/v2/engines/${id}`, { headers: ATTACKER })).status).toBe(404);
    seen.length = 0;
    const attacker = proxy.get('/api/v2/engines/7', { headers: ATTACKER });
    await new Promise((resolve) => setTimeout(resolve, 40));
    const other = proxy.get('/api/v2/engines/7', { headers: visitor(3) });
    expect((await attacker).status).toBe(429);
    expect((await other).status).toBe(200);
    expect(seen).toEqual(['/v2/engines/7']);
  });

  it('VTDB_UPSTREAM_SHARE sets the share: 20 % of a bucket of 100 is 20 calls at once; it is checked at start-up', async () => {
    const { proxy } = await fairProxy({ VTDB_UPSTREAM_SHARE: '20' });
    const statuses = [];
    for (let id = 4000; id < 4025; id++) statuses.push((await proxy.get(`/api/v2/engines/${id}`, { headers: ATTACKER })).status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    for (const wrong of ['0', '101', 'half', '-5']) expect(() => readConfig({ VTDB_UPSTREAM_SHARE: wrong }), wrong).toThrow(/VTDB_UPSTREAM_SHARE/);
    expect(readConfig({ VTDB_UPSTREAM: 'https://api.example', VTDB_API_KEY: 'k' }).proxy?.sharePercent).toBe(5);
  });
});

describe('Retry-After is clamped to an hour', () => {
  it.each([['99999999'], ['Thu, 01 Jan 2099 00:00:00 GMT']])('an upstream Retry-After of %s becomes 3600', async (value) => {
    const proxy = await proxyWith();
    behaviours.set('/v2/types', json({ code: 429, message: 'spent' }, 429, { 'retry-after': value }));
    const response = await proxy.get('/api/v2/types');
    expectError(response, 503);
    expect(response.headers.get('retry-after')).toBe('3600');
  });
});

describe('visitor identity', () => {
  it('TRUST_PROXY=1 takes the right-most hop: a spoofed first hop does not escape the limit', async () => {
    const proxy = await proxyWith({ TRUST_PROXY: '1', VTDB_VISITOR_LIMIT: '5' });
    const statuses = [];
    for (let count = 0; count < 20; count++) {
      statuses.push((await proxy.get('/api/v2/types', { headers: { 'x-forwarded-for': `10.9.8.${count}, 203.0.113.7` } })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // Another visitor (another right-most hop) is not affected.
    expect((await proxy.get('/api/v2/types', { headers: { 'x-forwarded-for': '203.0.113.8' } })).status).toBe(200);
  });

  it('IPv6 visitors are counted per /64', async () => {
    const proxy = await proxyWith({ TRUST_PROXY: '1', VTDB_VISITOR_LIMIT: '5' });
    const statuses = [];
    for (let count = 1; count <= 10; count++)
      statuses.push((await proxy.get('/api/v2/types', { headers: { 'x-forwarded-for': `2001:db8:1:2::${count.toString(16)}` } })).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect((await proxy.get('/api/v2/types', { headers: { 'x-forwarded-for': '2001:db8:1:3::1' } })).status).toBe(200);
  });

  it('TRUST_PROXY=true is refused with a reason; a hop count or addresses are taken', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*visitor writes/s);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => readConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('demo mode: one client cannot empty the shared demo key (the visitor limit counts first)', async () => {
    const demo = await startServer({ env: { TRUST_PROXY: '1', VTDB_VISITOR_LIMIT: '5', VTDB_DEMO_CALLS_LIMIT: '50' } });
    servers.push(demo);
    const greedy = { key: 'demo', headers: { 'x-forwarded-for': '198.51.100.1' } };
    for (let count = 0; count < 5; count++) expect((await demo.get('/api/v2/types', greedy)).status).toBe(200);
    for (let count = 0; count < 45; count++) expect(expectError(await demo.get('/api/v2/types', greedy), 429).message).toMatch(/visitor/);
    expect(await demo.limiter.used('demo')).toBe(5);
    const next = await demo.get('/api/v2/types', { key: 'demo', headers: { 'x-forwarded-for': '198.51.100.2' } });
    expect(next.status).toBe(200);
    expect(next.headers.get('x-ratelimit-remaining')).toBe('44');
  });

  it('only http and https are taken from X-Forwarded-Proto', async () => {
    const demo = await startServer({ env: { TRUST_PROXY: '1' } });
    servers.push(demo);
    for (const [proto, scheme] of [
      ['javascript', 'http'],
      ['https', 'https'],
      ['http, javascript', 'http'],
    ] as const) {
      const response = await demo.get('/api/v2/manufacturers/type/1?limit=5', { key: 'demo', headers: { 'x-forwarded-proto': proto } });
      const logos = (response.body as { items: { logo: string | null }[] }).items.map((item) => item.logo).filter(Boolean);
      expect(logos.length, proto).toBeGreaterThan(0);
      for (const logo of logos) expect(logo!.startsWith(`${scheme}://`), `${proto}: ${logo}`).toBe(true);
    }
  });
});

describe('/subscription in proxy mode', () => {
  it('says only whether it is active and until when', async () => {
    behaviours.set(
      '/v2/subscription',
      json({
        api_key: KEY,
        scopes: ['vdb_read'],
        calls_limit: 3600,
        created: '2024-12-04T08:05:15+00:00',
        subscription: {
          id: 42,
          start_date: '2025-01-01T00:00:00+00:00',
          end_date: '2026-12-31T00:00:00+00:00',
          catalog_profile: 'customised',
          api_access: true,
          is_active: true,
        },
      }),
    );
    const proxy = await proxyWith({ VTDB_ALLOWED_ORIGINS: 'https://workshop.example' });
    const response = await proxy.get('/api/v2/subscription', { headers: { origin: 'https://evil.example' } });
    expect(response.body).toEqual({ subscription: { is_active: true, api_access: true, end_date: '2026-12-31T00:00:00+00:00' } });
    expect(response.text).not.toMatch(/3600|42|EFGH|customised|vdb_read/);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the edges', () => {
  it('a request body dripping one byte at a time is cut off at VTDB_REQUEST_TIMEOUT_MS', async () => {
    const proxy = await proxyWith({ VTDB_REQUEST_TIMEOUT_MS: '1000' });
    const { port } = new URL(proxy.baseUrl);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/v2/types HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
        const drip = setInterval(() => socket.writable && socket.write('a'), 200);
        socket.on('close', () => {
          clearInterval(drip);
          resolve(Date.now() - started);
        });
      });
      socket.on('error', () => undefined);
      socket.on('data', () => undefined);
    });
    expect(closedAfter).toBeLessThan(4000);
  });

  it('connections over VTDB_MAX_CONNECTIONS are closed at once', async () => {
    const proxy = await proxyWith({ VTDB_MAX_CONNECTIONS: '2' });
    const { port } = new URL(proxy.baseUrl);
    const open = () =>
      new Promise<ReturnType<typeof connect>>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
        socket.on('error', () => undefined);
      });
    const held = [await open(), await open()];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await open();
    const closed = await new Promise<boolean>((resolve) => {
      third.on('close', () => resolve(true));
      setTimeout(() => resolve(false), 1000);
    });
    expect(closed).toBe(true);
    for (const socket of held) socket.destroy();
  });

  it('a plain-http upstream is refused unless on loopback or explicitly allowed', () => {
    expect(() => readConfig({ VTDB_UPSTREAM: 'http://api.example', VTDB_API_KEY: 'k' })).toThrow(/in clear/);
    expect(readConfig({ VTDB_UPSTREAM: 'http://api.example', VTDB_API_KEY: 'k', VTDB_ALLOW_INSECURE_UPSTREAM: '1' }).mode).toBe('proxy');
    for (const upstream of ['https://api.example', 'http://127.0.0.1:9000', 'http://localhost:9000', 'http://[::1]:9000']) {
      expect(readConfig({ VTDB_UPSTREAM: upstream, VTDB_API_KEY: 'k' }).mode, upstream).toBe('proxy');
    }
  });
});
