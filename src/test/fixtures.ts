import type * as z from 'zod/mini';
import type {
  engineDetailSchema,
  generationDetailSchema,
  manufacturerDetailSchema,
  manufacturerSchema,
  modelDetailSchema,
  modelSchema,
  searchResultSchema,
  subscriptionSchema,
  vehicleTypeSchema,
} from '../../contract/schemas';

/**
 * A small catalogue in the shapes the API sends (v2, as the demo server answers it), with the
 * quirks the project-wide API notes (kept outside this repository) say a client must survive: an ECU given as `{model, manufacturer}`,
 * an engine without `year`, null images, private ids above 2^32 up to 2^53 - 1, dyno arrays
 * padded with zeros at both ends, a headline power that differs from the curve's peak, v2 stage
 * ids with a repeated `stage_number`, an engine with empty dyno arrays and one whose chart is
 * the shared template.
 *
 * Everything here is wire data (`z.input`), served as JSON by the MSW handlers in ./server.ts.
 */

type Wire<S extends z.ZodMiniType> = z.input<S>;
export type WireType = Wire<typeof vehicleTypeSchema>;
export type WireManufacturer = Wire<typeof manufacturerSchema>;
export type WireManufacturerDetail = Wire<typeof manufacturerDetailSchema>;
export type WireModel = Wire<typeof modelSchema>;
export type WireGeneration = Wire<typeof generationDetailSchema>;
export type WireEngine = Wire<typeof engineDetailSchema>;
export type WireSearchResult = Wire<typeof searchResultSchema>;

const MEDIA = 'https://catalogue.example/media';

/** v2 private records: from 2^32 up to 2^53 - 1. */
export const PRIVATE_MANUFACTURER_ID = 4294967296;
export const PRIVATE_MODEL_ID = 4294967297;
export const PRIVATE_GENERATION_ID = 4294967298;
export const PRIVATE_ENGINE_ID = 9007199254740991;

export const ids = {
  cars: 1,
  motorcycles: 2,
  marine: 5,
  abarth: 1,
  audi: 5,
  bugatti: 12,
  volkswagen: 62,
  lada: 77,
  a4: 10,
  a3: 11,
  golf: 809,
  b5: 20,
  b6: 21,
  mk3: 1708,
  /** 1.8i: empty dyno arrays, a year, no stages. */
  engine18i: 100,
  /** 1.8T: ECU as {model}, no year, padded dyno, headline 150 hp vs curve peak 147, repeated stage numbers. */
  engine18t: 101,
  /** 1.9 TDI: dyno_template true. */
  engineTdi: 102,
  privateManufacturer: PRIVATE_MANUFACTURER_ID,
  privateModel: PRIVATE_MODEL_ID,
  privateGeneration: PRIVATE_GENERATION_ID,
  privateEngine: PRIVATE_ENGINE_ID,
} as const;

const cars = { id: ids.cars, name: 'Cars & LCV' };
const motorcycles = { id: ids.motorcycles, name: 'Motorcycles' };

export const types: WireType[] = [
  { id: ids.cars, name: 'Cars & LCV', slug: 'cars-lcv' },
  { id: ids.motorcycles, name: 'Motorcycles', slug: 'motorcycles' },
  { id: 3, name: 'Trucks & Buses', slug: 'trucks-buses' },
  { id: ids.marine, name: 'Marine', slug: 'marine' },
];

function manufacturer(id: number, name: string, extra: Partial<WireManufacturer> = {}): WireManufacturer {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    name,
    slug,
    logo: `${MEDIA}/logos/${slug}.svg`,
    logo_dark: `${MEDIA}/logos/${slug}-dark.svg`,
    type: cars,
    origin: 'shared',
    ...extra,
  };
}

/**
 * Manufacturers of cars, in name order as the API pages them: 106 of them, so that at the
 * browser's page size (100) they come in two pages. The last six (among them Volkswagen and the
 * private workshop record) are only on the second page.
 */
export const carManufacturers: WireManufacturer[] = [
  manufacturer(ids.abarth, 'Abarth'),
  manufacturer(ids.audi, 'Audi'),
  manufacturer(ids.bugatti, 'Bugatti', { logo_dark: null }),
  ...Array.from({ length: 99 }, (_, index) => manufacturer(1000 + index, `Coachbuilder ${String(index + 1).padStart(3, '0')}`)),
  manufacturer(ids.lada, 'Lada'),
  manufacturer(ids.volkswagen, 'Volkswagen'),
  manufacturer(63, 'Volvo'),
  manufacturer(ids.privateManufacturer, 'Workshop Specials', { logo: null, logo_dark: null, origin: 'private' }),
];

export const motorcycleManufacturers: WireManufacturer[] = [
  manufacturer(200, 'Ducati', { type: motorcycles }),
  manufacturer(201, 'Honda', { type: motorcycles }),
];

export const manufacturersByType: Record<number, WireManufacturer[]> = {
  [ids.cars]: carManufacturers,
  [ids.motorcycles]: motorcycleManufacturers,
  3: [manufacturer(300, 'Scania', { type: { id: 3, name: 'Trucks & Buses' } })],
  [ids.marine]: [],
};

const audiRef = { id: ids.audi, name: 'Audi' };
const vwRef = { id: ids.volkswagen, name: 'Volkswagen' };
const privateMakerRef = { id: ids.privateManufacturer, name: 'Workshop Specials' };

function model(id: number, name: string, maker: { id: number; name: string }, extra: Partial<WireModel> = {}): WireModel {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    photo: `${MEDIA}/photos/m${id}.svg`,
    type: cars,
    manufacturer: maker,
    origin: 'shared',
    ...extra,
  };
}

const a4 = model(ids.a4, 'A4', audiRef);
const a3 = model(ids.a3, 'A3', audiRef, { photo: null });
const golf = model(ids.golf, 'Golf', vwRef);
const passat = model(810, 'Passat', vwRef);
const privateModel = model(ids.privateModel, 'Track Special', privateMakerRef, { photo: null, origin: 'private' });

/** 1000 models: the contract's largest list. */
export const ladaModels: WireModel[] = Array.from({ length: 1000 }, (_, index) =>
  model(20000 + index, `Niva ${String(index + 1).padStart(4, '0')}`, { id: ids.lada, name: 'Lada' }),
);

export const manufacturerDetails: Record<number, WireManufacturerDetail> = {
  [ids.audi]: { ...carManufacturers[1]!, models: [a3, a4] },
  [ids.volkswagen]: { ...manufacturer(ids.volkswagen, 'Volkswagen'), models: [golf, passat] },
  [ids.bugatti]: { ...carManufacturers[2]!, models: [] },
  [ids.lada]: { ...manufacturer(ids.lada, 'Lada'), models: ladaModels },
  [ids.privateManufacturer]: { ...carManufacturers[carManufacturers.length - 1]!, models: [privateModel] },
};

function generation(
  id: number,
  name: string,
  parent: WireModel,
  years: { year?: number | null; year_end?: number | null },
  extra: Partial<WireGeneration> = {},
): Omit<WireGeneration, 'engines'> {
  return {
    id,
    name,
    slug: name.toLowerCase(),
    ...years,
    photo: `${MEDIA}/photos/g${id}.svg`,
    type: cars,
    manufacturer: parent.manufacturer,
    model: { id: parent.id, name: parent.name },
    origin: 'shared',
    ...extra,
  };
}

const b5 = generation(ids.b5, 'B5', a4, { year: 1994, year_end: 2001 });
const b6 = generation(ids.b6, 'B6', a4, { year: 2000, year_end: 2004 }, { photo: null });
const mk3 = generation(ids.mk3, 'Mk3', golf, { year: 1991, year_end: 1997 });
const privateGeneration = generation(ids.privateGeneration, 'Track build', privateModel, { year: 2020, year_end: null }, { photo: null, origin: 'private' });

export const modelDetails: Record<number, Wire<typeof modelDetailSchema>> = {
  [ids.a4]: { ...a4, generations: [b5, b6] },
  [ids.a3]: { ...a3, generations: [] },
  [ids.golf]: { ...golf, generations: [mk3] },
  [ids.privateModel]: { ...privateModel, generations: [privateGeneration] },
};

const RPM = [1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 5500, 6000, 6500];

/** 1.8T stock curve: zeros at both ends; the curve's peak (147 hp, 208 Nm) is not the headline (150 hp, 210 Nm). */
export const engine18tDyno = {
  rpm: RPM,
  hp: [0, 40, 62, 85, 104, 121, 134, 143, 147, 145, 138, 0],
  nm: [0, 150, 190, 205, 208, 207, 204, 198, 190, 178, 160, 0],
};

const scaled = (values: number[], factor: number) => values.map((value) => Math.round(value * factor));

const stage = (
  id: number,
  stageNumber: number,
  power: number,
  torque: number,
  factor: number,
  topSpeed: number | null,
  zeroToHundred: number | null,
  modifications: string,
) => ({
  id,
  stage_number: stageNumber,
  performance: {
    power,
    torque,
    top_speed: topSpeed,
    zero_to_hundred: zeroToHundred,
    dyno_values: { rpm: RPM, hp: scaled(engine18tDyno.hp, factor), nm: scaled(engine18tDyno.nm, factor) },
  },
  modifications_required: modifications,
});

export const engine18t: WireEngine = {
  id: ids.engine18t,
  name: '1.8T 150hp 210Nm',
  slug: '1-8t-150hp-210nm',
  engine_code: 'AGU',
  // No `year`: absent, as in the published example.
  capacity: 1781,
  cylinders: 4,
  engine_type: 'Turbo Petrol',
  fuel: 'Petrol',
  ecus: [
    { model: 'M3.8.3', manufacturer: 'Bosch' },
    { name: 'ME7.5', manufacturer: 'Bosch' },
  ],
  tcus: [],
  performance: { power: 150, torque: 210, dyno_values: engine18tDyno, dyno_template: false },
  origin: 'shared',
  tuning: {
    options: [
      { name: 'EGR', description: 'Removal of EGR' },
      { name: 'Decat', description: 'Catalyst Removal' },
    ],
    read_tools: [
      { name: 'KESS3', manufacturer: 'Alientech' },
      { name: 'Trasdata', manufacturer: 'Dimsport' },
    ],
    work_methods: [{ name: 'OBD' }, { name: 'Bench' }],
    stages: [
      // Two stages numbered 1 (a v2 catalogue can have variants): their ids tell them apart.
      stage(9001, 1, 178, 255, 1.18, 222, 7.9, 'No hardware modifications required'),
      stage(9002, 1, 185, 265, 1.22, 225, 7.7, 'Sports air filter'),
      stage(9003, 2, 200, 280, 1.32, 230, 7.2, 'Downpipe, Intercooler'),
    ],
  },
};

export const engine18i: WireEngine = {
  id: ids.engine18i,
  name: '1.8i 125hp 170Nm',
  slug: '1-8i-125hp-170nm',
  engine_code: 'ADR',
  year: 1995,
  capacity: 1781,
  cylinders: 4,
  engine_type: 'Naturally Aspirated Petrol',
  fuel: 'Petrol',
  ecus: [{ name: 'M3.8.2', manufacturer: 'Bosch' }],
  tcus: [{ name: '01V', manufacturer: 'ZF' }],
  // The API sends the arrays, empty: no dyno data for this engine.
  performance: { power: 125, torque: 170, dyno_values: { rpm: [], hp: [], nm: [] }, dyno_template: false },
  origin: 'shared',
  tuning: { options: [], read_tools: [], work_methods: [], stages: [] },
};

export const engineTdi: WireEngine = {
  id: ids.engineTdi,
  name: '1.9 TDI 110hp 235Nm',
  slug: '1-9-tdi-110hp-235nm',
  engine_code: 'AFN',
  year: 1996,
  capacity: 1896,
  cylinders: 4,
  engine_type: 'Turbo Diesel',
  fuel: 'Diesel',
  ecus: [{ name: 'EDC15V', manufacturer: 'Bosch' }],
  tcus: [],
  performance: {
    power: 110,
    torque: 235,
    dyno_values: { rpm: [1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500], hp: [0, 45, 78, 98, 108, 110, 101, 0], nm: [0, 180, 232, 235, 228, 212, 180, 0] },
    dyno_template: true,
  },
  origin: 'shared',
  tuning: {
    options: [],
    read_tools: [],
    work_methods: [],
    stages: [stage(9101, 1, 140, 300, 1.27, null, null, '')],
  },
};

export const privateEngine: WireEngine = {
  id: ids.privateEngine,
  name: '2.0 TFSI Track 320hp 420Nm',
  slug: '2-0-tfsi-track',
  engine_code: null,
  year: 2020,
  capacity: 1984,
  cylinders: 4,
  engine_type: 'Turbo Petrol',
  fuel: 'Petrol',
  ecus: [],
  tcus: [],
  performance: { power: 320, torque: 420, dyno_values: { rpm: [], hp: [], nm: [] }, dyno_template: false },
  origin: 'private',
  tuning: null,
};

export const mk3Engines: WireEngine[] = [
  {
    id: 16201,
    name: '1.6 75hp 94Nm',
    slug: '1-6-75hp-94nm',
    engine_code: 'AEE',
    capacity: 1595,
    cylinders: 4,
    engine_type: 'Naturally Aspirated Petrol',
    fuel: 'Petrol',
    ecus: [{ manufacturer: 'Bosch', name: 'M1.5.4' }],
    tcus: [],
    performance: { power: 75, torque: 94, dyno_values: { rpm: [1000, 2000, 3000], hp: [0, 40, 0], nm: [0, 80, 0] }, dyno_template: true },
    origin: 'shared',
    tuning: { options: [], read_tools: [], work_methods: [], stages: [] },
  },
];

export const engineDetails: Record<number, WireEngine> = {
  [ids.engine18i]: engine18i,
  [ids.engine18t]: engine18t,
  [ids.engineTdi]: engineTdi,
  [ids.privateEngine]: privateEngine,
  ...Object.fromEntries(mk3Engines.map((engine) => [engine.id, engine])),
};

/** A generation lists its engines without `tuning`. */
const listed = (engine: WireEngine): WireEngine => {
  const { tuning: _tuning, ...rest } = engine;
  return rest;
};

export const generationDetails: Record<number, WireGeneration> = {
  [ids.b5]: { ...b5, engines: [engine18i, engine18t, engineTdi].map(listed) },
  [ids.b6]: { ...b6, engines: [] },
  [ids.mk3]: { ...mk3, engines: mk3Engines.map(listed) },
  [ids.privateGeneration]: { ...privateGeneration, engines: [listed(privateEngine)] },
};

/** Search hits, as the index answers them: "golf" finds 120 (three pages of 50). */
const golfRef = { id: ids.golf, name: 'Golf' };
export const searchIndex: WireSearchResult[] = [
  ...Array.from({ length: 120 }, (_, index) => ({
    type: cars,
    manufacturer: vwRef,
    model: golfRef,
    generation: { id: ids.mk3, name: 'Mk3' },
    engine: { id: 16000 + index, name: `1.${index % 10} TDI ${60 + index}hp` },
  })),
  ...[engine18i, engine18t, engineTdi].map((engine) => ({
    type: cars,
    manufacturer: audiRef,
    model: { id: ids.a4, name: 'A4' },
    generation: { id: ids.b5, name: 'B5' },
    engine: { id: engine.id, name: engine.name },
  })),
];

export function searchText(hit: WireSearchResult): string {
  return `${hit.manufacturer.name} ${hit.model.name} ${hit.generation.name} ${hit.engine.name}`.toLowerCase();
}

export const subscription: Wire<typeof subscriptionSchema> = {
  api_key: 'demo',
  scopes: ['vdb_read'],
  calls_limit: 3600,
  created: '2024-12-04T08:05:15+00:00',
  subscription: {
    id: 1001,
    start_date: '2025-01-01T00:00:00+00:00',
    end_date: '2027-12-31T23:59:59+00:00',
    catalog_profile: 'customised',
    api_access: true,
    is_active: true,
  },
};
