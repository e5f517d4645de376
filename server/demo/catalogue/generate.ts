import { PRIVATE_ID_START, V2_MAX_ID } from '../../../contract/constants';
import { catalogueSeed } from './data/seed';
import type { EngineFamily, ManufacturerSpec, Segment, VehicleTypeKey } from './data/types';
import type { WordKey } from './data/words';
import { ecusFor, engineCode, engineLabel, KINDS, tcusFor, variantsFor, type EngineKind, type EngineVariant } from './engines';
import type {
  AccountId,
  Catalogue,
  DynoKind,
  EngineRecord,
  GenerationRecord,
  ManufacturerRecord,
  ModelRecord,
  StageRecord,
  TuningRecord,
  TypeRecord,
} from './model';
import { Random } from './random';

/**
 * Builds the demo catalogue from the curated seed (real makes, models and generations) and the
 * engine families, deterministically: the same catalogue on every run and every machine.
 *
 * Identifiers are handed out in display order (type, then manufacturer name, model name,
 * generation age, engine name), so sorting by id is sorting by name, and keyset cursors are
 * simply the last id of a page. Private records of the demo account get ids from 2^32 up,
 * one of them at 2^53 - 1.
 */

/** The account behind the `demo` key: its customised catalogue is what v2 serves to it. */
export const DEMO_ACCOUNT: AccountId = 'workshop-demo';

const TYPES: { key: VehicleTypeKey; slug: string }[] = [
  { key: 'cars', slug: 'cars-lcv' },
  { key: 'bikes', slug: 'motorcycles' },
  { key: 'trucks', slug: 'trucks-buses' },
  { key: 'agriculture', slug: 'agriculture' },
  { key: 'marine', slug: 'marine' },
  { key: 'atv', slug: 'atv-utv' },
];

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface Counters {
  manufacturer: number;
  model: number;
  generation: number;
  engine: number;
  stage: number;
}

interface Builder {
  catalogue: Catalogue;
  ids: Counters;
}

const SHARED = { origin: 'shared' as const, hidden: false, hiddenFor: [] as AccountId[] };

export function generateCatalogue(): Catalogue {
  const catalogue: Catalogue = {
    types: [],
    manufacturers: [],
    models: [],
    generations: [],
    engines: [],
    typeById: new Map(),
    manufacturerById: new Map(),
    modelById: new Map(),
    generationById: new Map(),
    engineById: new Map(),
    manufacturersByType: new Map(),
    modelsByManufacturer: new Map(),
    generationsByModel: new Map(),
    enginesByGeneration: new Map(),
  };
  const builder: Builder = { catalogue, ids: { manufacturer: 1, model: 1, generation: 1, engine: 1, stage: 1 } };

  TYPES.forEach(({ key, slug }, index) => {
    const type: TypeRecord = { id: index + 1, key, slug, nameKey: `type.${key}` as WordKey };
    catalogue.types.push(type);
    const makes = [...catalogueSeed[key]];
    if (key === 'marine') makes.push(yamahaMarine());
    makes.sort((a, b) => collator.compare(a.name, b.name));
    for (const make of makes) addManufacturer(builder, type, make);
  });

  markHidden(catalogue);
  addPrivateRecords(builder);
  index(catalogue);
  return catalogue;
}

function addManufacturer(builder: Builder, type: TypeRecord, spec: ManufacturerSpec): ManufacturerRecord {
  const random = Random.forKey(`manufacturer:${type.key}:${spec.name}`);
  const manufacturer: ManufacturerRecord = {
    ...SHARED,
    hiddenFor: [],
    id: builder.ids.manufacturer++,
    typeId: type.id,
    name: spec.name,
    slug: slugify(spec.name),
    hasLogo: PROTECTED_NAMES.has(spec.name) || !random.chance(0.08),
  };
  builder.catalogue.manufacturers.push(manufacturer);
  const models = [...spec.models].sort((a, b) => collator.compare(a.name, b.name));
  for (const modelSpec of models) {
    const model: ModelRecord = {
      ...SHARED,
      hiddenFor: [],
      id: builder.ids.model++,
      typeId: type.id,
      manufacturerId: manufacturer.id,
      name: modelSpec.name,
      slug: slugify(modelSpec.name),
      segment: modelSpec.segment,
    };
    builder.catalogue.models.push(model);
    for (const generationSpec of modelSpec.generations) {
      const generation: GenerationRecord = {
        ...SHARED,
        hiddenFor: [],
        id: builder.ids.generation++,
        typeId: type.id,
        manufacturerId: manufacturer.id,
        modelId: model.id,
        name: generationSpec.name,
        slug: slugify(`${generationSpec.name} ${generationSpec.from}`),
        year: generationSpec.from,
        yearEnd: generationSpec.to,
        segment: modelSpec.segment,
        hasPhoto: !Random.forKey(`photo:${model.id}:${generationSpec.name}`).chance(0.15),
        ...(generationSpec.number === undefined ? {} : { number: generationSpec.number }),
      };
      builder.catalogue.generations.push(generation);
      addEngines(builder, type, spec, model, generation);
    }
  }
  return manufacturer;
}

interface EnginePlan {
  variant: EngineVariant;
  power: number;
  label: string;
}

const MAX_ENGINES: Partial<Record<VehicleTypeKey, number>> = { cars: 18, bikes: 3, trucks: 8, agriculture: 6, marine: 6, atv: 3 };

function addEngines(builder: Builder, type: TypeRecord, make: ManufacturerSpec, model: ModelRecord, generation: GenerationRecord) {
  const random = Random.forKey(`engines:${make.name}:${model.name}:${generation.name}:${generation.year}`);
  if (make.name === YAMAHA_MARINE) {
    builder.catalogue.engines.push(buildEngine(builder, type, make.family, make.name, model, generation, yamahaPlan(model.name)));
    return;
  }
  const variants = variantsFor(make.family, model.name, model.segment, generation.year, generation.yearEnd);
  const plans: EnginePlan[] = [];
  for (const variant of variants) {
    const share = make.family === 'vag' ? random.between(0.55, 0.9) : random.between(0.35, 0.75);
    const count = Math.max(1, Math.round(variant.powers.length * share));
    for (const power of random.sample(variant.powers, count)) {
      plans.push({ variant, power, label: engineLabel(make.family, variant, { manufacturer: make.name, model: model.name }) });
    }
  }
  const limit = MAX_ENGINES[type.key] ?? 12;
  const chosen = plans.length > limit ? random.sample(plans, limit) : plans;
  if (isExampleGeneration(make.name, model.name, generation.name)) {
    // The public example record of the project's API notes: A4 B5 with "1.8i 125hp 170Nm" and "1.8T 150hp 210Nm".
    for (const [label, power] of [
      ['1.8i', 125],
      ['1.8T', 150],
    ] as const) {
      const variant = variants.find((item) => item.label === label);
      if (variant) chosen.push({ variant, power, label });
    }
  }
  chosen.sort((a, b) => collator.compare(a.label, b.label) || a.power - b.power);

  const seen = new Set<string>();
  for (const plan of chosen) {
    const engine = buildEngine(builder, type, make.family, make.name, model, generation, plan);
    if (seen.has(engine.name)) continue;
    seen.add(engine.name);
    builder.catalogue.engines.push(engine);
  }
}

function isExampleGeneration(manufacturer: string, model: string, generation: string): boolean {
  return manufacturer === 'Audi' && model === 'A4' && generation === 'B5';
}

const EXAMPLE_ENGINES: Record<string, Partial<EngineRecord>> = {
  '1.8T 150': {
    torque: 210,
    dynoKind: 'measured',
    engineCode: 'AGU',
    year: undefined,
    ecus: [
      { manufacturer: 'Bosch', name: 'M3.8.3' },
      { manufacturer: 'Bosch', name: 'ME7.5' },
    ],
    tcus: [],
  },
  '1.8i 125': { torque: 170, dynoKind: 'measured', engineCode: 'ADR', year: undefined, tcus: [] },
};

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function buildEngine(
  builder: Builder,
  type: TypeRecord,
  familyName: EngineFamily,
  manufacturerName: string,
  model: ModelRecord,
  generation: GenerationRecord,
  plan: EnginePlan,
  origin: { origin: 'shared' | 'private'; owner?: AccountId; id?: number } = { origin: 'shared' },
): EngineRecord {
  const { variant, power, label } = plan;
  const kind = KINDS[variant.kind];
  const random = Random.forKey(`engine:${model.id}:${generation.id}:${label}:${power}`);
  const ratio = (variant.nmPerHp ?? kind.nmPerHp) * random.between(0.96, 1.05);
  const example = isExampleGeneration(manufacturerName, model.name, generation.name) ? EXAMPLE_ENGINES[`${label} ${power}`] : undefined;
  // The example record's figures are published; keep them exact.
  const torque = example?.torque ?? roundTo(power * ratio, power < 100 ? 1 : 5);
  const name = `${label} ${power}hp ${torque}Nm`;
  const year = Math.max(generation.year, variant.from);
  const id = origin.id ?? (origin.origin === 'private' ? nextPrivate('engine') : builder.ids.engine++);
  const dynoRoll = random.next();
  const dynoKind: DynoKind = dynoRoll < 0.8 ? 'measured' : dynoRoll < 0.92 ? 'template' : 'none';
  const engine: EngineRecord = {
    origin: origin.origin,
    owner: origin.owner,
    hidden: false,
    hiddenFor: [],
    id,
    typeId: type.id,
    manufacturerId: model.manufacturerId,
    modelId: model.id,
    generationId: generation.id,
    name,
    slug: slugify(name),
    engineCode: engineCode(random, familyName, variant),
    year: random.chance(0.2) ? undefined : year,
    capacity: variant.cc,
    cylinders: variant.cylinders,
    engineTypeKey: kind.engineType,
    fuelKey: kind.fuel,
    ecus: ecusFor(random, familyName, variant, year),
    tcus: type.key === 'cars' ? tcusFor(random, familyName) : [],
    power,
    torque,
    dynoKind,
    curve: kind.curve,
    redline: redlineFor(variant.kind, random),
    tuning: tuningFor(builder, random, type.key, variant, generation, power, torque, origin.origin),
    searchText: '',
  };
  if (example) Object.assign(engine, example);
  engine.searchText = [manufacturerName, model.name, generation.name, engine.name, engine.engineCode].join(' ').toLowerCase();
  return engine;
}

function redlineFor(kind: EngineKind, random: Random): number {
  switch (kind) {
    case 'td':
    case 'btd':
      return random.pick([4500, 4750, 5000]);
    case 'truck':
    case 'tractor':
      return random.pick([2200, 2300, 2400]);
    case 'bike':
      return random.pick([10000, 11000, 12000, 13000]);
    case 'outboard':
      return random.pick([5500, 6000, 6250]);
    case 'atv':
      return random.pick([8000, 8500]);
    case 'na':
      return random.pick([6500, 6750, 7000]);
    default:
      return random.pick([6250, 6500, 6750]);
  }
}

/* ------------------------------------------------------------------ tuning ---------------- */

interface StagePlan {
  power: [number, number];
  torque: [number, number];
  modifications: WordKey[];
}

function stagePlans(kind: EngineKind, random: Random, size: number): StagePlan[] {
  switch (kind) {
    case 'td':
    case 'btd': {
      const plans: StagePlan[] = [
        { power: [0.22, 0.34], torque: [0.18, 0.3], modifications: ['mod.none'] },
        { power: [0.34, 0.46], torque: [0.3, 0.4], modifications: ['mod.downpipe', 'mod.intercooler'] },
      ];
      if (size >= 3 && random.chance(0.3))
        plans.push({ power: [0.55, 0.75], torque: [0.45, 0.6], modifications: ['mod.turbo', 'mod.injectors', 'mod.clutch'] });
      return plans;
    }
    case 'tp':
    case 'btp':
    case 'hy': {
      if (kind === 'hy' && random.chance(0.4)) return [];
      const plans: StagePlan[] = [
        { power: [0.18, 0.34], torque: [0.2, 0.36], modifications: ['mod.none'] },
        { power: [0.32, 0.48], torque: [0.32, 0.45], modifications: ['mod.downpipe', 'mod.intake', 'mod.intercooler'] },
      ];
      if (size >= 2 && random.chance(0.4))
        plans.push({ power: [0.6, 0.9], torque: [0.5, 0.7], modifications: ['mod.turbo', 'mod.fuelPump', 'mod.injectors', 'mod.clutch'] });
      return plans;
    }
    case 'sp':
      return [
        { power: [0.08, 0.14], torque: [0.08, 0.12], modifications: ['mod.none'] },
        { power: [0.18, 0.26], torque: [0.15, 0.22], modifications: ['mod.intake', 'mod.exhaust'] },
      ];
    case 'na':
      return random.chance(0.3)
        ? [
            { power: [0.04, 0.08], torque: [0.04, 0.07], modifications: ['mod.none'] },
            { power: [0.1, 0.15], torque: [0.08, 0.12], modifications: ['mod.intake', 'mod.exhaust'] },
          ]
        : [{ power: [0.04, 0.08], torque: [0.04, 0.07], modifications: ['mod.none'] }];
    case 'bike':
      return random.chance(0.3)
        ? [
            { power: [0.05, 0.1], torque: [0.04, 0.08], modifications: ['mod.none'] },
            { power: [0.1, 0.15], torque: [0.08, 0.12], modifications: ['mod.exhaust', 'mod.intake'] },
          ]
        : [{ power: [0.05, 0.1], torque: [0.04, 0.08], modifications: ['mod.none'] }];
    case 'truck':
      return random.chance(0.3)
        ? [
            { power: [0.12, 0.18], torque: [0.12, 0.18], modifications: ['mod.none'] },
            { power: [0.2, 0.25], torque: [0.2, 0.25], modifications: ['mod.intercooler'] },
          ]
        : [{ power: [0.12, 0.18], torque: [0.12, 0.18], modifications: ['mod.none'] }];
    case 'tractor':
      return random.chance(0.4)
        ? [
            { power: [0.15, 0.22], torque: [0.15, 0.2], modifications: ['mod.none'] },
            { power: [0.25, 0.3], torque: [0.22, 0.28], modifications: ['mod.injectors'] },
          ]
        : [{ power: [0.15, 0.22], torque: [0.15, 0.2], modifications: ['mod.none'] }];
    case 'outboard':
      return [{ power: [0.06, 0.1], torque: [0.05, 0.09], modifications: ['mod.none'] }];
    case 'atv':
      return random.chance(0.4)
        ? [
            { power: [0.08, 0.12], torque: [0.07, 0.1], modifications: ['mod.none'] },
            { power: [0.15, 0.2], torque: [0.12, 0.16], modifications: ['mod.exhaust', 'mod.intake'] },
          ]
        : [{ power: [0.08, 0.12], torque: [0.07, 0.1], modifications: ['mod.none'] }];
  }
}

/** Kerb weight by segment, for plausible top speed and 0-100 figures. */
const WEIGHT: Partial<Record<Segment, number>> = {
  city: 1100,
  compact: 1350,
  midsize: 1500,
  executive: 1700,
  luxury: 2000,
  suv: 1850,
  sports: 1450,
  mpv: 1600,
  van: 2000,
  pickup: 2100,
  'bike-small': 160,
  'bike-mid': 200,
  'bike-big': 210,
  atv: 380,
};

function performanceFigures(typeKey: VehicleTypeKey, segment: Segment, power: number): { topSpeed: number | null; zeroToHundred: number | null } {
  const weight = WEIGHT[segment];
  if (!weight || !['cars', 'bikes', 'atv'].includes(typeKey)) return { topSpeed: null, zeroToHundred: null };
  const limit = typeKey === 'atv' ? 130 : segment === 'sports' || typeKey === 'bikes' ? 330 : segment === 'van' ? 190 : 250;
  const drag = segment === 'suv' || segment === 'van' || segment === 'pickup' ? 0.9 : 1;
  const topSpeed = Math.min(limit, Math.round(71 * power ** 0.22 * drag * (typeKey === 'bikes' ? 1.05 : 1)));
  const raw = 1.02 * (weight / power) ** 0.92;
  const floor = typeKey === 'bikes' ? 2.6 : 2.5;
  const zeroToHundred = typeKey === 'atv' ? null : Math.max(floor, Math.round(raw * 10) / 10);
  return { topSpeed, zeroToHundred };
}

const OPTIONS: Record<string, { name: string; descriptionKey: WordKey }> = {
  egr: { name: 'EGR', descriptionKey: 'option.egr' },
  dpf: { name: 'DPF', descriptionKey: 'option.dpf' },
  decat: { name: 'Decat', descriptionKey: 'option.decat' },
  adblue: { name: 'AdBlue', descriptionKey: 'option.adblue' },
  popsBangs: { name: 'Pops & Bangs', descriptionKey: 'option.popsBangs' },
  launchControl: { name: 'Launch Control', descriptionKey: 'option.launchControl' },
  vmax: { name: 'Vmax', descriptionKey: 'option.vmax' },
  startStop: { name: 'Start/Stop', descriptionKey: 'option.startStop' },
  swirlFlaps: { name: 'Swirl Flaps', descriptionKey: 'option.swirlFlaps' },
  lambda: { name: 'Lambda', descriptionKey: 'option.lambda' },
  hardcut: { name: 'Hardcut', descriptionKey: 'option.hardcut' },
};

function optionsFor(typeKey: VehicleTypeKey, kind: EngineKind, year: number): (keyof typeof OPTIONS)[] {
  const diesel = KINDS[kind].fuel === 'fuel.diesel';
  if (typeKey === 'trucks' || typeKey === 'agriculture') return ['egr', 'dpf', 'adblue', ...(typeKey === 'trucks' ? (['vmax'] as const) : [])];
  if (typeKey === 'marine') return ['hardcut'];
  if (typeKey === 'bikes') return ['decat', 'lambda', 'hardcut', 'popsBangs'];
  if (typeKey === 'atv') return ['vmax', 'decat'];
  if (diesel) {
    return [
      'egr',
      ...(year >= 2005 ? (['dpf'] as const) : []),
      ...(year >= 2014 ? (['adblue'] as const) : []),
      ...(year <= 2012 ? (['swirlFlaps'] as const) : []),
      'vmax',
      ...(year >= 2010 ? (['startStop'] as const) : []),
    ];
  }
  return [
    'decat',
    ...(kind === 'tp' || kind === 'btp' ? (['popsBangs', 'launchControl'] as const) : []),
    'vmax',
    'lambda',
    'hardcut',
    ...(year >= 2010 ? (['startStop'] as const) : []),
  ];
}

const READ_TOOLS: Record<'car' | 'other', { name: string; manufacturer: string }[]> = {
  car: [
    { name: 'KESS3', manufacturer: 'Alientech' },
    { name: 'K-TAG', manufacturer: 'Alientech' },
    { name: 'Trasdata', manufacturer: 'Dimsport' },
    { name: 'New Genius', manufacturer: 'Dimsport' },
    { name: 'Flex', manufacturer: 'Magic Motorsport' },
    { name: 'Autotuner', manufacturer: 'Autotuner' },
    { name: 'CMDflash', manufacturer: 'Flashtec' },
    { name: 'bFlash', manufacturer: 'bitbox' },
  ],
  other: [
    { name: 'KESS3', manufacturer: 'Alientech' },
    { name: 'Flex', manufacturer: 'Magic Motorsport' },
    { name: 'Trasdata', manufacturer: 'Dimsport' },
    { name: 'CMDflash', manufacturer: 'Flashtec' },
  ],
};

function tuningFor(
  builder: Builder,
  random: Random,
  typeKey: VehicleTypeKey,
  variant: EngineVariant,
  generation: GenerationRecord,
  power: number,
  torque: number,
  origin: 'shared' | 'private',
): TuningRecord {
  const year = Math.max(generation.year, variant.from);
  const plans = stagePlans(variant.kind, random, variant.size);
  const stages: StageRecord[] = [];
  const nextId = () => (origin === 'private' ? nextPrivate('stage') : builder.ids.stage++);
  plans.forEach((plan, index) => {
    const stagePower = Math.round(power * (1 + random.between(...plan.power)));
    const stageTorque = roundTo(torque * (1 + random.between(...plan.torque)), 5);
    stages.push({
      id: nextId(),
      stageNumber: index + 1,
      power: stagePower,
      torque: stageTorque,
      ...performanceFigures(typeKey, generation.segment, stagePower),
      modifications: plan.modifications,
    });
  });
  // Now and then a second "Stage 1" (a variant for a sports exhaust): stage_number repeats.
  const first = stages[0];
  if (first && random.chance(0.08)) {
    const power2 = Math.round(first.power * random.between(1.02, 1.04));
    stages.splice(1, 0, {
      ...first,
      id: nextId(),
      power: power2,
      torque: roundTo(first.torque * random.between(1.01, 1.03), 5),
      ...performanceFigures(typeKey, generation.segment, power2),
      modifications: ['mod.exhaust'],
    });
  }
  if (stages.length === 0) return { options: [], readTools: [], workMethods: [], stages };
  const eligible = optionsFor(typeKey, variant.kind, year);
  const options = random.sample(eligible, Math.max(1, Math.round(eligible.length * random.between(0.4, 1)))).map((key) => OPTIONS[key]!);
  const tools = READ_TOOLS[typeKey === 'cars' ? 'car' : 'other'];
  const readTools = random.sample(tools, random.int(2, Math.min(4, tools.length)));
  const methods = year >= 2000 ? ['OBD', 'Bench', 'Boot'] : ['Bench', 'Boot'];
  const workMethods = random.sample(methods, random.int(1, methods.length));
  return { options, readTools, workMethods, stages };
}

/* ------------------------------------------------------- Yamaha Marine: 1000 models ---------- */

/**
 * Yamaha's outboard range, rigging by rigging, gives the one manufacturer with exactly 1000
 * models (the contract's array maximum), so the browser is tested on the largest list.
 */
const YAMAHA_MARINE = 'Yamaha Marine';

function yamahaMarine(): ManufacturerSpec {
  const ratings = [2.5, 4, 5, 6, 8, 9.9, 15, 20, 25, 30, 40, 50, 60, 70, 75, 80, 90, 100, 115, 130, 150, 175, 200, 225, 250, 300, 350, 375, 425, 450];
  const prefixes = ['F', 'FL', 'FT', 'VF', 'LF', 'XF'];
  const shafts = ['S', 'L', 'X', 'U'];
  const controls = ['MH', 'EH', 'ET', 'ETL', 'B', 'CA', 'XA', 'XB'];
  const names: string[] = [];
  for (const rating of ratings) {
    for (const prefix of prefixes) {
      if ((prefix === 'XF' && rating < 375) || ((prefix === 'VF' || prefix === 'LF') && rating < 115)) continue;
      for (const shaft of shafts) for (const control of controls) names.push(`${prefix}${rating}${control} ${shaft}`);
    }
  }
  const chosen = Random.forKey('yamaha-marine').sample(names, 1000);
  return {
    name: YAMAHA_MARINE,
    family: 'outboard',
    models: chosen.map((name) => {
      const from = 2004 + Random.forKey(name).int(0, 16);
      return { name, segment: 'outboard' as Segment, generations: [{ name: 'I', from, to: 2026 }] };
    }),
  };
}

/** One engine per outboard model, sized by the rating in its name ("F150XA L" is 150 hp). */
function yamahaPlan(modelName: string): EnginePlan {
  const rating = Number(/\d+(\.\d+)?/.exec(modelName)?.[0] ?? '100');
  const power = Math.max(3, Math.round(rating));
  const base = variantsFor('outboard', modelName, 'outboard', 2004, 2026);
  const size = rating <= 60 ? 1 : rating <= 150 ? 2 : 3;
  const template = base.find((item) => item.size === size && item.label !== 'Supercharged') ?? base[0]!;
  const cc = Math.max(139, Math.round((rating * (rating < 100 ? 16 : 18.5)) / 10) * 10);
  const cylinders = rating < 10 ? 1 : rating <= 30 ? 2 : rating <= 60 ? 3 : rating <= 150 ? 4 : rating <= 350 ? 6 : 8;
  const variant: EngineVariant = { ...template, cc, cylinders, powers: [power] };
  return { variant, power, label: `${(cc / 1000).toFixed(1)}L ${cylinders}-cyl` };
}

/* ------------------------------------------------------------------ visibility ------------ */

const PROTECTED_NAMES = new Set(['Audi', 'Volkswagen', 'Yamaha Marine', 'BMW', 'Mercedes-Benz', 'Skoda', 'SEAT']);

/**
 * A few records are unavailable for everyone (withdrawn from the shared catalogue), and the
 * demo account's customisation hides a few more. The rule "a hidden ancestor suppresses all
 * its descendants" is applied by the views, not by copying the flag down.
 */
function markHidden(catalogue: Catalogue) {
  const random = Random.forKey('visibility');
  const candidates = catalogue.manufacturers.filter((item) => !PROTECTED_NAMES.has(item.name) && item.typeId <= 2);
  const [globalMake, accountMake] = random.sample(candidates, 2);
  if (globalMake) globalMake.hidden = true;
  if (accountMake) accountMake.hiddenFor.push(DEMO_ACCOUNT);
  const protectedModels = new Set(['A4', 'Golf']);
  // Yamaha Marine keeps all its 1000 models in every view (the contract's largest list). Its
  // rolls are still drawn so that the rest of the catalogue hides the same records as before.
  const yamahaMarine = catalogue.manufacturers.find((item) => item.name === YAMAHA_MARINE)?.id;
  for (const model of catalogue.models) {
    if (protectedModels.has(model.name)) continue;
    const keep = model.manufacturerId === yamahaMarine;
    if (random.chance(0.012)) model.hidden = !keep;
    else if (random.chance(0.01) && !keep) model.hiddenFor.push(DEMO_ACCOUNT);
  }
  for (const generation of catalogue.generations) {
    if (generation.name === 'B5' || generation.name === 'Mk7') continue;
    if (random.chance(0.01)) generation.hidden = true;
  }
}

/* --------------------------------------------------------------- private records ---------- */

const privateIds: Record<'manufacturer' | 'model' | 'generation' | 'engine' | 'stage', number> = {
  manufacturer: PRIVATE_ID_START,
  model: PRIVATE_ID_START,
  generation: PRIVATE_ID_START,
  engine: PRIVATE_ID_START,
  stage: PRIVATE_ID_START,
};

function nextPrivate(kind: keyof typeof privateIds): number {
  return privateIds[kind]++;
}

/**
 * The demo account's own additions (v2, `demo` key only): a manufacturer of its own, a model
 * under a shared manufacturer, and an engine under the public example generation whose id is
 * the largest a v2 client must hold, 2^53 - 1.
 */
function addPrivateRecords(builder: Builder) {
  for (const key of Object.keys(privateIds) as (keyof typeof privateIds)[]) privateIds[key] = PRIVATE_ID_START;
  const { catalogue } = builder;
  const cars = catalogue.types[0]!;
  const owned = { origin: 'private' as const, owner: DEMO_ACCOUNT, hidden: false, hiddenFor: [] };

  const make: ManufacturerRecord = {
    ...owned,
    hiddenFor: [],
    id: nextPrivate('manufacturer'),
    typeId: cars.id,
    name: 'Kessler Motorsport',
    slug: 'kessler-motorsport',
    hasLogo: false,
  };
  catalogue.manufacturers.push(make);
  const builds: { model: string; segment: Segment; generation: string; from: number; to: number; family: EngineFamily; plans: [string, number][] }[] = [
    {
      model: 'KM-1 Clubsport',
      segment: 'sports',
      generation: 'I',
      from: 2019,
      to: 2026,
      family: 'vag',
      plans: [
        ['2.0 {TSI}', 300],
        ['2.0 {TSI}', 320],
      ],
    },
    {
      model: 'KM-2 Touring',
      segment: 'midsize',
      generation: 'I',
      from: 2021,
      to: 2026,
      family: 'vag',
      plans: [
        ['2.0 TDI', 200],
        ['2.0 TDI', 240],
      ],
    },
  ];
  for (const build of builds) {
    const model: ModelRecord = {
      ...owned,
      hiddenFor: [],
      id: nextPrivate('model'),
      typeId: cars.id,
      manufacturerId: make.id,
      name: build.model,
      slug: slugify(build.model),
      segment: build.segment,
    };
    catalogue.models.push(model);
    addPrivateGeneration(builder, model, build);
  }

  const volkswagen = catalogue.manufacturers.find((item) => item.name === 'Volkswagen' && item.typeId === cars.id);
  if (volkswagen) {
    const build = {
      model: 'Golf Kessler Edition',
      segment: 'compact' as Segment,
      generation: 'Mk7 KE',
      from: 2016,
      to: 2020,
      family: 'vag' as EngineFamily,
      plans: [['2.0 {TSI}', 310] as [string, number]],
    };
    const model: ModelRecord = {
      ...owned,
      hiddenFor: [],
      id: nextPrivate('model'),
      typeId: cars.id,
      manufacturerId: volkswagen.id,
      name: build.model,
      slug: slugify(build.model),
      segment: build.segment,
    };
    catalogue.models.push(model);
    addPrivateGeneration(builder, model, build);
  }

  const audi = catalogue.manufacturers.find((item) => item.name === 'Audi' && item.typeId === cars.id);
  const a4 = catalogue.models.find((item) => item.manufacturerId === audi?.id && item.name === 'A4');
  const b5 = catalogue.generations.find((item) => item.modelId === a4?.id && item.name === 'B5');
  if (a4 && b5) {
    const variant = variantsFor('vag', 'A4', 'midsize', 1995, 2001).find((item) => item.label === '1.8T');
    if (variant) {
      const engine = buildEngine(
        builder,
        cars,
        'vag',
        'Audi',
        a4,
        b5,
        { variant, power: 225, label: '1.8T' },
        { origin: 'private', owner: DEMO_ACCOUNT, id: V2_MAX_ID },
      );
      engine.name = '1.8T 225hp 310Nm (K04 hybrid)';
      engine.slug = slugify(engine.name);
      engine.torque = 310;
      engine.searchText = `audi a4 b5 ${engine.name.toLowerCase()} ${engine.engineCode.toLowerCase()}`;
      catalogue.engines.push(engine);
    }
  }
}

function addPrivateGeneration(
  builder: Builder,
  model: ModelRecord,
  build: { generation: string; from: number; to: number; family: EngineFamily; segment: Segment; plans: [string, number][] },
) {
  const { catalogue } = builder;
  const type = catalogue.types.find((item) => item.id === model.typeId)!;
  const generation: GenerationRecord = {
    origin: 'private',
    owner: DEMO_ACCOUNT,
    hidden: false,
    hiddenFor: [],
    id: nextPrivate('generation'),
    typeId: model.typeId,
    manufacturerId: model.manufacturerId,
    modelId: model.id,
    name: build.generation,
    slug: slugify(`${build.generation} ${build.from}`),
    year: build.from,
    yearEnd: build.to,
    segment: build.segment,
    hasPhoto: false,
  };
  catalogue.generations.push(generation);
  const variants = variantsFor(build.family, model.name, build.segment, build.from, build.to);
  const manufacturer = catalogue.manufacturers.find((item) => item.id === model.manufacturerId)!;
  for (const [label, power] of build.plans) {
    const variant = variants.find((item) => item.label === label) ?? variants[0]!;
    const engine = buildEngine(
      builder,
      type,
      build.family,
      manufacturer.name,
      model,
      generation,
      { variant, power, label: engineLabel(build.family, variant, { manufacturer: manufacturer.name, model: model.name }) },
      { origin: 'private', owner: DEMO_ACCOUNT },
    );
    catalogue.engines.push(engine);
  }
}

/* ------------------------------------------------------------------ indexes --------------- */

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const group = map.get(key(item));
    if (group) group.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

function index(catalogue: Catalogue) {
  const byId = <T extends { id: number }>(items: T[]) => new Map(items.map((item) => [item.id, item]));
  // Private records sort after shared ones by id; keep every list in id order for keyset paging.
  const ordered = <T extends { id: number }>(items: T[]) => items.sort((a, b) => a.id - b.id);
  ordered(catalogue.manufacturers);
  ordered(catalogue.models);
  ordered(catalogue.generations);
  ordered(catalogue.engines);
  catalogue.typeById = byId(catalogue.types);
  catalogue.manufacturerById = byId(catalogue.manufacturers);
  catalogue.modelById = byId(catalogue.models);
  catalogue.generationById = byId(catalogue.generations);
  catalogue.engineById = byId(catalogue.engines);
  catalogue.manufacturersByType = groupBy(catalogue.manufacturers, (item) => item.typeId);
  catalogue.modelsByManufacturer = groupBy(catalogue.models, (item) => item.manufacturerId);
  catalogue.generationsByModel = groupBy(catalogue.generations, (item) => item.modelId);
  catalogue.enginesByGeneration = groupBy(catalogue.engines, (item) => item.generationId);
}
