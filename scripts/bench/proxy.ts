import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import autocannon from 'autocannon';
import { buildServer } from '../../server/app';
import { readConfig } from '../../server/config';
import { RedisState } from '../../server/shared/redis-state';
import { MemoryState, type SharedState } from '../../server/shared/state';
import { startRedis } from '../../server/test/redis';
import { freePort } from '../../server/test/ports';
import { median } from './stats';

/**
 * `npm run bench`, proxy section (issue 14): the proxy in front of a fake upstream on loopback
 * that answers contract-valid JSON after 100 ms.
 *
 *   hit        req/s of cached answers at 100 connections, beside GET /healthz in the same run
 *   miss       p50 of answers the proxy has to fetch (target: upstream latency + 10 ms)
 *   memory     peak RSS of the proxy (a child process) above its idle baseline while the upstream
 *              sends 150 MB of JSON, and a gzip bomb (about 200 kB expanding to 209 MB); the
 *              target is at most twice the cap (VTDB_UPSTREAM_MAX_BYTES, 8 MiB)
 *   hour       one simulated hour on the proxy's injected clock: 10,000 visitors browsing a
 *              Zipf-distributed catalogue, with searches and 1 % bogus ids, against a budget of
 *              3,600 calls: upstream calls, hit ratio, share of stale answers
 *   redis      (issue 16) the same hour on two instances sharing one real redis-server, requests
 *              handed to them in turn (target: the upstream calls of one instance, within 2 %);
 *              and cache hits of one instance on Redis beside its /healthz (target ≥ 0.4×)
 *   hostile    (issue 22) one address asks for 400 made-up engine ids, 20 at a time, against a
 *              budget of 400 an hour, while 20 other visitors (each their own address) browse
 *              records nobody fetched, types → manufacturer → model → generation → engine:
 *              the other visitors' share of 200s (target 100 %), what the attacker got, and the
 *              upstream calls
 *
 * Also alone: `npx tsx scripts/bench/proxy.ts`.
 */

export const UPSTREAM_LATENCY_MS = 100;
const KEY = 'bench-key-0123456789abcdef';
const CAP = 8 * 1024 * 1024;
const HUGE_ID = 150_000_001;
const BOMB_ID = 150_000_002;

/* --------------------------------------------------------------- the fake catalogue */

/** A synthetic catalogue: 40 manufacturers × 12 models × 4 generations × 4 engines. */
const SHAPE = { manufacturers: 40, models: 12, generations: 4, engines: 4 };
const ref = (id: number, name: string) => ({ id, name });
const TYPE = { id: 1, name: 'Cars', slug: 'cars' };
const modelId = (manufacturer: number, model: number) => manufacturer * 100 + model;
const generationId = (model: number, generation: number) => model * 10 + generation;
const engineId = (generation: number, engine: number) => generation * 10 + engine;

function engine(id: number) {
  return {
    id,
    name: `Engine ${id}`,
    slug: `engine-${id}`,
    engine_code: 'AGU',
    capacity: 1781,
    cylinders: 4,
    engine_type: 'Turbo Petrol',
    fuel: 'Petrol',
    ecus: [{ manufacturer: 'Bosch', name: 'ME7.5' }],
    tcus: [],
    performance: { power: 150, torque: 210, dyno_values: { rpm: [2000, 4000, 6000], hp: [80, 140, 150], nm: [190, 210, 180] } },
  };
}

/** The upstream's answer for a path, or undefined (404). Ids outside the catalogue do not exist. */
function catalogueAnswer(path: string): unknown {
  const match = /^\/v2\/(\w+)\/(\d+)$/.exec(path);
  if (path === '/v2/types') return [TYPE];
  if (path === '/v2/subscription') return { api_key: KEY, scopes: ['vdb_read'], calls_limit: 3600, subscription: { api_access: true, is_active: true } };
  if (!match) return undefined;
  const [, kind, raw] = match;
  const id = Number(raw);
  switch (kind) {
    case 'manufacturers': {
      if (id < 1 || id > SHAPE.manufacturers) return undefined;
      const maker = ref(id, `Maker ${id}`);
      const models = Array.from({ length: SHAPE.models }, (_, index) => ({
        id: modelId(id, index + 1),
        name: `Model ${index + 1}`,
        slug: `model-${index + 1}`,
        photo: null,
        type: ref(1, 'Cars'),
        manufacturer: maker,
      }));
      return { id, name: maker.name, slug: `maker-${id}`, logo: null, logo_dark: null, type: ref(1, 'Cars'), models };
    }
    case 'models': {
      const maker = Math.floor(id / 100);
      if (maker < 1 || maker > SHAPE.manufacturers || id % 100 < 1 || id % 100 > SHAPE.models) return undefined;
      const generations = Array.from({ length: SHAPE.generations }, (_, index) => ({
        id: generationId(id, index + 1),
        name: `Generation ${index + 1}`,
        slug: `generation-${index + 1}`,
        year: 2000 + index,
        photo: null,
        type: ref(1, 'Cars'),
        manufacturer: ref(maker, `Maker ${maker}`),
        model: ref(id, `Model ${id % 100}`),
      }));
      return { id, name: `Model ${id % 100}`, slug: `model-${id}`, photo: null, type: ref(1, 'Cars'), manufacturer: ref(maker, `Maker ${maker}`), generations };
    }
    case 'generations': {
      const model = Math.floor(id / 10);
      if (id % 10 < 1 || id % 10 > SHAPE.generations || catalogueAnswer(`/v2/models/${model}`) === undefined) return undefined;
      const maker = Math.floor(model / 100);
      const engines = Array.from({ length: SHAPE.engines }, (_, index) => engine(engineId(id, index + 1)));
      return {
        id,
        name: `Generation ${id % 10}`,
        slug: `generation-${id}`,
        photo: null,
        type: ref(1, 'Cars'),
        manufacturer: ref(maker, `Maker ${maker}`),
        model: ref(model, `Model ${model % 100}`),
        engines,
      };
    }
    case 'engines': {
      const generation = Math.floor(id / 10);
      if (id % 10 < 1 || id % 10 > SHAPE.engines || catalogueAnswer(`/v2/generations/${generation}`) === undefined) return undefined;
      return { ...engine(id), tuning: { options: [], read_tools: [], work_methods: [], stages: [] } };
    }
    default:
      return undefined;
  }
}

const SEARCH_PAGE = { results: [], total: 0, pagination: { cursor: null, limit: 50, next_cursor: null, has_more: false } };

/* --------------------------------------------------------------------- the upstream */

interface Upstream {
  url: string;
  calls: number;
  close: () => Promise<void>;
}

async function gzipBomb(expanded: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const parts: Buffer[] = [];
  gzip.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  const chunk = Buffer.alloc(1024 * 1024, ' ');
  gzip.write('[');
  for (let written = 0; written < expanded; written += chunk.length) gzip.write(chunk);
  gzip.end(']');
  await done;
  return Buffer.concat(parts);
}

async function startUpstream(latencyMs: number): Promise<Upstream> {
  const bomb = await gzipBomb(209 * 1024 * 1024);
  const state = { calls: 0 };
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    state.calls += 1;
    const path = (request.url ?? '').replace(/\?.*$/, '');
    response.on('error', () => undefined);
    if (path === `/v2/engines/${HUGE_ID}` || path === `/v2/engines/${HUGE_ID + 2}`) {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, ' ');
      let sent = 0;
      const pump = () => {
        while (sent < 150 * 1024 * 1024 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.write('[');
      return pump();
    }
    if (path === `/v2/engines/${BOMB_ID}`) {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(bomb.length) });
      return void response.end(bomb);
    }
    const body = path === '/v2/search' ? SEARCH_PAGE : catalogueAnswer(path);
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json', 'content-language': 'en' });
    response.end(JSON.stringify(body ?? { code: 404, message: 'Not found' }));
  };
  const server: Server = createServer((request, response) => {
    if (latencyMs > 0) setTimeout(() => answer(request, response), latencyMs);
    else answer(request, response);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    get calls() {
      return state.calls;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/* ------------------------------------------------------------------- the proxy child */

interface ProxyChild {
  base: string;
  child: ChildProcess;
  rss: () => number;
  stop: () => Promise<void>;
}

/** The server in proxy mode as its own process (scripts/bench/proxy-child.ts), so its memory is its own. */
async function startProxyChild(upstream: string, env: Record<string, string> = {}): Promise<ProxyChild> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/bench/proxy-child.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      VTDB_UPSTREAM: upstream,
      VTDB_API_KEY: KEY,
      VTDB_UPSTREAM_BUDGET: '100000000',
      VTDB_VISITOR_LIMIT: '1000000',
      VTDB_VISITOR_SEARCH_LIMIT: '1000000',
      VTDB_VISITOR_PAGE_LIMIT: '1000000',
      DIST_DIR: 'node_modules/.tmp/no-dist',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    // A minute: on a busy machine, compiling the server on start took more than 20 s.
    if (attempt > 600 || child.exitCode !== null) throw new Error(`The proxy did not start within a minute: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const rss = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  };
  return {
    base,
    child,
    rss,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/* ----------------------------------------------------------------------- figures */

export interface ProxyFigures {
  upstreamLatencyMs: number;
  hit: { requestsPerSecond: number; healthzRequestsPerSecond: number; ratio: number };
  /** p50 through the proxy, and of the same calls made straight to the upstream in the same run. */
  miss: { p50: number; directP50: number; samples: number };
  memory: {
    capBytes: number;
    idleRss: number;
    peakAboveIdle150MB: number;
    peakAboveIdleGzipBomb: number;
    peakAboveIdleThreeAtOnce: number;
    statuses: number[];
  };
  hour: HourFigures;
  /** Issue 16: the same hour on two instances sharing one real Redis, and cache hits of one instance on Redis. */
  redis: { hour: HourFigures; hit: { requestsPerSecond: number; healthzRequestsPerSecond: number; ratio: number } };
  /** Issue 22: one address draining while others browse. */
  hostile: HostileFigures;
}

interface HostileFigures {
  budget: number;
  /** The other visitors' answers, and how many were 200. */
  others: number;
  othersOk: number;
  othersOkShare: number;
  /** What the attacker's 400 requests got, by status. */
  attacker: Record<number, number>;
  upstreamCalls: number;
  seconds: number;
}

interface HourFigures {
  instances: number;
  visitors: number;
  requests: number;
  budget: number;
  upstreamCalls: number;
  hitRatio: number;
  staleShare: number;
  unavailableShare: number;
  seconds: number;
}

const HEADERS = { accept: 'application/json', 'accept-language': 'en' };

async function load(base: string, paths: string[], seconds: number) {
  const result = await autocannon({
    url: base,
    connections: 100,
    duration: seconds,
    headers: HEADERS,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return { rps: result.requests.total / result.duration, non2xx: result.non2xx };
}

/** Cache hits at 100 connections over 20 cached engines, in 2-second rounds alternating with the bare GET /healthz. */
async function measureHits(proxy: ProxyChild) {
  const cached = Array.from({ length: 20 }, (_, index) => `/api/v2/engines/${engineId(generationId(modelId(1, 1 + (index % 12)), 1), 1 + (index % 4))}`);
  for (const path of cached) await fetch(`${proxy.base}${path}`, { headers: HEADERS });
  await load(proxy.base, ['/healthz'], 1);
  await load(proxy.base, cached, 1);
  const hits: number[] = [];
  const floors: number[] = [];
  for (let round = 0; round < 3; round++) {
    floors.push((await load(proxy.base, ['/healthz'], 2)).rps);
    hits.push((await load(proxy.base, cached, 2)).rps);
  }
  const rps = median(hits);
  const floor = median(floors);
  return { requestsPerSecond: Math.round(rps), healthzRequestsPerSecond: Math.round(floor), ratio: rps / floor };
}

/** Cache hits of one proxy whose shared state is on Redis (VTDB_REDIS_URL), beside its own /healthz. */
async function measureHitsOnRedis(upstream: Upstream, redisUrl: string) {
  const proxy = await startProxyChild(upstream.url, { VTDB_REDIS_URL: redisUrl, VTDB_REDIS_PREFIX: 'bench-hits:' });
  try {
    return await measureHits(proxy);
  } finally {
    await proxy.stop();
  }
}

async function measureHitsAndMisses(upstream: Upstream) {
  const proxy = await startProxyChild(upstream.url);
  try {
    const hit = await measureHits(proxy);
    // Misses: ids never asked before, one at a time (a visitor opening a page nobody opened).
    const latencies: number[] = [];
    for (let index = 0; index < 40; index++) {
      const path = `/api/v2/engines/${engineId(generationId(modelId(2 + (index % 30), 1 + (index % 12)), 2), 1 + (index % 4))}`;
      const started = performance.now();
      await (await fetch(`${proxy.base}${path}`, { headers: HEADERS })).arrayBuffer();
      latencies.push(performance.now() - started);
    }
    // The same calls straight to the upstream: what its 100 ms are on this machine right now.
    const direct: number[] = [];
    for (let index = 0; index < 40; index++) {
      const started = performance.now();
      await (await fetch(`${upstream.url}/v2/engines/${engineId(generationId(modelId(1, 1), 1), 1 + (index % 4))}`, { headers: HEADERS })).arrayBuffer();
      direct.push(performance.now() - started);
    }
    return { hit, miss: { p50: median(latencies), directP50: median(direct), samples: latencies.length } };
  } finally {
    await proxy.stop();
  }
}

/** Peak RSS above the idle baseline (after a full GC) while `paths` are requested at once, sampled every 5 ms. */
async function peakDuring(proxy: ProxyChild, paths: string[]): Promise<{ peak: number; idle: number; statuses: number[] }> {
  proxy.child.kill('SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idle = proxy.rss();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, proxy.rss())), 5);
  try {
    const statuses = await Promise.all(paths.map(async (path) => (await fetch(`${proxy.base}${path}`, { headers: HEADERS })).status));
    peak = Math.max(peak, proxy.rss());
    return { peak: peak - idle, idle, statuses };
  } finally {
    clearInterval(sampler);
  }
}

async function measureMemory(upstream: Upstream) {
  const proxy = await startProxyChild(upstream.url);
  try {
    // Warm: the routes, the fetch client and the schemas have been used once.
    for (let index = 0; index < 20; index++)
      await fetch(`${proxy.base}/api/v2/engines/${engineId(generationId(modelId(1, 1), 1), 1 + (index % 4))}`, { headers: HEADERS });
    const huge = await peakDuring(proxy, [`/api/v2/engines/${HUGE_ID}`]);
    const bomb = await peakDuring(proxy, [`/api/v2/engines/${BOMB_ID}`]);
    const three = await peakDuring(proxy, [`/api/v2/engines/${HUGE_ID}`, `/api/v2/engines/${HUGE_ID + 2}`, `/api/v2/engines/${BOMB_ID}`]);
    return {
      capBytes: CAP,
      idleRss: huge.idle,
      peakAboveIdle150MB: huge.peak,
      peakAboveIdleGzipBomb: bomb.peak,
      peakAboveIdleThreeAtOnce: three.peak,
      statuses: [...huge.statuses, ...bomb.statuses, ...three.statuses],
    };
  } finally {
    await proxy.stop();
  }
}

/* ------------------------------------------------------------------ the simulated hour */

/** A seeded generator (mulberry32), so every run simulates the same hour. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Zipf(s = 1) over 1..n by inverse transform of the harmonic sums. */
function zipf(n: number, next: () => number) {
  const sums: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= n; rank++) sums.push((total += 1 / rank));
  return () => {
    const target = next() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sums[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
}

const SEARCH_TERMS = [
  'golf tdi',
  'a4 avant',
  'polo gti',
  'passat 2.0',
  '320d',
  'focus st',
  'octavia rs',
  'clio',
  'astra opc',
  'c220',
  'transit',
  'sprinter',
  'leon cupra',
  'i30 n',
  'civic type r',
];
const variants = (term: string, next: () => number) => {
  const pick = Math.floor(next() * 4);
  return pick === 0 ? term : pick === 1 ? term.toUpperCase() : pick === 2 ? ` ${term.replace(' ', '  ')} ` : term.replace(/^./, (char) => char.toUpperCase());
};

/**
 * The hour, on one instance with its own memory, or (`redisUrl`) on two instances sharing one
 * Redis, a load balancer handing requests to them in turn. Both runs replay the same visits. On
 * Redis the token bucket follows the simulated clock too (RedisState's `now`); values, locks and
 * counters expire in real time there, which the hour's few real seconds do not reach.
 */
async function simulateHour(upstream: Upstream, options: { visitors?: number; budget?: number; redisUrl?: string } = {}) {
  const { visitors = 10_000, budget = 3600, redisUrl } = options;
  const clock = { now: Date.UTC(2026, 10, 23, 8) };
  const now = () => clock.now;
  const config = readConfig({
    LOG_LEVEL: 'silent',
    VTDB_UPSTREAM: upstream.url,
    VTDB_API_KEY: KEY,
    VTDB_UPSTREAM_BUDGET: String(budget),
    VTDB_VISITOR_LIMIT: '300',
    VTDB_VISITOR_SEARCH_LIMIT: '30',
  });
  const states: SharedState[] = [];
  const closers: (() => Promise<void>)[] = [];
  if (redisUrl) {
    const prefix = `bench-hour-${Date.now()}:`;
    for (let instance = 0; instance < 2; instance++) {
      const state = new RedisState(redisUrl, { prefix, now });
      await state.connect();
      states.push(state);
      closers.push(() => state.close());
    }
  } else {
    states.push(new MemoryState({ now }));
  }
  const apps = await Promise.all(states.map((state) => buildServer(config, { serveBrowser: false, logger: false, state, now })));
  const next = random(20261123);
  const maker = zipf(SHAPE.manufacturers, next);
  const pick = zipf(SHAPE.models, next);
  const small = zipf(SHAPE.generations, next);
  const term = zipf(SEARCH_TERMS.length, next);

  // Each visitor: a session of 3 to 7 pages down the catalogue, a page every 5 to 40 s; one in
  // five searches once; 1 % of pages ask for an id that does not exist.
  type Visit = { at: number; ip: string; path: string };
  const visits: Visit[] = [];
  for (let visitor = 0; visitor < visitors; visitor++) {
    const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    let at = clock.now + next() * 3600_000;
    const m = maker();
    const model = modelId(m, pick());
    const generation = generationId(model, small());
    const trail = [
      '/api/v2/types',
      `/api/v2/manufacturers/${m}`,
      `/api/v2/models/${model}`,
      `/api/v2/generations/${generation}`,
      `/api/v2/engines/${engineId(generation, 1 + Math.floor(next() * SHAPE.engines))}`,
    ];
    const pages = 3 + Math.floor(next() * 3);
    for (let index = 0; index < pages && index < trail.length; index++) {
      const bogus = next() < 0.01;
      visits.push({ at, ip, path: bogus ? `/api/v2/engines/${900_000_000 + Math.floor(next() * 1e6)}` : (trail[index] as string) });
      at += 5000 + next() * 35_000;
    }
    if (next() < 0.2) visits.push({ at, ip, path: `/api/v2/search?query=${encodeURIComponent(variants(SEARCH_TERMS[term() - 1] as string, next))}` });
  }
  visits.sort((a, b) => a.at - b.at);
  const end = clock.now + 3600_000;

  const callsBefore = upstream.calls;
  const counts = { hit: 0, stale: 0, miss: 0, unavailable: 0, other: 0, answered: 0 };
  const started = performance.now();
  let turn = 0;
  for (const visit of visits) {
    if (visit.at >= end) continue;
    clock.now = visit.at;
    const app = apps[turn++ % apps.length]!;
    const response = await app.inject({ method: 'GET', url: visit.path, headers: HEADERS, remoteAddress: visit.ip });
    counts.answered += 1;
    const cache = response.headers['x-cache'];
    if (response.statusCode === 503) counts.unavailable += 1;
    else if (cache === 'HIT') counts.hit += 1;
    else if (cache === 'STALE') counts.stale += 1;
    else if (cache === 'MISS') counts.miss += 1;
    else counts.other += 1;
  }
  // Background refreshes still in flight belong to the hour too.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(closers.map((close) => close()));
  return {
    instances: apps.length,
    visitors,
    requests: counts.answered,
    budget,
    upstreamCalls: upstream.calls - callsBefore,
    hitRatio: (counts.hit + counts.stale) / counts.answered,
    staleShare: counts.stale / counts.answered,
    unavailableShare: counts.unavailable / counts.answered,
    seconds,
  };
}

/**
 * Issue 22's drain, in process (requests injected with their visitor's address) in front of the
 * upstream with 100 ms latency, so that the attacker's 20 requests at a time overlap: one address
 * asks for 400 ids that do not exist while 20 other visitors each browse a trail nobody fetched.
 * The budget (400 an hour, a bucket of 100) holds the 81 calls the others need, so any refusal
 * they meet is the attacker's doing.
 */
async function measureHostileVisitor(upstream: Upstream): Promise<HostileFigures> {
  const budget = 400;
  const config = readConfig({
    LOG_LEVEL: 'silent',
    VTDB_UPSTREAM: upstream.url,
    VTDB_API_KEY: KEY,
    VTDB_UPSTREAM_BUDGET: String(budget),
    VTDB_VISITOR_LIMIT: '1000000',
  });
  const app = await buildServer(config, { serveBrowser: false, logger: false, state: new MemoryState() });
  const ask = async (path: string, ip: string) => (await app.inject({ method: 'GET', url: path, headers: HEADERS, remoteAddress: ip })).statusCode;
  const callsBefore = upstream.calls;
  const started = performance.now();
  const attacker: Record<number, number> = {};
  let next = 0;
  const drain = async () => {
    while (next < 400) {
      const status = await ask(`/api/v2/engines/${900_000_000 + next++}`, '198.51.100.66');
      attacker[status] = (attacker[status] ?? 0) + 1;
    }
  };
  const others: number[] = [];
  const browse = async (visitor: number) => {
    // Visitor n: manufacturer n + 1, its model 1 + n % 12, that model's generation 1, its engine 1.
    const model = modelId(visitor + 1, 1 + (visitor % SHAPE.models));
    const generation = generationId(model, 1);
    const trail = [
      '/api/v2/types',
      `/api/v2/manufacturers/${visitor + 1}`,
      `/api/v2/models/${model}`,
      `/api/v2/generations/${generation}`,
      `/api/v2/engines/${engineId(generation, 1)}`,
    ];
    for (const path of trail) others.push(await ask(path, `203.0.113.${visitor + 1}`));
  };
  await Promise.all([...Array.from({ length: 20 }, drain), ...Array.from({ length: 20 }, (_, visitor) => browse(visitor))]);
  const seconds = (performance.now() - started) / 1000;
  await app.close();
  const othersOk = others.filter((status) => status === 200).length;
  return { budget, others: others.length, othersOk, othersOkShare: othersOk / others.length, attacker, upstreamCalls: upstream.calls - callsBefore, seconds };
}

export async function measureProxy(progress: (message: string) => void = () => undefined): Promise<ProxyFigures> {
  const slow = await startUpstream(UPSTREAM_LATENCY_MS);
  const fast = await startUpstream(0);
  // A real redis-server (scripts/ensure-redis.sh installs it), as the tests start one.
  const redis = await startRedis();
  try {
    progress('proxy: cache hits and misses');
    const { hit, miss } = await measureHitsAndMisses(slow);
    progress('proxy: cache hits with the shared state on Redis');
    const redisHit = await measureHitsOnRedis(slow, redis.url);
    progress('proxy: memory under a 150 MB answer and a gzip bomb');
    const memory = await measureMemory(fast);
    progress('proxy: a simulated hour of 10,000 visitors');
    const hour = await simulateHour(fast);
    progress('proxy: the same hour on two instances sharing Redis');
    const redisHour = await simulateHour(fast, { redisUrl: redis.url });
    progress('proxy: one address draining while others browse');
    const hostile = await measureHostileVisitor(slow);
    return { upstreamLatencyMs: UPSTREAM_LATENCY_MS, hit, miss, memory, hour, redis: { hour: redisHour, hit: redisHit }, hostile };
  } finally {
    await Promise.all([slow.close(), fast.close(), redis.stop()]);
  }
}

/** Issue 16's figures: two instances on one Redis against one alone, and hits on Redis against /healthz. */
function redisRows(figures: ProxyFigures): string[][] {
  const { hour, redis } = figures;
  const difference = (redis.hour.upstreamCalls - hour.upstreamCalls) / hour.upstreamCalls;
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  return [
    [
      'upstream calls, the same hour on 2 instances sharing Redis',
      `${redis.hour.upstreamCalls.toLocaleString('en')} vs ${hour.upstreamCalls.toLocaleString('en')} on one (${difference >= 0 ? '+' : ''}${(difference * 100).toFixed(1)} %)`,
      'within 2 %',
      mark(Math.abs(difference) <= 0.02),
    ],
    ['  hit ratio / stale / 503', `${percent(redis.hour.hitRatio)} / ${percent(redis.hour.staleShare)} / ${percent(redis.hour.unavailableShare)}`, '', ''],
    ['  simulated in', `${redis.hour.seconds.toFixed(1)} s`, '', ''],
    [
      'cache-hit req/s with Redis vs /healthz',
      `${redis.hit.requestsPerSecond} vs ${redis.hit.healthzRequestsPerSecond} = ${redis.hit.ratio.toFixed(2)}×`,
      '≥ 0.4×',
      mark(redis.hit.ratio >= 0.4),
    ],
  ];
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function proxyRows(figures: ProxyFigures): string[][] {
  const { hit, miss, memory, hour } = figures;
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  return [
    ['cache-hit req/s vs /healthz', `${hit.requestsPerSecond} vs ${hit.healthzRequestsPerSecond} = ${hit.ratio.toFixed(2)}×`, '≥ 0.5×', mark(hit.ratio >= 0.5)],
    [
      `cache-miss p50 (upstream ${figures.upstreamLatencyMs} ms)`,
      `${miss.p50.toFixed(1)} ms`,
      `≤ ${figures.upstreamLatencyMs + 10} ms`,
      mark(miss.p50 <= figures.upstreamLatencyMs + 10),
    ],
    ['  the same calls straight to the upstream', `${miss.directP50.toFixed(1)} ms`, `proxy adds ${(miss.p50 - miss.directP50).toFixed(1)} ms`, ''],
    [
      'peak RSS above idle, 150 MB answer',
      mb(memory.peakAboveIdle150MB),
      `≤ ${mb(2 * memory.capBytes)}`,
      mark(memory.peakAboveIdle150MB <= 2 * memory.capBytes),
    ],
    [
      'peak RSS above idle, gzip bomb (209 MB)',
      mb(memory.peakAboveIdleGzipBomb),
      `≤ ${mb(2 * memory.capBytes)}`,
      mark(memory.peakAboveIdleGzipBomb <= 2 * memory.capBytes),
    ],
    ['peak RSS above idle, three at once', mb(memory.peakAboveIdleThreeAtOnce), '(for reference)', ''],
    [
      `upstream calls, simulated hour (${hour.visitors.toLocaleString('en')} visitors, ${hour.requests.toLocaleString('en')} requests)`,
      hour.upstreamCalls.toLocaleString('en'),
      `≤ ${hour.budget.toLocaleString('en')}`,
      mark(hour.upstreamCalls <= hour.budget),
    ],
    ['  hit ratio (fresh + stale)', percent(hour.hitRatio), '', ''],
    ['  stale answers', percent(hour.staleShare), '', ''],
    ['  503 (nothing to serve)', percent(hour.unavailableShare), '', ''],
    ['  simulated in', `${hour.seconds.toFixed(1)} s`, '', ''],
    ...redisRows(figures),
    ...hostileRows(figures.hostile),
  ];
}

/** Issue 22's figure: the other visitors' 200s while one address drains. */
function hostileRows(hostile: HostileFigures): string[][] {
  const attacker = Object.entries(hostile.attacker)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return [
    [
      `hostile visitor: others' 200s while one address drains (budget ${hostile.budget})`,
      `${percent(hostile.othersOkShare)} (${hostile.othersOk} of ${hostile.others})`,
      '100 %',
      hostile.othersOk === hostile.others ? 'ok' : 'MISSED',
    ],
    ["  the attacker's 400 requests (20 at a time)", attacker, '', ''],
    ['  upstream calls', String(hostile.upstreamCalls), `≤ ${hostile.budget}`, hostile.upstreamCalls <= hostile.budget ? 'ok' : 'MISSED'],
    ['  measured in', `${hostile.seconds.toFixed(1)} s`, '', ''],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await measureProxy((message) => process.stderr.write(`${message}\n`));
  const rows = proxyRows(figures);
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  console.log(
    `PROXY (idle RSS ${mb(figures.memory.idleRss)}, cap ${mb(figures.memory.capBytes)}; statuses under attack: ${figures.memory.statuses.join(' ')})`,
  );
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  process.exit(0);
}
