import type { ApiVersion, Language } from '../../../contract/constants';
import { WORDS, type WordKey } from './data/words';
import { dynoCurve, EMPTY_DYNO } from './dyno';
import type { AccountId, Catalogue, DynoValues, EngineRecord, GenerationRecord, ManufacturerRecord, ModelRecord, StageRecord, TypeRecord } from './model';

/**
 * What one request may see and in which words: the API version, the account whose customised
 * catalogue applies (v2 only; null for the shared catalogue) and the negotiated language.
 * Everything the API answers is built here from the language-neutral records.
 */
export interface View {
  version: ApiVersion;
  account: AccountId | null;
  language: Language;
  /** Absolute origin for media URLs, e.g. http://127.0.0.1:8080 */
  mediaBase: string;
}

type Visible = Pick<ManufacturerRecord, 'origin' | 'owner' | 'hidden' | 'hiddenFor'>;

function visibleRecord(record: Visible, view: View): boolean {
  if (record.hidden) return false;
  if (record.origin === 'private') return view.version === 'v2' && view.account !== null && record.owner === view.account;
  if (view.version === 'v2' && view.account !== null && record.hiddenFor.includes(view.account)) return false;
  return true;
}

/** A record is visible when it and every ancestor are: a hidden ancestor hides all below it. */
export class Visibility {
  constructor(
    private readonly catalogue: Catalogue,
    private readonly view: View,
  ) {}

  manufacturer(record: ManufacturerRecord | undefined): record is ManufacturerRecord {
    return record !== undefined && visibleRecord(record, this.view);
  }

  model(record: ModelRecord | undefined): record is ModelRecord {
    return record !== undefined && visibleRecord(record, this.view) && this.manufacturer(this.catalogue.manufacturerById.get(record.manufacturerId));
  }

  generation(record: GenerationRecord | undefined): record is GenerationRecord {
    return record !== undefined && visibleRecord(record, this.view) && this.model(this.catalogue.modelById.get(record.modelId));
  }

  engine(record: EngineRecord | undefined): record is EngineRecord {
    return record !== undefined && visibleRecord(record, this.view) && this.generation(this.catalogue.generationById.get(record.generationId));
  }
}

/** The key under which results that depend only on visibility (not language) can be cached. */
export function visibilityKey(view: View): string {
  return `${view.version}|${view.account ?? ''}`;
}

export class Serializer {
  readonly visible: Visibility;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly view: View,
  ) {
    this.visible = new Visibility(catalogue, view);
  }

  private word(key: WordKey): string {
    return WORDS[key][this.view.language];
  }

  private media(path: string): string {
    return `${this.view.mediaBase}${path}`;
  }

  private origin(record: Visible): { origin?: string } {
    return this.view.version === 'v2' ? { origin: record.origin } : {};
  }

  private typeRef(typeId: number) {
    const type = this.catalogue.typeById.get(typeId)!;
    return { id: type.id, name: this.word(type.nameKey) };
  }

  private manufacturerRef(id: number) {
    return { id, name: this.catalogue.manufacturerById.get(id)!.name };
  }

  private modelRef(id: number) {
    return { id, name: this.catalogue.modelById.get(id)!.name };
  }

  private generationRef(id: number) {
    return { id, name: this.catalogue.generationById.get(id)!.name };
  }

  type(type: TypeRecord) {
    return { id: type.id, name: this.word(type.nameKey), slug: type.slug };
  }

  manufacturer(record: ManufacturerRecord) {
    const v2 = this.view.version === 'v2';
    const logo = (variant: '' | '-dark') =>
      record.hasLogo ? this.media(`/media/logos/${record.slug}${variant}.svg`) : v2 ? null : this.media(`/media/logos/placeholder${variant}.svg`);
    return {
      id: record.id,
      name: record.name,
      slug: record.slug,
      logo: logo(''),
      logo_dark: logo('-dark'),
      type: this.typeRef(record.typeId),
      ...this.origin(record),
    };
  }

  model(record: ModelRecord) {
    return {
      id: record.id,
      name: record.name,
      slug: record.slug,
      photo: this.media(`/media/photos/${record.segment}/m${record.id}.svg`),
      type: this.typeRef(record.typeId),
      manufacturer: this.manufacturerRef(record.manufacturerId),
      ...this.origin(record),
    };
  }

  generation(record: GenerationRecord) {
    const photo = record.hasPhoto
      ? this.media(`/media/photos/${record.segment}/g${record.id}.svg`)
      : this.view.version === 'v2'
        ? null
        : this.media(`/media/photos/placeholder.svg`);
    return {
      id: record.id,
      name: record.name,
      slug: record.slug,
      year: record.year,
      year_end: record.yearEnd,
      photo,
      type: this.typeRef(record.typeId),
      manufacturer: this.manufacturerRef(record.manufacturerId),
      model: this.modelRef(record.modelId),
      ...this.origin(record),
    };
  }

  /** The dyno chart of the engine or one of its stages, as this version serves it. */
  private dyno(engine: EngineRecord, figures: { power: number; torque: number }, key: string): { values: DynoValues; template: boolean } {
    const v2 = this.view.version === 'v2';
    if (v2 && engine.dynoKind === 'none') return { values: EMPTY_DYNO, template: false };
    const template = engine.dynoKind !== 'measured';
    const values = dynoCurve({ key, kind: engine.curve, redline: engine.redline, power: figures.power, torque: figures.torque, template });
    return { values, template };
  }

  engine(record: EngineRecord, options: { tuning: boolean }) {
    const v2 = this.view.version === 'v2';
    const stock = this.dyno(record, record, `${record.id}`);
    return {
      id: record.id,
      name: record.name,
      slug: record.slug,
      engine_code: record.engineCode,
      ...(record.year === undefined ? {} : { year: record.year }),
      capacity: record.capacity,
      cylinders: record.cylinders,
      engine_type: this.word(record.engineTypeKey),
      fuel: this.word(record.fuelKey),
      ecus: record.ecus.map(({ manufacturer, name }) => ({ manufacturer, name })),
      tcus: record.tcus.map(({ manufacturer, name }) => ({ manufacturer, name })),
      performance: {
        power: record.power,
        torque: record.torque,
        dyno_values: stock.values,
        ...(v2 ? { dyno_template: stock.template } : {}),
      },
      ...this.origin(record),
      ...(options.tuning ? { tuning: this.tuning(record) } : {}),
    };
  }

  private tuning(record: EngineRecord) {
    const { tuning } = record;
    return {
      options: tuning.options.map((option) => ({ name: option.name, description: this.word(option.descriptionKey) })),
      read_tools: tuning.readTools.map(({ name, manufacturer }) => ({ name, manufacturer })),
      work_methods: tuning.workMethods.map((name) => ({ name })),
      stages: tuning.stages.map((stage) => this.stage(record, stage)),
    };
  }

  private stage(record: EngineRecord, stage: StageRecord) {
    const dyno = this.dyno(record, stage, `${record.id}:stage:${stage.id}`);
    return {
      ...(this.view.version === 'v2' ? { id: stage.id } : {}),
      stage_number: stage.stageNumber,
      performance: {
        power: stage.power,
        torque: stage.torque,
        top_speed: stage.topSpeed,
        zero_to_hundred: stage.zeroToHundred,
        dyno_values: dyno.values,
      },
      modifications_required: stage.modifications.map((key) => this.word(key)).join(', '),
    };
  }

  searchResult(engine: EngineRecord) {
    return {
      type: this.typeRef(engine.typeId),
      manufacturer: this.manufacturerRef(engine.manufacturerId),
      model: this.modelRef(engine.modelId),
      generation: this.generationRef(engine.generationId),
      engine: { id: engine.id, name: engine.name },
    };
  }
}
