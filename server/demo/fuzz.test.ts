import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue/model';
import {
  apiTargetArb,
  catalogueHash,
  checkResponse,
  describe as describeRequest,
  expectation,
  fuzz,
  fuzzSeed,
  headerChoicesArb,
  KEY_NAMES,
  methodRequestArb,
  pools,
  randomTargetArb,
  rawClient,
  withHeaders,
  type Expectation,
  type FuzzRequest,
  type KeyName,
  type OracleOptions,
  type Pools,
  type RawResponse,
} from '../test/fuzz';
import { manualClock, startServer, type TestServer } from '../test/harness';
import { demoKeys } from './keys';

/**
 * Property-based fuzzing of the demo API over real HTTP: 10,000 generated requests (paths, ids,
 * cursors, limits, search text with odd Unicode and control characters, odd headers, odd
 * methods and bodies, random paths inside and outside /api), 16 in flight. Every answer: never
 * 5xx; under /api JSON, each 4xx `{code, message}` with code = status; the status the contract
 * allows (see server/test/fuzz.ts); 200 bodies in the contract's shape. Afterwards the state is
 * unchanged: each key was charged exactly its 2xx answers, and fixed good answers and the
 * catalogue are byte-identical.
 *
 * The seed is fixed so CI is deterministic; FUZZ_SEED=<integer> explores others (a failure names
 * its seed and fast-check's replay path).
 */

const DEFAULT_SEED = 20_260_101;
const SEED = fuzzSeed(DEFAULT_SEED);

const RUNS = { paths: 4000, search: 2000, headers: 2000, methods: 1000, random: 1000 };
const TOTAL = Object.values(RUNS).reduce((sum, runs) => sum + runs, 0);
const TIMEOUT = 180_000;
const LIMITED_CALLS = 20;

let server: TestServer;
let client: ReturnType<typeof rawClient>;
let oracle: OracleOptions;
let pool: Pools;
let port: string;

const charged = new Map<KeyName, number>(KEY_NAMES.map((key) => [key, 0]));
const unknownTokens = new Set<string>();
const statuses = new Map<number, number>();

interface State {
  answers: string[];
  catalogue: string;
}
let before: State;
let usedBefore: Record<KeyName, number>;

/** Good requests whose answers must not change (keys demo and demo-shared only: demo-limited stays for the fuzz). */
function goodRequests(catalogue: Catalogue): { path: string; key: KeyName; language?: string }[] {
  const engine = catalogue.engines.find((item) => item.name === '1.8T 150hp 210Nm' && item.origin === 'shared')!;
  const privateEngine = catalogue.engines.find((item) => item.origin === 'private')!;
  return [
    { path: '/api/v2/types', key: 'demo', language: 'de' },
    { path: '/api/v1/types', key: 'demo-shared', language: 'hu' },
    { path: '/api/v2/manufacturers/type/1?limit=7&cursor=5', key: 'demo' },
    { path: '/api/v1/manufacturers/type/2', key: 'demo-shared', language: 'fr' },
    { path: `/api/v2/manufacturers/${engine.manufacturerId}`, key: 'demo' },
    { path: `/api/v2/models/manufacturer/${engine.manufacturerId}`, key: 'demo', language: 'zs' },
    { path: `/api/v1/models/${engine.modelId}`, key: 'demo-shared' },
    { path: `/api/v2/generations/model/${engine.modelId}`, key: 'demo' },
    { path: `/api/v2/generations/${engine.generationId}`, key: 'demo', language: 'sv' },
    { path: `/api/v1/engines/generation/${engine.generationId}`, key: 'demo-shared' },
    { path: `/api/v1/engines/${engine.id}`, key: 'demo-shared', language: 'nb' },
    { path: `/api/v2/engines/${privateEngine.id}`, key: 'demo' },
    { path: '/api/v2/search?query=TDI&limit=20', key: 'demo' },
    { path: '/api/v1/search?query=golf&limit=5&cursor=100', key: 'demo-shared', language: 'ru' },
    { path: '/api/v2/subscription', key: 'demo' },
    { path: '/api/v1/subscription', key: 'demo-shared' },
  ];
}

async function state(): Promise<State> {
  const answers: string[] = [];
  for (const { path, key, language } of goodRequests(server.catalogue)) {
    const response = await server.get(path, { key, language });
    expect(response.status, path).toBe(200);
    answers.push(`${path} ${response.headers.get('content-language')}\n${response.text}`);
  }
  return { answers, catalogue: catalogueHash(server.catalogue) };
}

const used = async () => Object.fromEntries(await Promise.all(KEY_NAMES.map(async (key) => [key, await server.limiter.used(key)]))) as Record<KeyName, number>;

beforeAll(async () => {
  const clock = manualClock();
  server = await startServer({
    env: { VTDB_RATE_WINDOW_SECONDS: '86400', VTDB_DEMO_CALLS_LIMIT: '1000000', VTDB_LIMITED_CALLS_LIMIT: String(LIMITED_CALLS) },
    now: clock.now,
  });
  port = new URL(server.baseUrl).port;
  client = rawClient(server.baseUrl, 16);
  const keys = demoKeys(server.config);
  oracle = {
    catalogue: server.catalogue,
    mode: 'demo',
    accounts: Object.fromEntries(KEY_NAMES.map((name) => [name, keys.get(name)?.customised ? keys.get(name)!.account : null])) as Record<
      KeyName,
      string | null
    >,
  };
  pool = pools(server.catalogue);
  before = await state();
  usedBefore = await used();
});

afterAll(async () => {
  client?.close();
  await server?.close();
});

/** Sends one request, checks the answer, and books 2xx answers to the key they were charged to. */
async function run(request: FuzzRequest, tally: Map<number, number>): Promise<{ response: RawResponse; expected: Expectation }> {
  const response = await client.send(request);
  const expected = expectation(request, oracle);
  checkResponse(request, response, expected);
  tally.set(response.status, (tally.get(response.status) ?? 0) + 1);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  if (request.unknownToken) unknownTokens.add(request.unknownToken);
  const success = response.status >= 200 && response.status < 300;
  if (expected.api && success && (request.method === 'GET' || request.method === 'HEAD')) {
    if (request.key === undefined) throw new Error(`2xx without a valid key: ${describeRequest(request)}`);
    charged.set(request.key, (charged.get(request.key) ?? 0) + 1);
  }
  return { response, expected };
}

/** Runs a property over `runs` requests and returns the statuses seen. */
async function fuzzRequests(arbitrary: fc.Arbitrary<FuzzRequest>, runs: number, offset: number) {
  const tally = new Map<number, number>();
  const sentBefore = client.sent;
  await fuzz(arbitrary, async (request) => void (await run(request, tally)), { seed: SEED + offset * 1000, numRuns: runs, lanes: 16 });
  expect(client.sent - sentBefore).toBeGreaterThanOrEqual(runs);
  return tally;
}

const share = (tally: Map<number, number>, status: number) => (tally.get(status) ?? 0) / [...tally.values()].reduce((sum, count) => sum + count, 0);

describe(`fuzz over HTTP: ${TOTAL.toLocaleString('en')} generated requests, 16 in flight (seed ${SEED})`, () => {
  it(
    `${RUNS.paths.toLocaleString('en')} requests: operations under /api/v1 and /api/v2 with generated ids, cursors, limits and near-miss paths`,
    async () => {
      const arbitrary = fc
        .tuple(fc.oneof({ weight: 9, arbitrary: fc.constant('GET') }, fc.constant('HEAD')), apiTargetArb(pool), headerChoicesArb(port, 'mostly-valid'))
        .map(([method, target, headers]) => withHeaders(method, target, headers));
      const tally = await fuzzRequests(arbitrary, RUNS.paths, 0);
      // Not 4xx for everything: valid ids of existing records answer 200.
      expect(share(tally, 200)).toBeGreaterThan(0.15);
      for (const status of [400, 401, 404]) expect(tally.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    `${RUNS.search.toLocaleString('en')} requests: /search with Unicode, control characters, lone surrogates, bound lengths, paging`,
    async () => {
      const arbitrary = fc
        .tuple(apiTargetArb(pool, { search: true }), headerChoicesArb(port, 'mostly-valid'))
        .map(([target, headers]) => withHeaders('GET', target, headers));
      const tally = await fuzzRequests(arbitrary, RUNS.search, 1);
      expect(share(tally, 200)).toBeGreaterThan(0.15);
      expect(tally.get(400) ?? 0).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    `${RUNS.headers.toLocaleString('en')} requests: Authorization, Accept-Language, Accept and other headers`,
    async () => {
      const engine = server.catalogue.engines.find((item) => item.origin === 'shared' && !item.hidden)!;
      const good = [
        '/subscription',
        '/types',
        '/manufacturers/type/1',
        `/manufacturers/${engine.manufacturerId}`,
        `/models/${engine.modelId}`,
        `/generations/${engine.generationId}`,
        `/engines/${engine.id}`,
        '/search?query=TDI',
      ];
      const targets = fc.oneof(
        { weight: 3, arbitrary: fc.tuple(fc.constantFrom('v1', 'v2'), fc.constantFrom(...good)).map(([version, path]) => `/api/${version}${path}`) },
        { weight: 1, arbitrary: apiTargetArb(pool) },
      );
      const arbitrary = fc
        .tuple(fc.oneof({ weight: 9, arbitrary: fc.constant('GET') }, fc.constant('HEAD')), targets, headerChoicesArb(port, 'any'))
        .map(([method, target, headers]) => withHeaders(method, target, headers));
      const tally = await fuzzRequests(arbitrary, RUNS.headers, 2);
      expect(share(tally, 200)).toBeGreaterThan(0.1);
      for (const status of [401, 406]) expect(tally.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    `${RUNS.methods.toLocaleString('en')} requests: POST, PUT, DELETE, PATCH, OPTIONS, HEAD and unknown methods, with and without a body`,
    async () => {
      const tally = await fuzzRequests(methodRequestArb(pool, port), RUNS.methods, 3);
      for (const status of [204, 404]) expect(tally.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    `${RUNS.random.toLocaleString('en')} requests: random paths inside and outside /api (dot segments, double slashes, absolute form)`,
    async () => {
      const arbitrary = fc
        .tuple(
          fc.oneof({ weight: 6, arbitrary: fc.constant('GET') }, fc.constantFrom('HEAD', 'OPTIONS')),
          randomTargetArb,
          headerChoicesArb(port, 'mostly-valid'),
        )
        .map(([method, target, headers]) => withHeaders(method, target, headers));
      await fuzzRequests(arbitrary, RUNS.random, 4);
    },
    TIMEOUT,
  );

  it(
    'leaves the state unchanged: each key charged exactly its 2xx answers, good answers and the catalogue byte-identical',
    async () => {
      expect(client.sent).toBeGreaterThanOrEqual(TOTAL);
      const usedAfter = await used();
      for (const key of KEY_NAMES) expect(usedAfter[key] - usedBefore[key], `requests charged to ${key}`).toBe(charged.get(key));
      expect(usedAfter['demo-limited']).toBeLessThanOrEqual(LIMITED_CALLS);
      for (const token of unknownTokens) expect(await server.limiter.used(token), `unknown key ${token}`).toBe(0);
      const after = await state();
      expect(after.answers).toEqual(before.answers);
      expect(after.catalogue).toBe(before.catalogue);
      // Every kind of answer occurred (the fuzz reached each check).
      for (const status of [200, 204, 400, 401, 403, 404, 406, 429]) expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
