import { get } from 'node:http';
import autocannon from 'autocannon';
import type { Example } from './catalogue';
import type { RunningServer } from './server';
import { median } from './stats';

/**
 * The server under load on loopback: requests per second and p99 latency for a mix of /api/v2
 * operations at 100 connections, beside the server's bare route (GET /healthz) the same way.
 * Each connection cycles through the mix; a short warm-up of each comes first, then rounds of
 * floor and mix in turn.
 */

export const CONNECTIONS = 100;
/** Seconds of each route per round, and rounds: floor and mix alternate, so drifting load from
 * elsewhere on the machine hits both alike; ratios are the medians of each round's ratios. */
export const ROUND_SECONDS = 2;
export const ROUNDS = 6;
export const WARMUP_SECONDS = 3;

export interface LoadRun {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The server's CPU time (user + system) per answered request, in microseconds; null off Linux. */
  cpuMicrosPerRequest: number | null;
}

export interface ServerFigures {
  connections: number;
  /** Seconds measured per route (ROUNDS × ROUND_SECONDS). */
  durationSeconds: number;
  rounds: number;
  mix: string[];
  /** Requests per second over all rounds; p50 and p99 the medians of the rounds'. */
  api: LoadRun;
  floor: LoadRun;
  /**
   * api / floor: the share of the bare route's rate the API keeps, how much longer its p99 is,
   * and how much more server CPU a request costs (the figure least moved by other load on the
   * machine).
   */
  ratio: {
    requestsPerSecond: number;
    latencyP99: number;
    cpuPerRequest: number | null;
  };
  runs: { api: LoadRun[]; floor: LoadRun[] };
}

const HEADERS = {
  authorization: 'Bearer demo',
  accept: 'application/json',
  'accept-language': 'en',
};

export function apiMix(example: Example): string[] {
  return [
    '/api/v2/types',
    `/api/v2/manufacturers/type/${example.type.id}?limit=100`,
    `/api/v2/manufacturers/${example.manufacturer.id}`,
    `/api/v2/models/${example.model.id}`,
    `/api/v2/generations/${example.generation.id}`,
    `/api/v2/engines/${example.engine.id}`,
    '/api/v2/search?query=golf%20tdi&limit=50',
  ];
}

async function hammer(
  server: RunningServer,
  paths: string[],
  duration: number,
  connections = CONNECTIONS,
  headers: Record<string, string> = HEADERS,
): Promise<LoadRun> {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({
    url: server.base,
    connections,
    duration,
    headers,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMicrosPerRequest: cpuBefore === null ? null : ((server.cpuSeconds()! - cpuBefore) * 1e6) / result.requests.total,
  };
}

function combine(runs: LoadRun[]): LoadRun {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const cpu = runs.every((run) => run.cpuMicrosPerRequest !== null)
    ? runs.reduce((sum, run) => sum + run.cpuMicrosPerRequest! * run.requests, 0) / requests
    : null;
  const seconds = runs.reduce((sum, run) => sum + run.requests / run.requestsPerSecond, 0);
  return {
    requestsPerSecond: requests / seconds,
    latencyP50: median(runs.map((run) => run.latencyP50)),
    latencyP99: median(runs.map((run) => run.latencyP99)),
    requests,
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuMicrosPerRequest: cpu,
  };
}

export async function measureServer(server: RunningServer, example: Example): Promise<ServerFigures> {
  const mix = apiMix(example);
  const floorPaths = ['/healthz'];
  await hammer(server, floorPaths, WARMUP_SECONDS);
  await hammer(server, mix, WARMUP_SECONDS);
  const runs = { api: [] as LoadRun[], floor: [] as LoadRun[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.floor.push(await hammer(server, floorPaths, ROUND_SECONDS));
    runs.api.push(await hammer(server, mix, ROUND_SECONDS));
  }
  const api = combine(runs.api);
  const floor = combine(runs.floor);
  for (const [name, run] of [
    ['API mix', api],
    ['bare route', floor],
  ] as const) {
    if (run.non2xx > 0 || run.errors > 0) throw new Error(`${name}: ${run.non2xx} answers were not 2xx and ${run.errors} requests failed`);
  }
  return {
    connections: CONNECTIONS,
    durationSeconds: ROUNDS * ROUND_SECONDS,
    rounds: ROUNDS,
    mix,
    api,
    floor,
    ratio: {
      requestsPerSecond: median(runs.api.map((run, index) => run.requestsPerSecond / runs.floor[index]!.requestsPerSecond)),
      latencyP99: median(runs.api.map((run, index) => run.latencyP99 / runs.floor[index]!.latencyP99)),
      cpuPerRequest: api.cpuMicrosPerRequest !== null && floor.cpuMicrosPerRequest !== null ? api.cpuMicrosPerRequest / floor.cpuMicrosPerRequest : null,
    },
    runs,
  };
}

/** A browser's first request for a page: HTML, compressed as the browser accepts it. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'br, gzip',
  'accept-language': 'en',
};
export const PAGE_CONNECTIONS = 50;
export const PAGE_ROUNDS = 5;

export interface PageServerFigures {
  connections: number;
  durationSeconds: number;
  rounds: number;
  path: string;
  /** Size of one answer as sent (brotli), to show what was served. */
  encodedBytes: number;
  page: LoadRun;
  floor: LoadRun;
  /** The page at one connection (no request waits for another): its CPU per page alone (from the rendered-page cache). */
  single: LoadRun;
  /**
   * The page rendered afresh at one connection: each request a URL not asked for before (an
   * unknown query parameter, which the page ignores), so the rendered-page cache never answers.
   * Its CPU per page is the cold render's.
   */
  cold: LoadRun;
  /**
   * The page at PAGE_CONNECTIONS without compression (Accept-Encoding: identity) and with brotli,
   * two rounds each in turn: what compressing the streamed HTML costs under load.
   */
  uncompressed: { plain: LoadRun; brotli: LoadRun };
  /** page / floor: medians of the rounds' ratios; CPU per request of the totals. */
  ratio: {
    requestsPerSecond: number;
    latencyP50: number;
    latencyP99: number;
    cpuPerRequest: number | null;
  };
  runs: { page: LoadRun[]; floor: LoadRun[] };
}

/**
 * The server-rendered engine page (a browser's request for the HTML, brotli accepted) under
 * PAGE_CONNECTIONS connections, in rounds alternating with GET /healthz, as measureServer does.
 */
export async function measurePageServer(server: RunningServer, example: Example): Promise<PageServerFigures> {
  const path = example.paths.engine;
  const probe = await fetch(`${server.base}${path}`, { headers: PAGE_HEADERS });
  const html = await probe.text();
  if (!probe.ok || !html.includes(example.engine.name))
    throw new Error(`GET ${path}: ${probe.status}, the engine's name is ${html.includes(example.engine.name) ? '' : 'not '}in the page`);
  // fetch decompresses; autocannon does not: count the bytes as sent.
  const encoded = await new Promise<number>((resolve, reject) => {
    const url = new URL(`${server.base}${path}`);
    get(url, { headers: PAGE_HEADERS }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
  await hammer(server, ['/healthz'], WARMUP_SECONDS, PAGE_CONNECTIONS, PAGE_HEADERS);
  await hammer(server, [path], WARMUP_SECONDS, PAGE_CONNECTIONS, PAGE_HEADERS);
  const runs = { page: [] as LoadRun[], floor: [] as LoadRun[] };
  for (let round = 0; round < PAGE_ROUNDS; round += 1) {
    runs.floor.push(await hammer(server, ['/healthz'], ROUND_SECONDS, PAGE_CONNECTIONS, PAGE_HEADERS));
    runs.page.push(await hammer(server, [path], ROUND_SECONDS, PAGE_CONNECTIONS, PAGE_HEADERS));
  }
  const page = combine(runs.page);
  const floor = combine(runs.floor);
  const single = await hammer(server, [path], ROUND_SECONDS, 1, PAGE_HEADERS);
  const coldPaths = Array.from({ length: 20_000 }, (_, index) => `${path}?cold=${Date.now().toString(36)}-${index}`);
  const cold = await hammer(server, coldPaths, ROUND_SECONDS, 1, PAGE_HEADERS);
  if (cold.requests >= coldPaths.length) throw new Error('The cold render asked for more pages than it had fresh URLs');
  // Brotli and plain in turn, two rounds each, so drifting load hits both alike.
  const plainRuns: LoadRun[] = [];
  const compressedRuns: LoadRun[] = [];
  for (let round = 0; round < 2; round += 1) {
    plainRuns.push(await hammer(server, [path], ROUND_SECONDS, PAGE_CONNECTIONS, { ...PAGE_HEADERS, 'accept-encoding': 'identity' }));
    compressedRuns.push(await hammer(server, [path], ROUND_SECONDS, PAGE_CONNECTIONS, PAGE_HEADERS));
  }
  const uncompressed = { plain: combine(plainRuns), brotli: combine(compressedRuns) };
  for (const [name, run] of [
    ['engine page', page],
    ['bare route', floor],
    ['engine page at one connection', single],
    ['engine page rendered afresh', cold],
    ['engine page without compression', uncompressed.plain],
    ['engine page beside it', uncompressed.brotli],
  ] as const) {
    if (run.non2xx > 0 || run.errors > 0) throw new Error(`${name}: ${run.non2xx} answers were not 2xx and ${run.errors} requests failed`);
  }
  const ratioOf = (pick: (run: LoadRun) => number) => median(runs.page.map((run, index) => pick(run) / pick(runs.floor[index]!)));
  return {
    connections: PAGE_CONNECTIONS,
    durationSeconds: PAGE_ROUNDS * ROUND_SECONDS,
    rounds: PAGE_ROUNDS,
    path,
    encodedBytes: encoded,
    page,
    floor,
    single,
    cold,
    uncompressed,
    ratio: {
      requestsPerSecond: ratioOf((run) => run.requestsPerSecond),
      latencyP50: ratioOf((run) => run.latencyP50),
      latencyP99: ratioOf((run) => run.latencyP99),
      cpuPerRequest: page.cpuMicrosPerRequest !== null && floor.cpuMicrosPerRequest !== null ? page.cpuMicrosPerRequest / floor.cpuMicrosPerRequest : null,
    },
    runs,
  };
}
