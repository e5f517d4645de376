import { describe, expect, it } from 'vitest';
import { PRIVATE_ID_START } from '../../contract/constants';
import {
  expectError,
  getOk,
  useServer,
  type Engine,
  type Manufacturer,
  type Model,
  type Page,
  type SearchPage,
  type TestResponse,
  type TestServer,
} from '../test/harness';

/**
 * Versioning: the v1 deprecation headers on every answer, the Sunset header only when
 * configured, the retirement switch (410 on v1, v2 untouched), and the v2 customised
 * catalogue: private records for the `demo` key only, never on v1.
 */

const SUNSET_ENV = { VTDB_V1_DEPRECATION: '2026-05-01', VTDB_V1_SUNSET: '2026-09-01', VTDB_MIGRATION_URL: 'https://docs.example.test/v2-migration' };

const server = useServer();
const sunsetServer = useServer({ env: SUNSET_ENV });
const retiredServer = useServer({ env: { VTDB_V1_RETIRED: '1' } });

/** One request of each kind: successes and every error status that v1 can give. */
const V1_REQUESTS: { path: string; status: number; options?: Parameters<TestServer['get']>[1] }[] = [
  { path: '/api/v1/types', status: 200 },
  { path: '/api/v1/subscription', status: 200 },
  { path: '/api/v1/engines/1', status: 200 },
  { path: '/api/v1/search?query=TDI', status: 200 },
  { path: '/api/v1/engines/abc', status: 400 },
  { path: '/api/v1/search?query=ab', status: 400 },
  { path: '/api/v1/types', status: 401, options: { key: undefined } },
  { path: '/api/v1/types', status: 401, options: { key: 'unknown' } },
  { path: '/api/v1/types', status: 403, options: { key: 'demo-inactive' } },
  { path: '/api/v1/engines/2000000000', status: 404 },
  { path: '/api/v1/nothing', status: 404 },
  { path: '/api/v1/types', status: 404, options: { method: 'POST' } },
  { path: '/api/v1/types', status: 406, options: { language: 'xx' } },
  { path: '/api/v1/types', status: 406, options: { headers: { accept: 'text/html' } } },
];

const V1_OPERATIONS = [
  '/subscription',
  '/types',
  '/manufacturers/type/1',
  '/manufacturers/4',
  '/models/manufacturer/4',
  '/models/1',
  '/generations/model/1',
  '/generations/1',
  '/engines/generation/1',
  '/engines/1',
  '/search?query=TDI',
];

/** The body with the server's own origin (in media URLs) replaced, to compare servers. */
const portless = (target: TestServer, response: TestResponse) => response.text.replaceAll(target.baseUrl, '<origin>');

async function send(target: TestServer, request: (typeof V1_REQUESTS)[number]): Promise<TestResponse> {
  const response = await target.get(request.path, { key: 'demo-shared', ...request.options });
  expect(response.status, `${request.options?.method ?? 'GET'} ${request.path} ${JSON.stringify(request.options ?? {})}`).toBe(request.status);
  return response;
}

describe('v1 deprecation headers', () => {
  it('are on every v1 answer, success or error, with the configured dates', async () => {
    const deprecation = `@${Date.UTC(2026, 2, 1) / 1000}`;
    for (const request of V1_REQUESTS) {
      const response = await send(server, request);
      expect(response.headers.get('deprecation'), request.path).toBe(deprecation);
      expect(response.headers.get('deprecation')).toMatch(/^@\d+$/);
      const link = response.headers.get('link') ?? '';
      expect(link).toMatch(/^<https?:\/\/[^>]+>;.*rel="deprecation"/);
      expect(link).toContain(server.config.v1.migrationUrl);
      expect(response.headers.get('sunset'), 'no Sunset unless configured').toBeNull();
    }
  });

  it('Sunset appears when configured; Deprecation and Link follow the configuration', async () => {
    for (const request of V1_REQUESTS) {
      const response = await send(sunsetServer, request);
      expect(response.headers.get('deprecation')).toBe(`@${Date.UTC(2026, 4, 1) / 1000}`);
      expect(response.headers.get('sunset')).toBe('Tue, 01 Sep 2026 00:00:00 GMT');
      expect(Date.parse(response.headers.get('sunset')!)).toBe(Date.UTC(2026, 8, 1));
      expect(response.headers.get('link')).toBe('<https://docs.example.test/v2-migration>; rel="deprecation"; type="text/html"');
    }
  });

  it('do not change the body, and v2 has none of them', async () => {
    for (const path of ['/types', '/manufacturers/type/1', '/engines/1', '/search?query=golf']) {
      const plain = await server.get(`/api/v1${path}`, { key: 'demo-shared' });
      const announced = await sunsetServer.get(`/api/v1${path}`, { key: 'demo-shared' });
      expect(portless(sunsetServer, announced)).toBe(portless(server, plain));
    }
    for (const target of [server, sunsetServer]) {
      for (const response of [await target.get('/api/v2/types', { key: 'demo-shared' }), await target.get('/api/v2/nothing', { key: 'demo-shared' })]) {
        expect(response.headers.get('deprecation')).toBeNull();
        expect(response.headers.get('sunset')).toBeNull();
        expect(response.headers.get('link')).toBeNull();
      }
    }
  });
});

describe('v1 retirement (VTDB_V1_RETIRED=1)', () => {
  it('every v1 request answers 410 with migration guidance and no redirect', async () => {
    const requests = [
      ...V1_OPERATIONS.map((path) => ({ path: `/api/v1${path}`, options: {} })),
      ...V1_REQUESTS.map((request) => ({ path: request.path, options: request.options ?? {} })),
      { path: '/api/v1/engines/9007199254740991', options: {} },
    ];
    for (const { path, options } of requests) {
      const response = await retiredServer.get(path, { key: 'demo-shared', ...options });
      const body = expectError(response, 410, `${path} ${JSON.stringify(options)}`);
      expect(body.message).toMatch(/v2/);
      expect(body.message).toContain(retiredServer.config.v1.migrationUrl);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('deprecation')).toMatch(/^@\d+$/);
    }
  });

  it('leaves v2 working exactly as before', async () => {
    for (const path of V1_OPERATIONS) {
      const retired = await retiredServer.get(`/api/v2${path}`, { key: 'demo' });
      const normal = await server.get(`/api/v2${path}`, { key: 'demo' });
      expect(retired.status, path).toBe(200);
      expect(portless(retiredServer, retired)).toBe(portless(server, normal));
    }
  });

  it('is off by default', async () => {
    expect((await server.get('/api/v1/types', { key: 'demo-shared' })).status).toBe(200);
  });
});

describe('private records of the customised catalogue', () => {
  const privateRecords = () => {
    const { catalogue } = server;
    return {
      manufacturers: catalogue.manufacturers.filter((item) => item.origin === 'private'),
      models: catalogue.models.filter((item) => item.origin === 'private'),
      generations: catalogue.generations.filter((item) => item.origin === 'private'),
      engines: catalogue.engines.filter((item) => item.origin === 'private'),
    };
  };

  /** The records as [the API path's word for their kind, the records] pairs. */
  const byKind = (records: ReturnType<typeof privateRecords>) =>
    [
      ['manufacturers', records.manufacturers],
      ['models', records.models],
      ['generations', records.generations],
      ['engines', records.engines],
    ] as const;

  it('exist in the catalogue with ids from 2^32, one engine at 2^53 - 1', () => {
    const records = privateRecords();
    for (const list of Object.values(records)) {
      expect(list.length).toBeGreaterThan(0);
      for (const record of list) expect(record.id).toBeGreaterThanOrEqual(PRIVATE_ID_START);
    }
    expect(records.engines.map((engine) => engine.id)).toContain(9007199254740991);
  });

  it('demo on v2: the private manufacturer is in type 1 and the 2^53 - 1 engine is under Audi A4 B5, all fetchable', async () => {
    const page = await getOk<Page<Manufacturer>>(server, 'v2', '/manufacturers/type/1?limit=100', { key: 'demo' });
    const owned = page.items.filter((item) => item.id >= PRIVATE_ID_START);
    expect(owned.length).toBeGreaterThan(0);
    for (const item of page.items) expect(item.origin).toBe(item.id >= PRIVATE_ID_START ? 'private' : 'shared');

    const engine = server.catalogue.engineById.get(9007199254740991)!;
    const response = await server.get(`/api/v2/engines/generation/${engine.generationId}`, { key: 'demo' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('"id":9007199254740991');
    const engines = response.body as Engine[];
    const found = engines.find((item) => item.id === 9007199254740991);
    expect(found?.origin).toBe('private');
    for (const item of engines) if (item.id !== 9007199254740991) expect(item.origin).toBe('shared');
    const generation = await getOk<{ name: string; model: { name: string }; manufacturer: { name: string } }>(
      server,
      'v2',
      `/generations/${engine.generationId}`,
      { key: 'demo' },
    );
    expect([generation.manufacturer.name, generation.model.name, generation.name]).toEqual(['Audi', 'A4', 'B5']);

    const detail = await server.get('/api/v2/engines/9007199254740991', { key: 'demo' });
    expect(detail.status).toBe(200);
    expect(detail.text).toMatch(/^\{"id":9007199254740991,/);
    expect((detail.body as Engine).id).toBe(Number.MAX_SAFE_INTEGER);

    const records = privateRecords();
    for (const [kind, list] of byKind(records)) {
      for (const record of list) {
        const body = await getOk<{ id: number; origin: string }>(server, 'v2', `/${kind}/${record.id}`, { key: 'demo' });
        expect(body).toMatchObject({ id: record.id, origin: 'private' });
      }
    }
    const models = await getOk<Model[]>(server, 'v2', `/models/manufacturer/${records.manufacturers[0]!.id}`, { key: 'demo' });
    expect(models.length).toBeGreaterThan(0);
    for (const model of models) expect(model.origin).toBe('private');
    const search = await getOk<SearchPage>(server, 'v2', '/search?query=kessler', { key: 'demo' });
    expect(search.total).toBeGreaterThan(0);
  });

  it('demo-shared on v2 and every key on v1 see none of them; fetching answers 404 (v1: 400, above its range)', async () => {
    const records = privateRecords();
    const views = [
      { version: 'v2', key: 'demo-shared', status: 404 },
      { version: 'v1', key: 'demo-shared', status: 400 },
      { version: 'v1', key: 'demo', status: 400 },
    ] as const;
    for (const { version, key, status } of views) {
      const page = await getOk<Page<Manufacturer>>(server, version, '/manufacturers/type/1?limit=100', { key });
      for (const item of page.items) {
        expect(item.id).toBeLessThan(PRIVATE_ID_START);
        if (version === 'v2') expect(item.origin).toBe('shared');
        else expect(item).not.toHaveProperty('origin');
      }
      const engine = server.catalogue.engineById.get(9007199254740991)!;
      const engines = await getOk<Engine[]>(server, version, `/engines/generation/${engine.generationId}`, { key });
      expect(engines.length).toBeGreaterThan(0);
      for (const item of engines) expect(item.id).toBeLessThan(PRIVATE_ID_START);
      const volkswagen = records.models.find((model) => model.manufacturerId < PRIVATE_ID_START)!;
      const vwModels = await getOk<Model[]>(server, version, `/models/manufacturer/${volkswagen.manufacturerId}`, { key });
      expect(vwModels.map((model) => model.id)).not.toContain(volkswagen.id);
      for (const [kind, list] of byKind(records)) {
        for (const record of list)
          expectError(await server.get(`/api/${version}/${kind}/${record.id}`, { key }), status, `${version} ${key} ${kind}/${record.id}`);
      }
      for (const path of [
        `/models/manufacturer/${records.manufacturers[0]!.id}`,
        `/generations/model/${records.models[0]!.id}`,
        `/engines/generation/${records.generations[0]!.id}`,
      ]) {
        expectError(await server.get(`/api/${version}${path}`, { key }), status, `${version} ${key} ${path}`);
      }
      const search = await getOk<SearchPage>(server, version, '/search?query=kessler', { key });
      expect(search.total).toBe(0);
    }
  });
});
