import { describe, expect, it } from 'vitest';
import {
  expectShape,
  getOk,
  schemas,
  useServer,
  VERSIONS,
  type Engine,
  type Generation,
  type Manufacturer,
  type Model,
  type Page,
  type SearchPage,
  type Version,
} from '../test/harness';

/**
 * Every operation of the contract answers 200 with the documented shape, on v1 and v2. The
 * shapes are strict (harness.ts): v1 answers carry no `origin`, no stage `id` and no
 * `dyno_template`; v2 answers carry `origin` on every record.
 */

const server = useServer();

/** The contract's example record, found through the API: Cars & LCV > Audi > A4 > B5. */
async function examplePath(version: Version) {
  const types = await getOk<{ id: number; name: string }[]>(server, version, '/types');
  const cars = types.find((type) => type.name === 'Cars & LCV');
  expect(cars).toBeDefined();
  const page = await getOk<Page<Manufacturer>>(server, version, `/manufacturers/type/${cars!.id}?limit=100`);
  const audi = page.items.find((item) => item.name === 'Audi');
  expect(audi).toBeDefined();
  const models = await getOk<Model[]>(server, version, `/models/manufacturer/${audi!.id}`);
  const a4 = models.find((item) => item.name === 'A4');
  expect(a4).toBeDefined();
  const generations = await getOk<Generation[]>(server, version, `/generations/model/${a4!.id}`);
  const b5 = generations.find((item) => item.name === 'B5');
  expect(b5).toBeDefined();
  const engines = await getOk<Engine[]>(server, version, `/engines/generation/${b5!.id}`);
  const engine = engines.find((item) => item.name === '1.8T 150hp 210Nm');
  expect(engine).toBeDefined();
  return { cars: cars!, audi: audi!, models, a4: a4!, generations, b5: b5!, engines, engine: engine! };
}

describe.each(VERSIONS)('every operation answers 200 with the contract shape (%s)', (version) => {
  const shape = schemas(version);
  const get = <T>(path: string, key = 'demo-shared') => getOk<T>(server, version, path, { key });

  it('subscription', async () => {
    const body = expectShape(shape.subscription, await get('/subscription'));
    expect(body.api_key).toBe('demo-shared');
    expect(body.scopes).toContain('vdb_read');
    expect(body.calls_limit).toBe(server.config.demo.demoCallsLimit);
    expect(body.subscription.is_active).toBe(true);
    expect(body.subscription.api_access).toBe(true);
  });

  it('vehicle types', async () => {
    const types = expectShape(shape.types, await get('/types'));
    expect(types.length).toBeGreaterThanOrEqual(1);
    expect(new Set(types.map((type) => type.id)).size).toBe(types.length);
    expect(types[0]).toMatchObject({ id: 1, name: 'Cars & LCV' });
    for (const type of types) expect(type.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('manufacturers by type: the paged envelope', async () => {
    const types = await get<{ id: number; name: string }[]>('/types');
    for (const type of types) {
      const page = expectShape(shape.manufacturerPage, await get(`/manufacturers/type/${type.id}`));
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.length).toBeLessThanOrEqual(50);
      expect(page.pagination).toMatchObject({ cursor: null, limit: 50 });
      for (const item of page.items) expect(item.type).toEqual({ id: type.id, name: type.name });
    }
  });

  it('manufacturer detail is the list item plus its models', async () => {
    const { audi, models } = await examplePath(version);
    const detail = expectShape(shape.manufacturerDetail, await get(`/manufacturers/${audi.id}`));
    const { models: detailModels, ...item } = detail;
    expect(item).toEqual(audi);
    expect(detailModels).toEqual(models);
  });

  it('models by manufacturer', async () => {
    const { audi } = await examplePath(version);
    const models = expectShape(shape.models, await get(`/models/manufacturer/${audi.id}`));
    expect(models.length).toBeGreaterThan(1);
    for (const model of models) {
      expect(model.manufacturer).toEqual({ id: audi.id, name: 'Audi' });
      expect(model.type).toEqual(audi.type);
    }
  });

  it('model detail is the model plus its generations', async () => {
    const { a4, generations } = await examplePath(version);
    const detail = expectShape(shape.modelDetail, await get(`/models/${a4.id}`));
    const { generations: detailGenerations, ...model } = detail;
    expect(model).toEqual(a4);
    expect(detailGenerations).toEqual(generations);
  });

  it('generations by model', async () => {
    const { a4, audi } = await examplePath(version);
    const generations = expectShape(shape.generations, await get(`/generations/model/${a4.id}`));
    expect(generations.length).toBeGreaterThan(1);
    for (const generation of generations) {
      expect(generation.model).toEqual({ id: a4.id, name: 'A4' });
      expect(generation.manufacturer).toEqual({ id: audi.id, name: 'Audi' });
      expect(generation.year_end).toBeGreaterThanOrEqual(generation.year);
      expect(generation).not.toHaveProperty('engines');
    }
  });

  it('generation detail is the generation plus its engines, without tuning', async () => {
    const { b5, engines } = await examplePath(version);
    const detail = expectShape(shape.generationDetail, await get(`/generations/${b5.id}`));
    const { engines: detailEngines, ...generation } = detail;
    expect(generation).toEqual(b5);
    expect(detailEngines).toEqual(engines);
    for (const engine of detailEngines) expect(engine).not.toHaveProperty('tuning');
  });

  it('engines by generation', async () => {
    const { b5 } = await examplePath(version);
    const engines = expectShape(shape.engines, await get(`/engines/generation/${b5.id}`));
    expect(engines.map((engine) => engine.name)).toEqual(expect.arrayContaining(['1.8i 125hp 170Nm', '1.8T 150hp 210Nm']));
    for (const engine of engines) expect(engine).not.toHaveProperty('tuning');
  });

  it('engine detail is the engine plus tuning (options, read tools, work methods, stages)', async () => {
    const { engine } = await examplePath(version);
    const detail = expectShape(shape.engineDetail, await get(`/engines/${engine.id}`));
    const { tuning, ...rest } = detail;
    expect(rest).toEqual(engine);
    expect(tuning.options.length).toBeGreaterThan(0);
    expect(tuning.read_tools.length).toBeGreaterThan(0);
    expect(tuning.work_methods.length).toBeGreaterThan(0);
    expect(tuning.stages.length).toBeGreaterThan(0);
    for (const stage of tuning.stages) {
      expect(stage.performance.power).toBeGreaterThan(engine.performance.power);
      if (version === 'v1') expect(stage).not.toHaveProperty('id');
      else expect(stage.id).toEqual(expect.any(Number));
    }
  });

  it('search answers {results, total, pagination} with consistent references', async () => {
    const body = expectShape(shape.search, await get('/search?query=A4%20B5%201.8T'));
    expect(body.total).toBeGreaterThanOrEqual(body.results.length);
    expect(body.results.map((result) => result.engine.name)).toContain('1.8T 150hp 210Nm');
    expect(body.pagination).toMatchObject({ cursor: null, limit: 50, has_more: false, next_cursor: null });
    for (const result of body.results.slice(0, 3)) {
      expect(result.manufacturer.name).toBe('Audi');
      expect(result.model.name).toBe('A4');
      const generation = await get<Generation>(`/generations/${result.generation.id}`);
      expect(generation.model).toEqual(result.model);
      expect(generation.engines!.map((engine) => engine.id)).toContain(result.engine.id);
    }
  });

  it('a walk down every vehicle type matches the shapes at each level', async () => {
    const types = await get<{ id: number }[]>('/types');
    for (const type of types) {
      const page = await get<Page<Manufacturer>>(`/manufacturers/type/${type.id}?limit=3`);
      for (const manufacturer of page.items) {
        const models = expectShape(shape.models, await get(`/models/manufacturer/${manufacturer.id}`));
        const model = models[0]!;
        expectShape(shape.modelDetail, await get(`/models/${model.id}`));
        const generations = expectShape(shape.generations, await get(`/generations/model/${model.id}`));
        const generation = generations[generations.length - 1]!;
        const detail = expectShape(shape.generationDetail, await get(`/generations/${generation.id}`));
        for (const engine of detail.engines) expectShape(shape.engineDetail, await get(`/engines/${engine.id}`), `engine ${engine.id}`);
      }
    }
  });

  it('the demo key (customised catalogue) answers the same shapes', async () => {
    const page = expectShape(shape.manufacturerPage, await get('/manufacturers/type/1?limit=100', 'demo'));
    expectShape(shape.manufacturerDetail, await get(`/manufacturers/${page.items[page.items.length - 1]!.id}`, 'demo'));
    const search = expectShape(shape.search, await get('/search?query=Kessler', 'demo'));
    for (const result of search.results) expectShape(shape.engineDetail, await get(`/engines/${result.engine.id}`, 'demo'));
  });

  it('every search hit resolves to its engine', async () => {
    const body = await get<SearchPage>('/search?query=golf%20tdi&limit=20');
    expect(body.results.length).toBe(20);
    for (const result of body.results) {
      const engine = await get<Engine>(`/engines/${result.engine.id}`);
      expect(engine.name).toBe(result.engine.name);
      expect(`${result.manufacturer.name} ${result.model.name}`.toLowerCase()).toContain('golf');
    }
  });
});
