import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RedisState } from '../shared/redis-state';
import { manualClock, startServer, type TestResponse, type TestServer } from '../test/harness';
import { startRedis, type TestRedis } from '../test/redis';
import { bucketFor } from './budget';

/**
 * Issue 16's fault drills for the proxy: two proxy instances sharing one real redis-server, in
 * front of a fake upstream on loopback that the drill breaks on purpose (down, a storm of 5xx,
 * slow) while visitors keep asking; and Redis itself killed and restarted under that load.
 *
 * Every drill ends the same way, as the README promises:
 * - visitors got no 5xx but a 503 with Retry-After, and that only for records with nothing to
 *   serve (no copy at all); records with a copy were served it (X-Cache: STALE);
 * - no answer (body or header) and no log line carries the key, in any form: any letter case,
 *   percent-encoded, base64 (the upstream puts it in its answers and error pages on purpose);
 * - once the fault ends: both instances asked for every record at once make one upstream call per
 *   record; one visitor limit holds for both; one allowance holds for both (drained exactly).
 *
 * The proxies share a manual clock for cache lifetimes (copies are made old at once, without
 * waiting); Redis keeps real time. Each drill runs under its own Redis key prefix.
 */

const KEY = 'sk_live_Dr1llQm7Zx81abcdEFGH';
const BUDGET = 1200;
const VISITOR_LIMIT = 30;
const CACHE_SECONDS = 60;
/** Records the load browses; their copies exist before any fault. */
const RECORDS = Array.from({ length: 16 }, (_, index) => 100 + index);

type Mode = 'ok' | 'error' | 'slow';

let redis: TestRedis;
let upstream: Server;
let upstreamPort = 0;
let mode: Mode = 'ok';
/** Delay of every upstream answer in `ok` mode (concurrent requests overlap), and in `slow` mode. */
let okDelayMs = 40;
let slowDelayMs = 3000;
/** Requests that reached the upstream, by path and query. */
const seen: string[] = [];
let errorCount = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function engine(id: number) {
  return {
    id,
    name: `2.0 TDI ${id}`,
    slug: `2-0-tdi-${id}`,
    engine_code: 'CFFB',
    capacity: 1968,
    cylinders: 4,
    engine_type: 'Diesel',
    fuel: 'Diesel',
    ecus: [],
    tcus: [],
    performance: { power: 140, torque: 320, dyno_values: { rpm: [], hp: [], nm: [] } },
    // An upstream that echoes the key in display text: masked before anything is cached.
    ...(id % 2 ? { note: `served for ${KEY}` } : {}),
  };
}

/** Upstream 5xx pages in every shape seen in the wild, each with the key in it. */
const STORM: ((response: ServerResponse) => void)[] = [
  (response) => {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 500, message: `database timeout for key ${KEY}` }));
  },
  (response) => {
    response.writeHead(502, { 'content-type': 'text/html' });
    response.end(`<html><body><h1>502 Bad Gateway</h1><!-- upstream=api-3 key=${KEY} --></body></html>`);
  },
  (response) => {
    response.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '2' });
    response.end(`maintenance; request was GET /v2/engines?api_key=${encodeURIComponent(KEY)} auth=${Buffer.from(KEY).toString('base64')}`);
  },
];

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '';
  seen.push(url);
  response.on('error', () => undefined);
  const answer = () => {
    if (response.destroyed) return;
    const match = /^\/v2\/engines\/(\d+)$/.exec(url);
    if (match && Number(match[1]) < 1_000_000) {
      response.writeHead(200, { 'content-type': 'application/json', 'content-language': 'en' });
      response.end(JSON.stringify(engine(Number(match[1]))));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 404, message: 'Engine not found' }));
  };
  if (mode === 'error') return void STORM[errorCount++ % STORM.length]!(response);
  setTimeout(answer, mode === 'slow' ? slowDelayMs : okDelayMs);
}

async function upstreamUp(port = 0) {
  upstream = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    upstream.once('error', reject);
    upstream.listen(port, '127.0.0.1', () => resolve());
  });
  const address = upstream.address();
  if (address === null || typeof address !== 'object') throw new Error('no upstream address');
  upstreamPort = address.port;
}

/** The upstream goes away: open connections are cut and new ones refused. */
async function upstreamDown() {
  const closed = new Promise((resolve) => upstream.close(resolve));
  upstream.closeAllConnections();
  await closed;
}

beforeAll(async () => {
  redis = await startRedis();
  await upstreamUp();
});

afterAll(async () => {
  upstream.closeAllConnections();
  await Promise.all([new Promise((resolve) => upstream.close(resolve)), redis?.stop()]);
});

/* ------------------------------------------------------------------ the two instances */

let proxies: TestServer[] = [];
let prefixCount = 0;
let logLines: string[] = [];
let answers: { path: string; response: TestResponse; ms: number }[] = [];
let visitorCount = 0;
let clock = manualClock();
let prefix = '';
let loads: (() => Promise<number>)[] = [];

/** A visitor address nobody used before (each has its own visitor limit). */
const newVisitor = () => {
  visitorCount += 1;
  return `10.${(visitorCount >> 16) & 255}.${(visitorCount >> 8) & 255}.${visitorCount & 255}`;
};

beforeEach(() => {
  mode = 'ok';
  okDelayMs = 40;
  seen.length = 0;
  logLines = [];
  answers = [];
  clock = manualClock(Date.now());
});

afterEach(async () => {
  // A drill that failed half-way: its visitors stop, and the upstream is back for the next one.
  await Promise.all(loads.map((stop) => stop()));
  loads = [];
  if (!upstream.listening) await upstreamUp(upstreamPort);
  await Promise.all(proxies.map((proxy) => proxy.close()));
  proxies = [];
});

async function twoProxies(env: Record<string, string> = {}): Promise<[TestServer, TestServer]> {
  prefix = `drills${++prefixCount}:`;
  const start = async () => {
    const proxy = await startServer({
      env: {
        VTDB_UPSTREAM: `http://127.0.0.1:${upstreamPort}`,
        VTDB_API_KEY: KEY,
        VTDB_UPSTREAM_BUDGET: String(BUDGET),
        VTDB_CACHE_SECONDS: String(CACHE_SECONDS),
        VTDB_UPSTREAM_TIMEOUT_MS: '3000',
        VTDB_REDIS_URL: redis.url,
        VTDB_REDIS_PREFIX: prefix,
        VTDB_VISITOR_LIMIT: String(VISITOR_LIMIT),
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
        ...env,
      },
      proxyNow: clock.now,
      logStream: { write: (line) => void logLines.push(line) },
    });
    proxies.push(proxy);
    return proxy;
  };
  return [await start(), await start()];
}

/** One visitor's GET through `proxy`, recorded for the checks at the end of the drill (a connection failure is status 0). */
async function ask(proxy: TestServer, path: string, visitor = newVisitor()) {
  const started = performance.now();
  const response = await proxy
    .get(path, { headers: { 'x-forwarded-for': visitor } })
    .catch((error: unknown): TestResponse => ({ status: 0, headers: new Headers(), text: String(error), body: undefined }));
  answers.push({ path, response, ms: performance.now() - started });
  return response;
}

const enginePath = (id: number) => `/api/v2/engines/${id}`;

/** Visitors (4 at once, a new address per request) browsing RECORDS over both instances until `stop()`. */
function load(a: TestServer, b: TestServer) {
  let running = true;
  let count = 0;
  const visitor = async (offset: number) => {
    for (let i = offset; running; i += 4) {
      await ask(i % 2 ? a : b, enginePath(RECORDS[i % RECORDS.length]!));
      count += 1;
    }
  };
  const visitors = [0, 1, 2, 3].map(visitor);
  const stop = async () => {
    running = false;
    await Promise.all(visitors);
    return count;
  };
  loads.push(stop);
  return { stop };
}

/** Every record asked of both instances once (the copies every drill starts from). */
async function warm(a: TestServer, b: TestServer) {
  for (const id of RECORDS) expect((await ask(id % 2 ? a : b, enginePath(id))).status).toBe(200);
}

/* --------------------------------------------------------------------- the checks */

const lower = KEY.toLowerCase();
const encodedForms = [Buffer.from(KEY).toString('base64').replace(/=+$/, ''), Buffer.from(KEY).toString('base64url')].map((form) => form.toLowerCase());

/** Whether the key is in `text` in a form the README lists: any case, percent-encoded (twice), base64. */
function carriesKey(text: string): boolean {
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return [text, decode(text), decode(decode(text))].some((candidate) => {
    const folded = candidate.toLowerCase();
    return folded.includes(lower) || encodedForms.some((form) => folded.includes(form));
  });
}

/** No answer of the drill and no log line carries the key. */
function expectNoKey() {
  for (const { path, response } of answers) {
    expect(carriesKey(response.text), `body of ${path}`).toBe(false);
    for (const [name, value] of response.headers) expect(carriesKey(value), `${name} of ${path}`).toBe(false);
  }
  const leaking = logLines.filter(carriesKey);
  expect(leaking, 'log lines with the key').toEqual([]);
}

/** Every answer of the drill is a 200, or a 503 with Retry-After for a record in `nothingToServe`. */
function expectNo5xxBut503s(nothingToServe: Set<string>) {
  for (const { path, response } of answers) {
    if (response.status === 200) continue;
    expect([path, response.status]).toEqual([path, 503]);
    expect(nothingToServe.has(path), `${path}: 503 although a copy exists`).toBe(true);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter, `Retry-After of ${path}`).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(response.body).toMatchObject({ code: 503, message: expect.any(String) });
  }
}

const countOf = (path: string) => seen.filter((url) => url === path).length;

/**
 * After the fault: the copies made old, every record asked of both instances at once (4 each)
 * makes one upstream call per record; then one visitor limit and one allowance for both.
 */
async function expectSharedAgain(a: TestServer, b: TestServer, extra: number[] = []) {
  clock.advance(60 * 60_000);
  seen.length = 0;
  const ids = [...RECORDS, ...extra];
  const again = await Promise.all(ids.flatMap((id) => [a, b, a, b].map((proxy) => ask(proxy, enginePath(id)))));
  expect(again.map((response) => response.status)).toEqual(Array(ids.length * 4).fill(200));
  for (const id of ids) expect(countOf(`/v2/engines/${id}`), `upstream calls for engine ${id}`).toBe(1);
  expect(seen).toHaveLength(ids.length);

  // One visitor limit: a new visitor alternating between the instances gets exactly the limit.
  const visitor = newVisitor();
  const limited: number[] = [];
  for (let i = 0; i < VISITOR_LIMIT + 6; i++) limited.push((await ask(i % 2 ? a : b, enginePath(RECORDS[0]!), visitor)).status);
  expect(limited.filter((status) => status === 200)).toHaveLength(VISITOR_LIMIT);
  expect(limited.slice(VISITOR_LIMIT)).toEqual(Array(6).fill(429));

  // One allowance: the tokens left in Redis are spent exactly, by both instances together.
  const observer = new RedisState(redis.url, { prefix });
  await observer.connect();
  let left: number;
  try {
    ({ tokens: left } = await observer.take(`proxy:budget:${BUDGET}`, bucketFor(BUDGET), 0));
  } finally {
    await observer.close();
  }
  seen.length = 0;
  let next = 500_000;
  const statuses: number[] = [];
  const drain = async (worker: number) => {
    for (let i = worker; i < Math.floor(left) + 12; i += 8) statuses.push((await ask(i % 2 ? a : b, enginePath(next++))).status);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 8 }, (_, worker) => drain(worker)));
  // The bucket refills at (BUDGET - capacity) an hour: a token or so while this runs.
  const refilled = ((performance.now() - started) / 1000) * bucketFor(BUDGET).refillPerSecond;
  expect(seen.length).toBeGreaterThanOrEqual(Math.floor(left));
  expect(seen.length).toBeLessThanOrEqual(Math.floor(left + refilled) + 1);
  expect(statuses.filter((status) => status === 200)).toHaveLength(seen.length);
  expect(statuses.filter((status) => status !== 200).every((status) => status === 503)).toBe(true);
}

/* ---------------------------------------------------------------------- the drills */

describe('fault drills over two proxy instances sharing Redis', () => {
  it('Redis killed and restarted under load: only 200s, no key, then one cache, one visitor limit and one allowance again', async () => {
    const [a, b] = await twoProxies();
    await warm(a, b);
    const visitors = load(a, b);
    await sleep(300);
    await redis.kill();
    await sleep(800);
    await redis.restart();
    // Back on shared state within seconds (the probe pings every second).
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && !(await Promise.all([a, b].map((proxy) => proxy.get('/readyz')))).every((ready) => ready.status === 200)) await sleep(50);
    await sleep(200);
    expect(await visitors.stop()).toBeGreaterThan(10);

    expectNo5xxBut503s(new Set());
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(2000);
    await expectSharedAgain(a, b);
    expectNoKey();
  });

  it('the upstream down for a while: copies served stale at once, 503 with Retry-After only for records never fetched', async () => {
    const [a, b] = await twoProxies();
    await warm(a, b);
    const visitors = load(a, b);
    await sleep(200);
    await upstreamDown();
    // Every copy is now past its lifetime: each request would ask the upstream, which is gone.
    clock.advance(10 * 60_000);
    const never = [900_001, 900_002, 900_003].map(enginePath);
    await sleep(300);
    for (const path of never) for (const proxy of [a, b]) expect((await ask(proxy, path)).status).toBe(503);
    await sleep(700);
    expect(await visitors.stop()).toBeGreaterThan(10);
    await upstreamUp(upstreamPort);

    expectNo5xxBut503s(new Set(never));
    const stale = answers.filter((answer) => answer.response.headers.get('x-cache') === 'STALE');
    expect(stale.length).toBeGreaterThan(10);
    for (const { response } of stale) expect(Number(response.headers.get('x-catalogue-stale'))).toBeGreaterThanOrEqual(600);
    // Refused connections are failures at once: nobody waited for another instance's time-out (3 s).
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(2500);
    await expectSharedAgain(a, b, [900_001]);
    expectNoKey();
  });

  it('a storm of upstream 5xx (with the key in its pages): stale copies or 503, the failing upstream asked once per record, nothing leaks', async () => {
    const [a, b] = await twoProxies();
    await warm(a, b);
    const visitors = load(a, b);
    await sleep(200);
    seen.length = 0;
    mode = 'error';
    clock.advance(10 * 60_000);
    const never = [900_011, 900_012].map(enginePath);
    await sleep(300);
    for (const path of never) for (const proxy of [a, b, a]) expect((await ask(proxy, path)).status).toBe(503);
    await sleep(700);
    expect(await visitors.stop()).toBeGreaterThan(10);
    // A failing record is not asked again at once, here or on the other instance.
    for (const id of RECORDS) expect(countOf(`/v2/engines/${id}`), `calls for ${id} during the storm`).toBeLessThanOrEqual(1);
    for (const path of never) expect(countOf(path.replace('/api', ''))).toBe(1);
    mode = 'ok';

    expectNo5xxBut503s(new Set(never));
    expect(answers.filter((answer) => answer.response.headers.get('x-cache') === 'STALE').length).toBeGreaterThan(10);
    await expectSharedAgain(a, b, [900_011]);
    expectNoKey();
  });

  it('a slow upstream: visitors wait at most about the time-out, copies are served stale, then all is shared again', async () => {
    const [a, b] = await twoProxies({ VTDB_UPSTREAM_TIMEOUT_MS: '1000' });
    await warm(a, b);
    const visitors = load(a, b);
    await sleep(200);
    seen.length = 0;
    mode = 'slow';
    slowDelayMs = 3000;
    clock.advance(10 * 60_000);
    const never = [900_021, 900_022].map(enginePath);
    await sleep(200);
    await Promise.all(never.flatMap((path) => [a, b].map(async (proxy) => expect((await ask(proxy, path)).status).toBe(503))));
    await sleep(1200);
    expect(await visitors.stop()).toBeGreaterThan(10);
    for (const id of RECORDS) expect(countOf(`/v2/engines/${id}`), `calls for ${id} while slow`).toBeLessThanOrEqual(1);
    mode = 'ok';

    expectNo5xxBut503s(new Set(never));

    // One time-out at most, never a wait for another instance's call and then a call of its own.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(2 * 1000 - 100);
    await expectSharedAgain(a, b, [900_021]);
    expectNoKey();
  });
});
