import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKeys } from '../demo/keys';
import {
  apiTargetArb,
  catalogueHash,
  checkResponse,
  expectation,
  fuzz,
  fuzzSeed,
  headerChoicesArb,
  KEY_NAMES,
  methodRequestArb,
  pools,
  randomTargetArb,
  rawClient,
  SUPPORTED,
  withHeaders,
  type FuzzRequest,
  type KeyName,
  type OracleOptions,
  type Pools,
} from '../test/fuzz';
import { manualClock, startServer, type TestServer } from '../test/harness';

/**
 * The fuzz of server/demo/fuzz.test.ts, smaller, through proxy mode: the whole server in proxy
 * mode in front of a demo server as its upstream. Every answer holds the same properties (never
 * 5xx, the error shape, the contract's status, with the proxy's own key instead of the
 * browser's); and junk never reaches the upstream: every request it receives is a canonical
 * contract request with the proxy's key, and it answers each 200 or 404. Afterwards the upstream
 * charged the key exactly its 2xx answers, and good answers through the proxy are unchanged.
 */

const DEFAULT_SEED = 20_260_202;
const SEED = fuzzSeed(DEFAULT_SEED);

const RUNS = { paths: 800, search: 400, headers: 400, methods: 200, random: 200 };
const TOTAL = Object.values(RUNS).reduce((sum, runs) => sum + runs, 0);
const TIMEOUT = 120_000;

interface Forwarded {
  url: string;
  authorization?: string;
  accept?: string;
  language?: string;
  status?: number;
}

let upstream: TestServer;
let proxy: TestServer;
let client: ReturnType<typeof rawClient>;
let oracle: OracleOptions;
let pool: Pools;
let port: string;
const forwarded: Forwarded[] = [];
let usedBefore: number;
let answersBefore: string[];
let catalogueBefore: string;

/** The forms the proxy forwards: canonical ids, known parameters only, in a fixed order. */
const ID = '(?:[1-9][0-9]{0,15})';
const CURSOR = `cursor=(?:0|${ID})`;
const LIMIT = 'limit=(?:[1-9][0-9]?|100)';
const CANONICAL = new RegExp(
  `^/api/v[12]/(?:subscription|types|manufacturers/type/${ID}(?:\\?${CURSOR}(?:&${LIMIT})?|\\?${LIMIT})?|manufacturers/${ID}|models/manufacturer/${ID}|models/${ID}|generations/model/${ID}|generations/${ID}|engines/generation/${ID}|engines/${ID}|search\\?query=[^&]+(?:&${CURSOR})?(?:&${LIMIT})?)$`,
);

function goodPaths(): string[] {
  const engine = proxy.catalogue.engines.find((item) => item.name === '1.8T 150hp 210Nm' && item.origin === 'shared')!;
  return [
    '/api/v2/types',
    '/api/v1/manufacturers/type/1?limit=7&cursor=5',
    `/api/v2/models/manufacturer/${engine.manufacturerId}`,
    `/api/v1/generations/${engine.generationId}`,
    `/api/v2/engines/${engine.id}`,
    '/api/v2/search?query=TDI&limit=20',
    '/api/v1/subscription',
  ];
}

async function answers(): Promise<string[]> {
  const texts: string[] = [];
  for (const path of goodPaths()) {
    const response = await proxy.get(path, { language: 'de' });
    expect(response.status, path).toBe(200);
    texts.push(`${path}\n${response.text}`);
  }
  return texts;
}

beforeAll(async () => {
  upstream = await startServer({
    env: { VTDB_RATE_WINDOW_SECONDS: '86400', VTDB_DEMO_CALLS_LIMIT: '1000000' },
    now: manualClock().now,
    beforeListen: (app) => {
      app.addHook('onResponse', async (request, reply) => {
        if (!request.url.startsWith('/api/')) return;
        const { authorization, accept } = request.headers;
        forwarded.push({ url: request.url, authorization, accept, language: request.headers['accept-language'], status: reply.statusCode });
      });
    },
  });
  proxy = await startServer({ env: { VTDB_UPSTREAM: `${upstream.baseUrl}/api`, VTDB_API_KEY: 'demo', VTDB_VISITOR_LIMIT: '1000000' } });
  port = new URL(proxy.baseUrl).port;
  client = rawClient(proxy.baseUrl, 16);
  const keys = demoKeys(upstream.config);
  oracle = {
    catalogue: proxy.catalogue,
    mode: 'proxy',
    proxyKey: 'demo',
    accounts: Object.fromEntries(KEY_NAMES.map((name) => [name, keys.get(name)?.customised ? keys.get(name)!.account : null])) as Record<
      KeyName,
      string | null
    >,
  };
  pool = pools(proxy.catalogue);
  answersBefore = await answers();
  catalogueBefore = catalogueHash(proxy.catalogue);
  usedBefore = await upstream.limiter.used('demo');
  forwarded.length = 0;
});

afterAll(async () => {
  client?.close();
  await proxy?.close();
  await upstream?.close();
});

const statuses = new Map<number, number>();

async function fuzzRequests(arbitrary: fc.Arbitrary<FuzzRequest>, runs: number, offset: number) {
  const sentBefore = client.sent;
  await fuzz(
    arbitrary,
    async (request) => {
      const response = await client.send(request);
      checkResponse(request, response, expectation(request, oracle));
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    },
    { seed: SEED + offset * 1000, numRuns: runs, lanes: 16 },
  );
  expect(client.sent - sentBefore).toBeGreaterThanOrEqual(runs);
}

describe(`fuzz through proxy mode: ${TOTAL.toLocaleString('en')} generated requests, 16 in flight (seed ${SEED})`, () => {
  const methods = fc.oneof({ weight: 9, arbitrary: fc.constant('GET') }, fc.constant('HEAD'));

  it(
    `${RUNS.paths} requests: operations with generated ids, cursors, limits and near-miss paths`,
    async () => {
      await fuzzRequests(
        fc.tuple(methods, apiTargetArb(pool), headerChoicesArb(port, 'mostly-valid')).map(([method, target, headers]) => withHeaders(method, target, headers)),
        RUNS.paths,
        0,
      );
    },
    TIMEOUT,
  );

  it(
    `${RUNS.search} requests: /search with odd Unicode, control characters and bound lengths`,
    async () => {
      await fuzzRequests(
        fc.tuple(apiTargetArb(pool, { search: true }), headerChoicesArb(port, 'mostly-valid')).map(([target, headers]) => withHeaders('GET', target, headers)),
        RUNS.search,
        1,
      );
    },
    TIMEOUT,
  );

  it(
    `${RUNS.headers} requests: odd Authorization, Accept-Language and Accept headers`,
    async () => {
      await fuzzRequests(
        fc.tuple(methods, apiTargetArb(pool), headerChoicesArb(port, 'any')).map(([method, target, headers]) => withHeaders(method, target, headers)),
        RUNS.headers,
        2,
      );
    },
    TIMEOUT,
  );

  it(
    `${RUNS.methods} requests: other methods, bodies and preflights`,
    async () => {
      await fuzzRequests(methodRequestArb(pool, port), RUNS.methods, 3);
    },
    TIMEOUT,
  );

  it(
    `${RUNS.random} requests: random paths inside and outside /api`,
    async () => {
      await fuzzRequests(
        fc.tuple(methods, randomTargetArb, headerChoicesArb(port, 'mostly-valid')).map(([method, target, headers]) => withHeaders(method, target, headers)),
        RUNS.random,
        4,
      );
    },
    TIMEOUT,
  );

  it(
    'sends the upstream only canonical requests, and leaves the state unchanged',
    async () => {
      expect(client.sent).toBeGreaterThanOrEqual(TOTAL);
      expect(statuses.get(200) ?? 0).toBeGreaterThan(TOTAL * 0.1);
      expect(forwarded.length).toBeGreaterThan(0);
      for (const request of forwarded) {
        expect(request.url).toMatch(CANONICAL);
        expect(request.authorization, request.url).toBe('Bearer demo');
        expect(request.accept, request.url).toBe('application/json');
        expect(SUPPORTED[request.url.startsWith('/api/v1/') ? 'v1' : 'v2'], request.url).toContain(request.language);
        expect([200, 404], `${request.url} answered ${request.status}`).toContain(request.status);
      }
      const successes = forwarded.filter((request) => request.status === 200).length;
      expect((await upstream.limiter.used('demo')) - usedBefore).toBe(successes);
      expect(await answers()).toEqual(answersBefore);
      expect(catalogueHash(proxy.catalogue)).toBe(catalogueBefore);
    },
    TIMEOUT,
  );
});
