/**
 * Shapes of the hand-written seed data from which the demo catalogue is generated.
 * The generator (../generate.ts) turns these into records with ids, engines, dyno curves
 * and tuning stages; nothing here carries ids.
 */

/** The six vehicle types of the demo catalogue, in display order. */
export type VehicleTypeKey = 'cars' | 'bikes' | 'trucks' | 'agriculture' | 'marine' | 'atv';

/**
 * Which engine range a manufacturer builds. The generator keeps, per family, a list of engine
 * variants by era ("2.0 TDI" 2008-2026 at 140/150/170/184 hp ...), and names engines in that
 * family's trade style.
 */
export const ENGINE_FAMILIES = [
  // cars & LCV
  'vag', 'porsche', 'bmw', 'mini', 'mercedes', 'ford', 'stellantis-psa', 'fiat', 'alfa',
  'opel', 'renault', 'dacia', 'toyota', 'lexus', 'honda', 'hyundai-kia', 'mazda', 'nissan',
  'mitsubishi', 'subaru', 'suzuki', 'volvo', 'jlr', 'american', 'exotic', 'asian-generic',
  'saab', 'lada',
  // other types
  'bike', 'truck', 'tractor', 'outboard', 'atv',
] as const;
export type EngineFamily = (typeof ENGINE_FAMILIES)[number];

/**
 * Body or use class of a model; picks the engine sizes that fit it (a city car gets small
 * engines, an executive car the big ones) and the drawn placeholder photo.
 */
export const SEGMENTS = [
  // cars & LCV
  'city', 'compact', 'midsize', 'executive', 'luxury', 'suv', 'sports', 'mpv', 'van', 'pickup',
  // motorcycles
  'bike-small', 'bike-mid', 'bike-big',
  // trucks & buses
  'truck-light', 'truck-heavy', 'bus',
  // agriculture
  'tractor-small', 'tractor-big', 'harvester',
  // marine
  'outboard', 'inboard', 'pwc',
  // ATV / quad / UTV
  'atv',
] as const;
export type Segment = (typeof SEGMENTS)[number];

/** One generation of a model: a real chassis code or generation name where one exists. */
export interface GenerationSpec {
  /** e.g. "B5", "Mk7", "F30", "W205", "II", "II Facelift". Never includes the years. */
  name: string;
  /** First year of manufacture. */
  from: number;
  /** Last year of manufacture; 2026 for generations still built. */
  to: number;
  /** Which generation of the model a chassis code is, where the trade counts it ("octavia iii" is 5E); search only. */
  number?: number;
}

export interface ModelSpec {
  /** Real model name as the trade writes it: "A4", "Golf", "3 Series", "C-Class", "Transit". */
  name: string;
  segment: Segment;
  /** Generations, oldest first; years must not run backwards; 1990 or later. */
  generations: GenerationSpec[];
}

export interface ManufacturerSpec {
  /** Real manufacturer name: "Audi", "Mercedes-Benz", "Land Rover". */
  name: string;
  family: EngineFamily;
  models: ModelSpec[];
}

export type CatalogueSeed = Record<VehicleTypeKey, ManufacturerSpec[]>;
