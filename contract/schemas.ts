import * as z from 'zod/mini';
import type { OperationName } from './operations';
import { CONTROL_CHARACTERS, MAX_ARRAY_LENGTH, MAX_PAGE_ITEMS, MAX_STRING_LENGTH, PAGE_LIMIT_MAX, PAGE_LIMIT_MIN, V2_MAX_ID } from './constants';

/**
 * The contract in code. Every API body is parsed here before any component sees it.
 * (zod/mini: the same checks as zod, tree-shaken to what is used, so the first page stays light.)
 *
 * Strict where a wrong value would mislead: identifiers are safe integers from 1 to 2^53 - 1,
 * figures are non-negative integers, strings are at most 2048 characters without control
 * characters, arrays at most 1000 items (a page at most 100).
 *
 * Forgiving where the real API is known to be loose (the project-wide API notes, kept outside this repository): an ECU given as
 * `{model, manufacturer}`, an absent `year`, `null` images, tuning fields missing, unknown
 * fields. Image URLs that are not http(s) become null: they are never used.
 */

const id = z.int().check(z.gte(1), z.lte(V2_MAX_ID));
const cursor = z.int().check(z.gte(0), z.lte(V2_MAX_ID));
const count = z.int().check(z.gte(0));
const figure = z.int().check(z.gte(0));

export const text = z.string().check(
  z.maxLength(MAX_STRING_LENGTH),
  z.refine((value) => !CONTROL_CHARACTERS.test(value), 'contains control characters'),
);

const list = <T extends z.ZodMiniType>(item: T, max = MAX_ARRAY_LENGTH) => z.array(item).check(z.maxLength(max));
const listOrEmpty = <T extends z.ZodMiniType>(item: T) => z._default(list(item), []);

/** An http(s) URL, or null for anything else (missing, empty, javascript:, data:, garbage). */
export const imageUrl = z.pipe(
  z.nullish(z.string().check(z.maxLength(MAX_STRING_LENGTH))),
  z.transform((value) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  }),
);

const origin = z.optional(z.enum(['shared', 'private']));

export const referenceSchema = z.object({ id, name: text });

export const vehicleTypeSchema = z.object({ id, name: text, slug: text });

export const manufacturerSchema = z.object({
  id,
  name: text,
  slug: text,
  logo: imageUrl,
  logo_dark: imageUrl,
  type: referenceSchema,
  origin,
});

export const modelSchema = z.object({
  id,
  name: text,
  slug: text,
  photo: imageUrl,
  type: referenceSchema,
  manufacturer: referenceSchema,
  origin,
});

export const generationSchema = z.object({
  id,
  name: text,
  slug: text,
  year: z.nullish(z.int()),
  year_end: z.nullish(z.int()),
  photo: imageUrl,
  type: referenceSchema,
  manufacturer: referenceSchema,
  model: referenceSchema,
  origin,
});

/** An ECU or TCU. One published sample names the unit `model` instead of `name`. */
export const unitSchema = z.pipe(
  z
    .object({ manufacturer: text, name: z.optional(text), model: z.optional(text) })
    .check(z.refine((unit) => unit.name !== undefined || unit.model !== undefined, 'a unit needs a name')),
  z.transform((unit) => ({ manufacturer: unit.manufacturer, name: (unit.name ?? unit.model) as string })),
);

/**
 * Parallel arrays as the API sends them. Their lengths should match but the chart copes when
 * they do not (features/dyno/series.ts), so that is not a reason to refuse the whole engine.
 */
export const dynoValuesSchema = z.object({
  rpm: list(figure),
  hp: list(figure),
  nm: list(figure),
});

export const performanceSchema = z.object({
  power: figure,
  torque: figure,
  dyno_values: z.optional(dynoValuesSchema),
  /** v2 (this project's server): the chart is the shared template, not a measurement. */
  dyno_template: z.optional(z.boolean()),
});

export const engineSchema = z.object({
  id,
  name: text,
  slug: text,
  engine_code: z.nullish(text),
  year: z.nullish(z.int()),
  capacity: z.nullish(figure),
  cylinders: z.nullish(figure),
  engine_type: z.nullish(text),
  fuel: z.nullish(text),
  ecus: listOrEmpty(unitSchema),
  tcus: listOrEmpty(unitSchema),
  performance: performanceSchema,
  origin,
});

const measurement = z.nullish(z.number().check(z.gte(0)));

export const stageSchema = z.object({
  /** The stage's identity (v2). v1 has none; the client then keys by position. */
  id: z.optional(id),
  stage_number: z.int().check(z.gte(0)),
  performance: z.object({
    power: figure,
    torque: figure,
    top_speed: measurement,
    zero_to_hundred: measurement,
    dyno_values: z.optional(dynoValuesSchema),
  }),
  modifications_required: z.nullish(text),
});

export const tuningSchema = z.object({
  options: listOrEmpty(z.object({ name: text, description: z.nullish(text) })),
  read_tools: listOrEmpty(z.object({ name: text, manufacturer: z.nullish(text) })),
  work_methods: listOrEmpty(z.object({ name: text })),
  stages: listOrEmpty(stageSchema),
});

export const engineDetailSchema = z.extend(engineSchema, { tuning: z.nullish(tuningSchema) });
export const manufacturerDetailSchema = z.extend(manufacturerSchema, { models: list(modelSchema) });
export const modelDetailSchema = z.extend(modelSchema, { generations: list(generationSchema) });
export const generationDetailSchema = z.extend(generationSchema, { engines: list(engineSchema) });

export const paginationSchema = z
  .object({
    cursor: z.nullable(cursor),
    limit: z.int().check(z.gte(PAGE_LIMIT_MIN), z.lte(PAGE_LIMIT_MAX)),
    next_cursor: z.nullable(cursor),
    has_more: z.boolean(),
  })
  // A page that says "more" without saying where would make a client ask for the same page forever.
  .check(z.refine((page) => !page.has_more || page.next_cursor !== null, 'has_more without next_cursor'));

export const typesSchema = list(vehicleTypeSchema);
export const manufacturersPageSchema = z.object({ items: list(manufacturerSchema, MAX_PAGE_ITEMS), pagination: paginationSchema });

export const searchResultSchema = z.object({
  type: referenceSchema,
  manufacturer: referenceSchema,
  model: referenceSchema,
  generation: referenceSchema,
  engine: referenceSchema,
});

export const searchPageSchema = z.object({
  results: list(searchResultSchema, MAX_PAGE_ITEMS),
  total: count,
  pagination: paginationSchema,
});

const timestamp = text.check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'));

export const subscriptionSchema = z.object({
  api_key: z.optional(text),
  scopes: listOrEmpty(text),
  calls_limit: z.nullish(count),
  created: z.nullish(timestamp),
  subscription: z.object({
    id: z.nullish(id),
    start_date: z.nullish(timestamp),
    end_date: z.nullish(timestamp),
    catalog_profile: z.nullish(text),
    api_access: z.boolean(),
    is_active: z.boolean(),
  }),
});

/** The answer of each operation that the browser's client and the MCP tools read, by its name in ./operations.ts. */
export const answerSchemas = {
  subscription: subscriptionSchema,
  types: typesSchema,
  manufacturers: manufacturersPageSchema,
  manufacturer: manufacturerDetailSchema,
  model: modelDetailSchema,
  generation: generationDetailSchema,
  engine: engineDetailSchema,
  search: searchPageSchema,
} as const satisfies Partial<Record<OperationName, z.ZodMiniType>>;

const errorFields = z.object({ code: z.int(), message: z.string().check(z.maxLength(MAX_STRING_LENGTH)) });

/** Error bodies: the contract's flat `{code, message}` or a peer API's nested `{error: {...}}`. */
export const errorBodySchema = z.union([
  errorFields,
  z.pipe(
    z.object({ error: errorFields }),
    z.transform((body) => body.error),
  ),
]);

export type VehicleType = z.infer<typeof vehicleTypeSchema>;
export type Reference = z.infer<typeof referenceSchema>;
export type Manufacturer = z.infer<typeof manufacturerSchema>;
export type ManufacturersPage = z.infer<typeof manufacturersPageSchema>;
export type ManufacturerDetail = z.infer<typeof manufacturerDetailSchema>;
export type Model = z.infer<typeof modelSchema>;
export type ModelDetail = z.infer<typeof modelDetailSchema>;
export type Generation = z.infer<typeof generationSchema>;
export type GenerationDetail = z.infer<typeof generationDetailSchema>;
export type Engine = z.infer<typeof engineSchema>;
export type EngineDetail = z.infer<typeof engineDetailSchema>;
export type Stage = z.infer<typeof stageSchema>;
export type Tuning = z.infer<typeof tuningSchema>;
export type DynoValues = z.infer<typeof dynoValuesSchema>;
export type Unit = z.infer<typeof unitSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchPage = z.infer<typeof searchPageSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type Origin = NonNullable<Manufacturer['origin']>;
