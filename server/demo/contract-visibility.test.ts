import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './catalogue/generate';
import type { EngineRecord, GenerationRecord, ManufacturerRecord, ModelRecord } from './catalogue/model';
import { expectError, getOk, useServer, type Page, type SearchPage, type Version } from '../test/harness';

/**
 * The visibility rule (contract, States): a hidden or unavailable ancestor (manufacturer, model,
 * generation) suppresses all its descendants in lists and search. The hidden records are found
 * through the catalogue object: `hidden: true` for everyone, `hiddenFor` the demo account for
 * the `demo` key on v2. Each hidden record and every descendant must be absent from its parent's
 * list and from search, and fetching it (or its child lists) must answer 404.
 */

const server = useServer();

interface View {
  version: Version;
  key: string;
  /** The account whose customisation applies (v2 `demo` only). */
  account: string | null;
  /** Check every n-th descendant engine (v1 hides the same records as v2 demo-shared: a sample suffices). */
  engineStep: number;
}

const VIEWS: View[] = [
  { version: 'v1', key: 'demo', account: null, engineStep: 5 },
  { version: 'v2', key: 'demo-shared', account: null, engineStep: 1 },
  { version: 'v2', key: 'demo', account: DEMO_ACCOUNT, engineStep: 1 },
];

type Root = { kind: 'manufacturer'; record: ManufacturerRecord } | { kind: 'model'; record: ModelRecord } | { kind: 'generation'; record: GenerationRecord };

const hiddenIn = (record: { hidden: boolean; hiddenFor: string[] }, view: View) =>
  record.hidden || (view.account !== null && record.hiddenFor.includes(view.account));

function roots(view: View): Root[] {
  const { catalogue } = server;
  return [
    ...catalogue.manufacturers.filter((record) => hiddenIn(record, view)).map((record) => ({ kind: 'manufacturer' as const, record })),
    ...catalogue.models.filter((record) => hiddenIn(record, view)).map((record) => ({ kind: 'model' as const, record })),
    ...catalogue.generations.filter((record) => hiddenIn(record, view)).map((record) => ({ kind: 'generation' as const, record })),
  ];
}

function descendants(root: Root) {
  const { catalogue } = server;
  const models: ModelRecord[] =
    root.kind === 'manufacturer' ? (catalogue.modelsByManufacturer.get(root.record.id) ?? []) : root.kind === 'model' ? [root.record] : [];
  const generations: GenerationRecord[] =
    root.kind === 'generation' ? [root.record] : models.flatMap((model) => catalogue.generationsByModel.get(model.id) ?? []);
  const engines: EngineRecord[] = generations.flatMap((generation) => catalogue.enginesByGeneration.get(generation.id) ?? []);
  return { models, generations, engines };
}

function searchText(root: Root): string {
  const { catalogue } = server;
  const manufacturer = catalogue.manufacturerById.get(root.kind === 'manufacturer' ? root.record.id : root.record.manufacturerId)!;
  if (root.kind === 'manufacturer') return manufacturer.name;
  const model = catalogue.modelById.get(root.kind === 'model' ? root.record.id : root.record.modelId)!;
  return root.kind === 'model' ? `${manufacturer.name} ${model.name}` : `${manufacturer.name} ${model.name} ${root.record.name}`;
}

/** Every hit of a search, walking all pages. */
async function searchAll(view: View, text: string): Promise<SearchPage['results']> {
  const results: SearchPage['results'] = [];
  let cursor: number | null = null;
  do {
    const path: string = `/search?query=${encodeURIComponent(text)}&limit=100${cursor === null ? '' : `&cursor=${cursor}`}`;
    const page = await getOk<SearchPage>(server, view.version, path, { key: view.key });
    results.push(...page.results);
    cursor = page.pagination.next_cursor;
  } while (cursor !== null);
  return results;
}

function expect404(view: View, path: string) {
  return server.get(`/api/${view.version}${path}`, { key: view.key }).then((response) => expectError(response, 404, `${view.version} ${view.key} ${path}`));
}

describe('the catalogue has hidden records to test with', () => {
  it('for everyone and for the demo account, at every level', () => {
    const { catalogue } = server;
    for (const list of [catalogue.manufacturers, catalogue.models, catalogue.generations] as { hidden: boolean; hiddenFor: string[] }[][]) {
      expect(list.some((record) => record.hidden)).toBe(true);
    }
    expect(catalogue.manufacturers.some((record) => !record.hidden && record.hiddenFor.includes(DEMO_ACCOUNT))).toBe(true);
    expect(catalogue.models.some((record) => !record.hidden && record.hiddenFor.includes(DEMO_ACCOUNT))).toBe(true);
  });
});

describe.each(VIEWS)('hidden records and all their descendants are absent ($version, $key)', (view) => {
  it('from their parent lists, and fetching them or their child lists answers 404', async () => {
    const hidden = roots(view);
    expect(hidden.length).toBeGreaterThan(0);
    for (const root of hidden) {
      const { record } = root;
      if (root.kind === 'manufacturer') {
        const page = await getOk<Page<{ id: number }>>(server, view.version, `/manufacturers/type/${record.typeId}?limit=100`, { key: view.key });
        expect(page.pagination.has_more).toBe(false);
        expect(page.items.map((item) => item.id)).not.toContain(record.id);
      } else {
        const parentId = root.kind === 'model' ? root.record.manufacturerId : root.record.modelId;
        const parentPath = root.kind === 'model' ? `/models/manufacturer/${parentId}` : `/generations/model/${parentId}`;
        const response = await server.get(`/api/${view.version}${parentPath}`, { key: view.key });
        // The parent may itself be hidden (404); otherwise its list leaves the record out.
        if (response.status === 200) expect((response.body as { id: number }[]).map((item) => item.id)).not.toContain(record.id);
        else expectError(response, 404, parentPath);
      }

      const { models, generations, engines } = descendants(root);
      const paths = [
        ...(root.kind === 'manufacturer' ? [`/manufacturers/${record.id}`, `/models/manufacturer/${record.id}`] : []),
        ...models.flatMap((model) => [`/models/${model.id}`, `/generations/model/${model.id}`]),
        ...generations.flatMap((generation) => [`/generations/${generation.id}`, `/engines/generation/${generation.id}`]),
        ...engines.filter((_, index) => index % view.engineStep === 0).map((engine) => `/engines/${engine.id}`),
      ];
      expect(paths.length).toBeGreaterThan(0);
      for (let start = 0; start < paths.length; start += 8) await Promise.all(paths.slice(start, start + 8).map((path) => expect404(view, path)));
    }
  });

  it('from search, searched for by the hidden record names', async () => {
    for (const root of roots(view)) {
      const { models, generations, engines } = descendants(root);
      const forbidden = {
        manufacturer: root.kind === 'manufacturer' ? new Set([root.record.id]) : new Set<number>(),
        model: new Set(models.map((model) => model.id)),
        generation: new Set(generations.map((generation) => generation.id)),
        engine: new Set(engines.map((engine) => engine.id)),
      };
      const results = await searchAll(view, searchText(root));
      for (const result of results) {
        const context = `${searchText(root)} -> ${JSON.stringify(result)}`;
        expect(forbidden.manufacturer.has(result.manufacturer.id), context).toBe(false);
        expect(forbidden.model.has(result.model.id), context).toBe(false);
        expect(forbidden.generation.has(result.generation.id), context).toBe(false);
        expect(forbidden.engine.has(result.engine.id), context).toBe(false);
      }
      if (root.kind === 'manufacturer') expect(results).toEqual([]);
    }
  });
});

describe('records hidden only by the demo account are visible everywhere else', () => {
  it('demo-shared on v2 and v1 see them in lists, fetch them and find them', async () => {
    const { catalogue } = server;
    const accountOnly = [...catalogue.manufacturers, ...catalogue.models].filter((record) => !record.hidden && record.hiddenFor.includes(DEMO_ACCOUNT));
    expect(accountOnly.length).toBeGreaterThan(0);
    const manufacturer = catalogue.manufacturers.find((record) => !record.hidden && record.hiddenFor.includes(DEMO_ACCOUNT))!;
    for (const view of [
      { version: 'v2', key: 'demo-shared' },
      { version: 'v1', key: 'demo' },
    ] as const) {
      const page = await getOk<Page<{ id: number }>>(server, view.version, `/manufacturers/type/${manufacturer.typeId}?limit=100`, { key: view.key });
      expect(page.items.map((item) => item.id)).toContain(manufacturer.id);
      await getOk(server, view.version, `/manufacturers/${manufacturer.id}`, { key: view.key });
      const search = await getOk<SearchPage>(server, view.version, `/search?query=${encodeURIComponent(manufacturer.name)}`, { key: view.key });
      expect(search.total).toBeGreaterThan(0);
      for (const model of catalogue.models.filter((record) => !record.hidden && record.hiddenFor.includes(DEMO_ACCOUNT)).slice(0, 5)) {
        const modelManufacturer = catalogue.manufacturerById.get(model.manufacturerId)!;
        if (modelManufacturer.hidden) continue;
        await getOk(server, view.version, `/models/${model.id}`, { key: view.key });
      }
    }
  });
});
