import { z } from 'zod';
import {
  CONTROL_CHARACTERS,
  MAX_ARRAY_LENGTH,
  MAX_PAGE_ITEMS,
  MAX_STRING_LENGTH,
  PAGE_LIMIT_MAX,
  PAGE_LIMIT_MIN,
  V2_MAX_ID,
} from './contract';

/**
 * The contract in code. Every API body is parsed here before any component sees it.
 *
 * Strict where a wrong value would mislead: identifiers are safe integers from 1 to 2^53 - 1,
 * figures are non-negative integers, strings are at most 2048 characters without control
 * characters, arrays at most 1000 items (a page at most 100).
 *
 * Forgiving where the real API is known to be loose (docs/API-NOTES.md): an ECU given as
 * `{model, manufacturer}`, an absent `year`, `null` images, tuning fields missing, unknown
 * fields. Image URLs that are not http(s) become null: they are never used.
 */

const id = z.int().min(1).max(V2_MAX_ID);
const cursor = z.int().min(0).max(V2_MAX_ID);
const count = z.int().min(0);

export const text = z
  .string()
  .max(MAX_STRING_LENGTH)
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'contains control characters');

const list = <T extends z.ZodType>(item: T, max = MAX_ARRAY_LENGTH) => z.array(item).max(max);

/** An http(s) URL, or null for anything else (missing, empty, javascript:, data:, garbage). */
export const imageUrl = z
  .string()
  .max(MAX_STRING_LENGTH)
  .nullish()
  .transform((value) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  });

const origin = z.enum(['shared', 'private']).optional();

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
  year: z.int().nullish(),
  year_end: z.int().nullish(),
  photo: imageUrl,
  type: referenceSchema,
  manufacturer: referenceSchema,
  model: referenceSchema,
  origin,
});

/** An ECU or TCU. One published sample names the unit `model` instead of `name`. */
export const unitSchema = z
  .object({ manufacturer: text, name: text.optional(), model: text.optional() })
  .refine((unit) => unit.name !== undefined || unit.model !== undefined, 'a unit needs a name')
  .transform((unit) => ({ manufacturer: unit.manufacturer, name: (unit.name ?? unit.model) as string }));

const figure = z.int().min(0);

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
  dyno_values: dynoValuesSchema.optional(),
  /** v2 (this project's server): the chart is the shared template, not a measurement. */
  dyno_template: z.boolean().optional(),
});

export const engineSchema = z.object({
  id,
  name: text,
  slug: text,
  engine_code: text.nullish(),
  year: z.int().nullish(),
  capacity: figure.nullish(),
  cylinders: figure.nullish(),
  engine_type: text.nullish(),
  fuel: text.nullish(),
  ecus: list(unitSchema).default([]),
  tcus: list(unitSchema).default([]),
  performance: performanceSchema,
  origin,
});

export const stageSchema = z.object({
  /** The stage's identity (v2). v1 has none; the client then keys by position. */
  id: id.optional(),
  stage_number: z.int().min(0),
  performance: z.object({
    power: figure,
    torque: figure,
    top_speed: z.number().min(0).nullish(),
    zero_to_hundred: z.number().min(0).nullish(),
    dyno_values: dynoValuesSchema.optional(),
  }),
  modifications_required: text.nullish(),
});

export const tuningSchema = z.object({
  options: list(z.object({ name: text, description: text.nullish() })).default([]),
  read_tools: list(z.object({ name: text, manufacturer: text.nullish() })).default([]),
  work_methods: list(z.object({ name: text })).default([]),
  stages: list(stageSchema).default([]),
});

export const engineDetailSchema = engineSchema.extend({ tuning: tuningSchema.nullish() });
export const manufacturerDetailSchema = manufacturerSchema.extend({ models: list(modelSchema) });
export const modelDetailSchema = modelSchema.extend({ generations: list(generationSchema) });
export const generationDetailSchema = generationSchema.extend({ engines: list(engineSchema) });

export const paginationSchema = z
  .object({
    cursor: cursor.nullable(),
    limit: z.int().min(PAGE_LIMIT_MIN).max(PAGE_LIMIT_MAX),
    next_cursor: cursor.nullable(),
    has_more: z.boolean(),
  })
  // A page that says "more" without saying where would make a client ask for the same page forever.
  .refine((page) => !page.has_more || page.next_cursor !== null, 'has_more without next_cursor');

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

const timestamp = text.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');

export const subscriptionSchema = z.object({
  api_key: text.optional(),
  scopes: list(text).default([]),
  calls_limit: count.nullish(),
  created: timestamp.nullish(),
  subscription: z.object({
    id: id.nullish(),
    start_date: timestamp.nullish(),
    end_date: timestamp.nullish(),
    catalog_profile: text.nullish(),
    api_access: z.boolean(),
    is_active: z.boolean(),
  }),
});

/** Error bodies: the contract's flat `{code, message}` or a peer API's nested `{error: {...}}`. */
export const errorBodySchema = z.union([
  z.object({ code: z.int(), message: z.string().max(MAX_STRING_LENGTH) }),
  z.object({ error: z.object({ code: z.int(), message: z.string().max(MAX_STRING_LENGTH) }) }).transform((body) => body.error),
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
