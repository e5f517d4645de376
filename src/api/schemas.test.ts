import { describe, expect, test } from 'vitest';
import { MAX_STRING_LENGTH, PRIVATE_ID_START, V2_MAX_ID } from '../../contract/constants';
import {
  engineDetailSchema,
  errorBodySchema,
  generationDetailSchema,
  imageUrl,
  manufacturerDetailSchema,
  manufacturerSchema,
  manufacturersPageSchema,
  modelDetailSchema,
  searchPageSchema,
  subscriptionSchema,
  typesSchema,
  unitSchema,
  vehicleTypeSchema,
} from '../../contract/schemas';
import {
  carManufacturers,
  engine18i,
  engine18t,
  engineDetails,
  generationDetails,
  ids,
  manufacturerDetails,
  modelDetails,
  privateEngine,
  searchIndex,
  subscription,
  types,
} from '../test/fixtures';

/** As the browser receives it: through JSON text, so large ids go through JSON.parse as they would. */
const wire = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

const page = (items: unknown[], pagination: Partial<{ cursor: number | null; limit: number; next_cursor: number | null; has_more: boolean }> = {}) =>
  wire({ items, pagination: { cursor: null, limit: 100, next_cursor: null, has_more: false, ...pagination } });

describe('the fixtures (demo-server shapes) parse', () => {
  test('every record of the fixture catalogue', () => {
    expect(typesSchema.safeParse(wire(types)).success).toBe(true);
    for (const detail of Object.values(manufacturerDetails)) expect(manufacturerDetailSchema.safeParse(wire(detail)).success).toBe(true);
    for (const detail of Object.values(modelDetails)) expect(modelDetailSchema.safeParse(wire(detail)).success).toBe(true);
    for (const detail of Object.values(generationDetails)) expect(generationDetailSchema.safeParse(wire(detail)).success).toBe(true);
    for (const detail of Object.values(engineDetails)) expect(engineDetailSchema.safeParse(wire(detail)).success).toBe(true);
    expect(
      searchPageSchema.safeParse(
        wire({ results: searchIndex.slice(0, 50), total: 456, pagination: { cursor: null, limit: 50, next_cursor: 9724, has_more: true } }),
      ).success,
    ).toBe(true);
    expect(subscriptionSchema.safeParse(wire(subscription)).success).toBe(true);
  });
});

describe('forgiving where the real API is loose', () => {
  test('an ECU given as {model, manufacturer} is read with model as its name', () => {
    expect(unitSchema.parse({ model: 'M3.8.3', manufacturer: 'Bosch' })).toEqual({ name: 'M3.8.3', manufacturer: 'Bosch' });
    const engine = engineDetailSchema.parse(wire(engine18t));
    expect(engine.ecus).toEqual([
      { name: 'M3.8.3', manufacturer: 'Bosch' },
      { name: 'ME7.5', manufacturer: 'Bosch' },
    ]);
  });

  test('a unit with neither name nor model is refused', () => {
    expect(unitSchema.safeParse({ manufacturer: 'Bosch' }).success).toBe(false);
  });

  test('an absent year is accepted and stays absent', () => {
    const engine = engineDetailSchema.parse(wire(engine18t));
    expect('year' in engine18t).toBe(false);
    expect(engine.year).toBeUndefined();
    expect(engineDetailSchema.parse(wire(engine18i)).year).toBe(1995);
  });

  test('empty tcus, missing ecus/tcus and a null tuning are accepted', () => {
    const { ecus: _ecus, tcus: _tcus, ...bare } = engine18t;
    const engine = engineDetailSchema.parse(wire({ ...bare, tuning: null }));
    expect(engine.ecus).toEqual([]);
    expect(engine.tcus).toEqual([]);
    expect(engine.tuning).toBeNull();
  });

  test('null logo, logo_dark and photo are accepted', () => {
    const privateMaker = manufacturerSchema.parse(wire(carManufacturers.at(-1)));
    expect(privateMaker.logo).toBeNull();
    expect(privateMaker.logo_dark).toBeNull();
    const model = modelDetailSchema.parse(wire(modelDetails[ids.a3]));
    expect(model.photo).toBeNull();
  });

  test.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['/media/logos/audi.svg'],
    ['logos/audi.svg'],
    ['//evil.example/logo.svg'],
    ['not a url at all'],
    ['ftp://files.example/logo.svg'],
    [''],
  ])('an image URL that is not http(s) becomes null: %j', (value) => {
    expect(imageUrl.parse(value)).toBeNull();
    const parsed = manufacturerSchema.parse(wire({ ...carManufacturers[0], logo: value, logo_dark: value }));
    expect(parsed.logo).toBeNull();
    expect(parsed.logo_dark).toBeNull();
  });

  test('http and https image URLs are kept', () => {
    expect(imageUrl.parse('https://catalogue.example/media/logos/audi.svg')).toBe('https://catalogue.example/media/logos/audi.svg');
    expect(imageUrl.parse('http://127.0.0.1:8080/media/logos/audi.svg')).toBe('http://127.0.0.1:8080/media/logos/audi.svg');
    expect(imageUrl.parse(undefined)).toBeNull();
  });

  test('ids above 2^32, up to 2^53 - 1, come through exactly', () => {
    const text = JSON.stringify(privateEngine);
    expect(text).toContain('"id":9007199254740991');
    const engine = engineDetailSchema.parse(JSON.parse(text));
    expect(engine.id).toBe(V2_MAX_ID);
    expect(Number.isSafeInteger(engine.id)).toBe(true);
    const maker = manufacturerSchema.parse(JSON.parse(JSON.stringify(carManufacturers.at(-1))));
    expect(maker.id).toBe(PRIVATE_ID_START);
    expect(maker.id).toBe(4294967296);
    expect(maker.origin).toBe('private');
  });

  test('unknown fields are ignored (dropped, not refused)', () => {
    const parsed = vehicleTypeSchema.parse({ id: 1, name: 'Cars & LCV', slug: 'cars-lcv', icon: 'car', sort: 3 });
    expect(parsed).toEqual({ id: 1, name: 'Cars & LCV', slug: 'cars-lcv' });
    const engine = engineDetailSchema.parse(wire({ ...engine18t, price: 499, tuning: { ...engine18t.tuning, warranty: true } }));
    expect(engine).not.toHaveProperty('price');
    expect(engine.tuning).not.toHaveProperty('warranty');
  });

  test('a stage keeps its v2 id; v1 stages without one parse too', () => {
    const engine = engineDetailSchema.parse(wire(engine18t));
    expect(engine.tuning?.stages.map((stage) => [stage.id, stage.stage_number])).toEqual([
      [9001, 1],
      [9002, 1],
      [9003, 2],
    ]);
    const v1Stage = { ...engine18t.tuning!.stages![0], id: undefined };
    expect(engineDetailSchema.safeParse(wire({ ...engine18t, tuning: { stages: [v1Stage] } })).success).toBe(true);
  });
});

describe('strict where a wrong value would mislead', () => {
  const type = { id: 1, name: 'Cars & LCV', slug: 'cars-lcv' };

  test.each([
    ['a bell character', 'Audi\u0007'],
    ['a NUL', 'Au\u0000di'],
    ['a newline', 'Audi\nA4'],
    ['DEL', 'Audi\u007f'],
  ])('a string with a control character (%s) is refused', (_label, name) => {
    expect(vehicleTypeSchema.safeParse({ ...type, name }).success).toBe(false);
  });

  test('a string of 2048 characters is accepted, 2049 refused', () => {
    expect(vehicleTypeSchema.safeParse({ ...type, name: 'x'.repeat(MAX_STRING_LENGTH) }).success).toBe(true);
    expect(vehicleTypeSchema.safeParse({ ...type, name: 'x'.repeat(MAX_STRING_LENGTH + 1) }).success).toBe(false);
  });

  test.each([
    ['0', 0],
    ['negative', -5],
    ['2^53', 9007199254740992],
    ['a float', 1.5],
    ['a numeric string', '5'],
    ['null', null],
  ])('an id that is %s is refused', (_label, id) => {
    expect(vehicleTypeSchema.safeParse({ ...type, id }).success).toBe(false);
  });

  test('a float or negative figure is refused', () => {
    expect(engineDetailSchema.safeParse(wire({ ...engine18t, performance: { ...engine18t.performance, power: 150.5 } })).success).toBe(false);
    expect(engineDetailSchema.safeParse(wire({ ...engine18t, performance: { ...engine18t.performance, torque: -1 } })).success).toBe(false);
  });

  test('an array of 1000 items is accepted, 1001 refused', () => {
    const models = manufacturerDetails[ids.lada]!.models;
    expect(models).toHaveLength(1000);
    expect(manufacturerDetailSchema.safeParse(wire(manufacturerDetails[ids.lada])).success).toBe(true);
    const tooMany = { ...manufacturerDetails[ids.lada], models: [...models, { ...models[0], id: 99999 }] };
    expect(manufacturerDetailSchema.safeParse(wire(tooMany)).success).toBe(false);
  });

  test('a page of 100 items is accepted, 101 refused', () => {
    expect(manufacturersPageSchema.safeParse(page(carManufacturers.slice(0, 100))).success).toBe(true);
    expect(manufacturersPageSchema.safeParse(page(carManufacturers.slice(0, 101))).success).toBe(false);
    const hits = Array.from({ length: 101 }, (_, index) => ({ ...searchIndex[0], engine: { id: index + 1, name: 'x' } }));
    expect(
      searchPageSchema.safeParse(wire({ results: hits, total: 101, pagination: { cursor: null, limit: 100, next_cursor: null, has_more: false } })).success,
    ).toBe(false);
  });

  test('has_more true with next_cursor null is refused (it would ask for the same page forever)', () => {
    expect(manufacturersPageSchema.safeParse(page(carManufacturers.slice(0, 3), { has_more: true, next_cursor: null })).success).toBe(false);
    expect(manufacturersPageSchema.safeParse(page(carManufacturers.slice(0, 3), { has_more: true, next_cursor: 5 })).success).toBe(true);
    expect(manufacturersPageSchema.safeParse(page(carManufacturers.slice(0, 3), { has_more: false, next_cursor: null })).success).toBe(true);
  });

  test('a page limit outside 1..100 and a negative cursor are refused', () => {
    expect(manufacturersPageSchema.safeParse(page([], { limit: 101 })).success).toBe(false);
    expect(manufacturersPageSchema.safeParse(page([], { limit: 0 })).success).toBe(false);
    expect(manufacturersPageSchema.safeParse(page([], { cursor: -1 })).success).toBe(false);
  });

  test('an origin other than shared/private is refused', () => {
    expect(manufacturerSchema.safeParse(wire({ ...carManufacturers[0], origin: 'public' })).success).toBe(false);
  });
});

describe('error bodies', () => {
  test('the contract’s flat {code, message}', () => {
    expect(errorBodySchema.parse({ code: 404, message: 'Engine 5 not found' })).toEqual({ code: 404, message: 'Engine 5 not found' });
  });

  test('a peer API’s nested {error: {code, message}}', () => {
    expect(errorBodySchema.parse({ error: { code: 401, message: 'This API key has reached the time limit for this method' } })).toEqual({
      code: 401,
      message: 'This API key has reached the time limit for this method',
    });
  });

  test('anything else is not an error body', () => {
    expect(errorBodySchema.safeParse({ detail: 'nope' }).success).toBe(false);
    expect(errorBodySchema.safeParse('Bad gateway').success).toBe(false);
  });
});
