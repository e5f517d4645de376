import type { Origin } from '../../../contract/constants';
import type { Segment, VehicleTypeKey } from './data/types';
import type { WordKey } from './data/words';

/**
 * The demo catalogue as the server holds it in memory: language-neutral records with
 * visibility flags. `views.ts` turns them into the contract's JSON for one version, account
 * and language.
 */

/** An account that owns a customised catalogue (v2): private records and hidden shared ones. */
export type AccountId = string;

interface Visibility {
  /** `shared` records belong to everyone; `private` ones to `owner` only (v2). */
  origin: Origin;
  owner?: AccountId;
  /** Unavailable for everyone: the record and all its descendants vanish from lists and search. */
  hidden: boolean;
  /** Hidden by these accounts' customisation (v2 only). */
  hiddenFor: AccountId[];
}

export interface TypeRecord {
  id: number;
  key: VehicleTypeKey;
  slug: string;
  nameKey: WordKey;
}

export interface ManufacturerRecord extends Visibility {
  id: number;
  typeId: number;
  name: string;
  slug: string;
  /** Whether drawn logos exist (v2 answers null otherwise; v1 a neutral placeholder). */
  hasLogo: boolean;
}

export interface ModelRecord extends Visibility {
  id: number;
  typeId: number;
  manufacturerId: number;
  name: string;
  slug: string;
  segment: Segment;
}

export interface GenerationRecord extends Visibility {
  id: number;
  typeId: number;
  manufacturerId: number;
  modelId: number;
  name: string;
  slug: string;
  year: number;
  yearEnd: number;
  segment: Segment;
  /** Whether a photo was "uploaded" (v2 answers null otherwise). */
  hasPhoto: boolean;
  /** The generation's number where the trade counts a chassis code (Octavia 5E is III); search only. */
  number?: number;
}

export interface Unit {
  manufacturer: string;
  name: string;
}

export interface DynoValues {
  rpm: number[];
  hp: number[];
  nm: number[];
}

/**
 * Where an engine's dyno chart comes from. `measured`: its own curves. `template`: v2 serves
 * the shared template chart scaled to the engine and says so (`dyno_template: true`).
 * `none`: v2 serves empty arrays; v1, which cannot say either, serves the template.
 */
export type CurveKind = 'diesel' | 'turbo-petrol' | 'na-petrol' | 'bike' | 'heavy-diesel' | 'outboard';

export type DynoKind = 'measured' | 'template' | 'none';

export interface StageRecord {
  id: number;
  stageNumber: number;
  power: number;
  torque: number;
  /** km/h; null where the vehicle type has no meaningful figure (trucks, tractors, boats). */
  topSpeed: number | null;
  /** seconds; null as above. */
  zeroToHundred: number | null;
  modifications: WordKey[];
}

export interface TuningRecord {
  options: { name: string; descriptionKey: WordKey }[];
  readTools: { name: string; manufacturer: string }[];
  workMethods: string[];
  stages: StageRecord[];
}

export interface EngineRecord extends Visibility {
  id: number;
  typeId: number;
  manufacturerId: number;
  modelId: number;
  generationId: number;
  name: string;
  slug: string;
  engineCode: string;
  year: number | undefined;
  capacity: number;
  cylinders: number;
  engineTypeKey: WordKey;
  fuelKey: WordKey;
  ecus: Unit[];
  tcus: Unit[];
  power: number;
  torque: number;
  /** Dyno curves are computed on demand from the engine's figures (see dyno.ts). */
  dynoKind: DynoKind;
  /** How the engine breathes: shapes its dyno curves. */
  curve: CurveKind;
  /** Highest rpm of its dyno sweep. */
  redline: number;
  tuning: TuningRecord;
  /** Lower-case text the search matches against, fragments included; ECU and TCU names match as whole words or prefixes (search.ts). */
  searchText: string;
}

export interface Catalogue {
  types: TypeRecord[];
  manufacturers: ManufacturerRecord[];
  models: ModelRecord[];
  generations: GenerationRecord[];
  engines: EngineRecord[];
  typeById: Map<number, TypeRecord>;
  manufacturerById: Map<number, ManufacturerRecord>;
  modelById: Map<number, ModelRecord>;
  generationById: Map<number, GenerationRecord>;
  engineById: Map<number, EngineRecord>;
  manufacturersByType: Map<number, ManufacturerRecord[]>;
  modelsByManufacturer: Map<number, ModelRecord[]>;
  generationsByModel: Map<number, GenerationRecord[]>;
  enginesByGeneration: Map<number, EngineRecord[]>;
}
