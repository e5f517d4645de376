import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS, MAX_STRING_LENGTH, PRIVATE_ID_START } from '../../contract/constants';
import type { EngineRecord } from './catalogue/model';
import {
  allStrings,
  getOk,
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
 * Language negotiation, the data facts the contract and the project's API notes state about the catalogue,
 * /config.json and /media.
 */

const server = useServer();

type Type = { id: number; name: string; slug: string };

async function typesIn(version: Version, language?: string) {
  const response = await server.get<Type[]>(`/api/${version}/types`, { key: 'demo-shared', language });
  expect(response.status, `${version} ${language}`).toBe(200);
  return { names: response.body.map((type) => type.name), language: response.headers.get('content-language'), body: response.body };
}

/** Whether a shared record and all its ancestors are visible to every key (`hidden` nowhere on the way up). */
function sharedVisible(engine: EngineRecord): boolean {
  const { catalogue } = server;
  const generation = catalogue.generationById.get(engine.generationId)!;
  const model = catalogue.modelById.get(engine.modelId)!;
  const manufacturer = catalogue.manufacturerById.get(engine.manufacturerId)!;
  return [engine, generation, model, manufacturer].every((record) => record.origin === 'shared' && !record.hidden);
}

/** The shared engine of the contract's example record. */
function exampleEngine() {
  return server.catalogue.engines.find((engine) => engine.origin === 'shared' && engine.name === '1.8T 150hp 210Nm')!;
}

describe.each(VERSIONS)('language negotiation (%s)', (version) => {
  it('a missing header means en; en, de and fr names differ; Content-Language is set', async () => {
    const none = await typesIn(version);
    const en = await typesIn(version, 'en');
    const de = await typesIn(version, 'de');
    const fr = await typesIn(version, 'fr');
    expect(none.language).toBe('en');
    expect(none.names).toEqual(en.names);
    expect(en.names[0]).toBe('Cars & LCV');
    expect(de.language).toBe('de');
    expect(fr.language).toBe('fr');
    for (let index = 0; index < en.names.length; index += 1) {
      expect(new Set([en.names[index], de.names[index], fr.names[index]]).size, `type ${index + 1}`).toBe(3);
    }
    // Ids and slugs do not depend on the language.
    expect(de.body.map(({ id, slug }) => ({ id, slug }))).toEqual(en.body.map(({ id, slug }) => ({ id, slug })));
  });

  it('honours weights, regions and aliases', async () => {
    const de = await typesIn(version, 'de');
    const fr = await typesIn(version, 'fr');
    const zs = await typesIn(version, 'zs');
    expect(await typesIn(version, 'fr;q=0.5, de;q=0.9')).toEqual(de);
    expect(await typesIn(version, 'fr;q=0.9, de;q=0.5')).toEqual(fr);
    expect(await typesIn(version, 'de-AT')).toEqual(de);
    expect(await typesIn(version, 'DE-at')).toEqual(de);
    expect(await typesIn(version, 'xx, de;q=0.1')).toEqual(de);
    expect(await typesIn(version, 'zh-CN')).toEqual(zs);
    expect(zs.language).toBe('zs');
    expect((await typesIn(version, '*')).language).toBe('en');
  });

  it('every supported language answers 200 with its Content-Language', async () => {
    const languages = ['bg', 'da', 'de', 'en', 'es', 'et', 'fi', 'fr', 'hr', 'hu', 'it', 'lt', 'lv', 'nb', 'nl', 'nn', 'pt', 'ru', 'sv', 'tr', 'zs'];
    for (const language of languages.filter((code) => version === 'v1' || code !== 'hu')) {
      expect((await typesIn(version, language)).language).toBe(language);
    }
  });

  it('engine_type, fuel and tuning descriptions are translated; names and codes are not', async () => {
    const path = `/engines/${exampleEngine().id}`;
    const en = await getOk<Engine>(server, version, path, { language: 'en' });
    const de = await getOk<Engine>(server, version, path, { language: 'de' });
    const fr = await getOk<Engine>(server, version, path, { language: 'fr' });
    expect(en.engine_type).toBe('Turbo Petrol');
    expect(new Set([en.engine_type, de.engine_type, fr.engine_type]).size).toBe(3);
    expect(new Set([en.fuel, de.fuel, fr.fuel]).size).toBe(3);
    expect(de.tuning!.options.map((option) => option.description)).not.toEqual(en.tuning!.options.map((option) => option.description));
    expect(de.name).toBe(en.name);
    expect(de.engine_code).toBe(en.engine_code);
    expect(de.tuning!.options.map((option) => option.name)).toEqual(en.tuning!.options.map((option) => option.name));
    expect(de.performance).toEqual(en.performance);
  });
});

describe('data facts', () => {
  it.each(VERSIONS)('the example record: Cars & LCV > Audi > A4 > B5 1994–2001 > 1.8T 150hp 210Nm (%s)', async (version) => {
    const record = exampleEngine();
    const generation = await getOk<Generation>(server, version, `/generations/${record.generationId}`);
    expect(generation).toMatchObject({
      name: 'B5',
      year: 1994,
      year_end: 2001,
      type: { name: 'Cars & LCV' },
      manufacturer: { name: 'Audi' },
      model: { name: 'A4' },
    });
    expect(generation.engines!.map((engine) => engine.name)).toEqual(expect.arrayContaining(['1.8i 125hp 170Nm', '1.8T 150hp 210Nm']));
    const engine = await getOk<Engine>(server, version, `/engines/${record.id}`);
    expect(engine).toMatchObject({
      name: '1.8T 150hp 210Nm',
      engine_code: 'AGU',
      capacity: 1781,
      cylinders: 4,
      engine_type: 'Turbo Petrol',
      ecus: [
        { manufacturer: 'Bosch', name: 'M3.8.3' },
        { manufacturer: 'Bosch', name: 'ME7.5' },
      ],
      tcus: [],
      performance: { power: 150, torque: 210 },
    });
    expect(engine).not.toHaveProperty('year');
  });

  it('v2 engines: some have empty dyno arrays, some the shared template; v1 always has a chart', async () => {
    const { catalogue } = server;
    const none = catalogue.engines.filter((engine) => sharedVisible(engine) && engine.dynoKind === 'none').slice(0, 5);
    const template = catalogue.engines.filter((engine) => sharedVisible(engine) && engine.dynoKind === 'template').slice(0, 5);
    const measured = catalogue.engines.filter((engine) => sharedVisible(engine) && engine.dynoKind === 'measured').slice(0, 5);
    expect(none.length && template.length && measured.length).toBeGreaterThan(0);
    for (const record of none) {
      const v2 = await getOk<Engine>(server, 'v2', `/engines/${record.id}`);
      expect(v2.performance.dyno_values).toEqual({ rpm: [], hp: [], nm: [] });
      expect(v2.performance.dyno_template).toBe(false);
      const v1 = await getOk<Engine>(server, 'v1', `/engines/${record.id}`);
      expect(v1.performance.dyno_values.rpm.length).toBeGreaterThan(0);
      expect(v1.performance).not.toHaveProperty('dyno_template');
    }
    for (const record of template) expect((await getOk<Engine>(server, 'v2', `/engines/${record.id}`)).performance.dyno_template).toBe(true);
    for (const record of measured) expect((await getOk<Engine>(server, 'v2', `/engines/${record.id}`)).performance.dyno_template).toBe(false);
  });

  it('dyno arrays have equal lengths, rising rpm, and zero padding at both ends', async () => {
    const { catalogue } = server;
    const sample = catalogue.engines.filter((engine, index) => sharedVisible(engine) && index % 199 === 0);
    expect(sample.length).toBeGreaterThan(50);
    let checked = 0;
    for (const version of VERSIONS) {
      for (const record of sample) {
        const engine = await getOk<Engine>(server, version, `/engines/${record.id}`);
        for (const dyno of [engine.performance.dyno_values, ...engine.tuning!.stages.map((stage) => stage.performance.dyno_values)]) {
          expect(dyno.hp.length).toBe(dyno.rpm.length);
          expect(dyno.nm.length).toBe(dyno.rpm.length);
          if (dyno.rpm.length === 0) continue;
          checked += 1;
          for (let index = 1; index < dyno.rpm.length; index += 1) expect(dyno.rpm[index]!).toBeGreaterThan(dyno.rpm[index - 1]!);
          expect([dyno.hp[0], dyno.nm[0], dyno.hp.at(-1), dyno.nm.at(-1)]).toEqual([0, 0, 0, 0]);
          expect(Math.max(...dyno.hp)).toBeGreaterThan(0);
          expect(Math.max(...dyno.nm)).toBeGreaterThan(0);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('some stages repeat a stage_number, but every stage id is unique (v2)', async () => {
    const { catalogue } = server;
    const repeating = catalogue.engines
      .filter((engine) => sharedVisible(engine) && new Set(engine.tuning.stages.map((stage) => stage.stageNumber)).size < engine.tuning.stages.length)
      .slice(0, 10);
    expect(repeating.length).toBeGreaterThan(0);
    const seen = new Set<number>();
    for (const record of repeating) {
      const engine = await getOk<Engine>(server, 'v2', `/engines/${record.id}`);
      const stages = engine.tuning!.stages;
      expect(new Set(stages.map((stage) => stage.stage_number)).size).toBeLessThan(stages.length);
      for (const stage of stages) {
        expect(seen.has(stage.id!)).toBe(false);
        seen.add(stage.id!);
      }
    }
    const ids = catalogue.engines.flatMap((engine) => engine.tuning.stages.map((stage) => stage.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ids above 2^32 are exact in the JSON text', async () => {
    const page = await server.get('/api/v2/manufacturers/type/1?limit=100', { key: 'demo' });
    expect(page.text).toContain(`"id":${PRIVATE_ID_START},`);
    const engine = await server.get('/api/v2/engines/9007199254740991', { key: 'demo' });
    expect(engine.text).toContain('"id":9007199254740991,');
    expect(engine.text).not.toMatch(/e\+|9007199254740992/);
  });

  it('null logos and photos exist on v2, never on v1', async () => {
    const { catalogue } = server;
    let nullLogos = 0;
    for (const version of VERSIONS) {
      for (const type of catalogue.types) {
        const page = await getOk<Page<Manufacturer>>(server, version, `/manufacturers/type/${type.id}?limit=100`);
        for (const item of page.items) {
          if (version === 'v1') {
            expect(item.logo).toMatch(/^https?:\/\//);
            expect(item.logo_dark).toMatch(/^https?:\/\//);
          } else if (item.logo === null) {
            nullLogos += 1;
            expect(item.logo_dark).toBeNull();
          }
        }
      }
    }
    expect(nullLogos).toBeGreaterThan(0);
    const withoutPhoto = catalogue.generations.filter((generation) => generation.origin === 'shared' && !generation.hasPhoto && !generation.hidden).slice(0, 5);
    expect(withoutPhoto.length).toBeGreaterThan(0);
    for (const generation of withoutPhoto) {
      const model = catalogue.modelById.get(generation.modelId)!;
      if (model.hidden || catalogue.manufacturerById.get(model.manufacturerId)!.hidden) continue;
      expect((await getOk<Generation>(server, 'v2', `/generations/${generation.id}`)).photo).toBeNull();
      expect((await getOk<Generation>(server, 'v1', `/generations/${generation.id}`)).photo).toMatch(/^https?:\/\//);
      const v1List = await getOk<Generation[]>(server, 'v1', `/generations/model/${generation.modelId}`);
      for (const item of v1List) expect(item.photo).toMatch(/^https?:\/\//);
    }
  });

  it.each(VERSIONS)('at least 100 manufacturers, one with exactly 1000 models (%s)', async (version) => {
    const types = await getOk<Type[]>(server, version, '/types');
    let manufacturers = 0;
    let largest = 0;
    for (const type of types) {
      const page = await getOk<Page<Manufacturer>>(server, version, `/manufacturers/type/${type.id}?limit=100`);
      expect(page.pagination.has_more).toBe(false);
      manufacturers += page.items.length;
      for (const item of page.items) {
        const models = await getOk<Model[]>(server, version, `/models/manufacturer/${item.id}`);
        expect(models.length).toBeLessThanOrEqual(1000);
        largest = Math.max(largest, models.length);
        if (models.length === 1000) {
          const detail = await getOk<{ models: Model[] }>(server, version, `/manufacturers/${item.id}`);
          expect(detail.models).toEqual(models);
        }
      }
    }
    expect(manufacturers).toBeGreaterThanOrEqual(100);
    expect(largest).toBe(1000);
  });

  it('the demo key on v2 also sees a manufacturer with exactly 1000 models', async () => {
    const manufacturer = [...server.catalogue.modelsByManufacturer.entries()].find(([, models]) => models.length === 1000);
    expect(manufacturer).toBeDefined();
    expect((await getOk<Model[]>(server, 'v2', `/models/manufacturer/${manufacturer![0]}`, { key: 'demo' })).length).toBe(1000);
  });

  it.each(VERSIONS)('at least 20000 engines (every engine name carries "hp" and "Nm") (%s)', async (version) => {
    const page = await getOk<SearchPage>(server, version, '/search?query=hp%20nm&limit=1');
    expect(page.total).toBeGreaterThanOrEqual(20000);
  });

  it('"TDI" finds at least 2000 engines for demo-shared on v2', async () => {
    const page = await getOk<SearchPage>(server, 'v2', '/search?query=TDI&limit=1', { key: 'demo-shared' });
    expect(page.total).toBeGreaterThanOrEqual(2000);
  });

  it('no string in a sample of answers has control characters or exceeds 2048 characters', async () => {
    const { catalogue } = server;
    const paths: [Version, string, string][] = [];
    for (const version of VERSIONS) {
      for (const language of ['en', 'de', 'zs', 'ru']) {
        paths.push([version, '/types', language], [version, '/subscription', language], [version, '/search?query=golf&limit=100', language]);
        for (const type of catalogue.types) paths.push([version, `/manufacturers/type/${type.id}?limit=100`, language]);
      }
      for (const manufacturer of catalogue.manufacturers.filter((item, index) => item.origin === 'shared' && !item.hidden && index % 5 === 0)) {
        paths.push([version, `/manufacturers/${manufacturer.id}`, 'en']);
      }
      for (const generation of catalogue.generations.filter((item, index) => item.origin === 'shared' && index % 211 === 0)) {
        paths.push([version, `/generations/${generation.id}`, 'bg'], [version, `/engines/generation/${generation.id}`, 'fr']);
      }
      for (const engine of catalogue.engines.filter((item, index) => item.origin === 'shared' && index % 601 === 0))
        paths.push([version, `/engines/${engine.id}`, 'tr']);
    }
    let strings = 0;
    for (const [version, path, language] of paths) {
      const response = await server.get(`/api/${version}${path}`, { key: 'demo-shared', language });
      if (response.status === 404) continue;
      expect(response.status, path).toBe(200);
      for (const value of allStrings(response.body)) {
        strings += 1;
        expect(CONTROL_CHARACTERS.test(value), `${path}: ${JSON.stringify(value).slice(0, 80)}`).toBe(false);
        expect(value.length, path).toBeLessThanOrEqual(MAX_STRING_LENGTH);
      }
    }
    expect(strings).toBeGreaterThan(10000);
  });
});

describe('the browser configuration and media', () => {
  it('/config.json answers apiBase /api, apiVersion v2 and the demo key in demo mode', async () => {
    const response = await server.get('/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ apiBase: '/api', apiVersion: 'v2', apiKey: 'demo', mode: 'demo' });
  });

  it('a manufacturer logo URL answers image/svg+xml; unknown names answer 404', async () => {
    const page = await getOk<Page<Manufacturer>>(server, 'v2', '/manufacturers/type/1?limit=100');
    const withLogo = page.items.find((item) => item.logo !== null)!;
    for (const url of [withLogo.logo!, withLogo.logo_dark!]) {
      expect(url.startsWith(`${server.baseUrl}/media/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toMatch(/^<svg[\s>]/);
    }
    const model = (await getOk<Model[]>(server, 'v2', `/models/manufacturer/${withLogo.id}`))[0]!;
    const photo = await fetch(model.photo);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    for (const path of [
      '/media/logos/no-such-maker.svg',
      '/media/logos/audi.png',
      '/media/logos/..%2Fsecret.svg',
      '/media/photos/nowhere/m1.svg',
      '/media/photos/compact/x1.svg',
    ]) {
      expect((await server.get(path)).status, path).toBe(404);
    }
    const search = await getOk<SearchPage>(server, 'v2', '/search?query=golf&limit=1');
    expect(search.results.length).toBe(1);
  });
});
