import * as z from 'zod/mini';
import { CONTROL_CHARACTERS, V1_LANGUAGES, V2_MAX_ID, type Language } from './constants';

/**
 * The workshop profile (issue 17): who sells the remaps shown in the catalogue and at what
 * price. The server reads it from VTDB_WORKSHOP_FILE (JSON or YAML) at start-up and refuses to
 * start when it does not hold (server/workshop.ts); the browser receives it in its runtime
 * configuration (`workshop`, contract/runtime-config.ts) and checks it again with this schema in
 * the engine page's lazy chunk (src/features/pricing/), so the first page does not carry it.
 *
 * No transforms: what the server sends is what the file said (with defaults filled in), and the
 * browser parses the same shape.
 */

/** The price entry for a stage or option that the workshop quotes case by case. */
export const ON_REQUEST = 'on request';

export const SCOPES = ['engine', 'generation', 'model', 'manufacturer', 'type'] as const;
/** Which record a price rule is for, most specific first (the first that has a price wins). */
export type PriceScope = (typeof SCOPES)[number];

/** Largest number of price rules (the profile is written into every page the server serves). */
export const MAX_PRICE_RULES = 5000;
export const DEFAULT_VALIDITY_DAYS = 30;

const line = (max: number) =>
  z.string().check(
    z.regex(/\S/, 'must not be empty'),
    z.maxLength(max, `must be at most ${max} characters`),
    z.refine((value) => !CONTROL_CHARACTERS.test(value), 'must be one line without control characters'),
  );

/**
 * An object of values by key, each key checked by `keyProblem` (its message, or null). Built on
 * the object schema rather than z.record so that the first page's zod chunk stays as it was (the
 * browser checks the profile in the engine page's chunk, but zod's code is one shared chunk).
 */
const keyed = <T extends z.ZodMiniType>(value: T, keyProblem: (key: string) => string | null) =>
  z.catchall(z.object({}), value).check(
    z.check((payload) => {
      for (const key of Object.keys(payload.value)) {
        const message = keyProblem(key);
        if (message !== null) payload.issues.push({ code: 'custom', input: key, path: [key], message });
      }
    }),
  );

const LANGUAGE_CODES: readonly string[] = V1_LANGUAGES;

/** A text the workshop writes once, or once per language code (`en`, `de`, …; see V1_LANGUAGES). */
export const localizedSchema = z.union(
  [
    line(500),
    keyed(line(500), (key) => (LANGUAGE_CODES.includes(key) ? null : `is not a language code (${V1_LANGUAGES.join(', ')})`)).check(
      z.refine((texts) => Object.keys(texts).length > 0, 'needs at least one language'),
    ),
  ],
  {
    error: `must be a text, or texts by language code (${V1_LANGUAGES.join(', ')})`,
  },
);
export type Localized = z.infer<typeof localizedSchema>;

/** A workshop text in this language: its own, else English, else the first given. */
export function localized(text: Localized | undefined, language: Language): string | undefined {
  if (text === undefined || typeof text === 'string') return text;
  return text[language] ?? text.en ?? Object.values(text).find((value) => value !== undefined);
}

/** An amount in the profile's currency (at most two decimals), or "on request". */
export const priceSchema = z.union(
  [
    z.number().check(
      z.gte(0, 'must not be negative'),
      z.lte(10_000_000, 'must be at most 10000000'),
      z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must have at most two decimals'),
    ),
    z.enum([ON_REQUEST]),
  ],
  { error: `must be an amount such as 349 or 349.90, or "${ON_REQUEST}"` },
);
export type Price = z.infer<typeof priceSchema>;

const recordId = z.int('must be a record id (a whole number)').check(z.gte(1, 'must be a record id from 1'), z.lte(V2_MAX_ID));

/** Prices by stage number (`1`, `2`, …: the contract's `stage_number`). */
const stagePrices = keyed(priceSchema, (key) => (/^\d{1,3}$/.test(key) ? null : 'a stage is named by its stage_number, such as 1'));
/** Prices by tuning option, named as the catalogue names it (`EGR`, `DPF`, `Pops & Bangs`; letter case ignored). */
const optionPrices = keyed(priceSchema, (key) =>
  key.trim() !== '' && key.length <= 200 && !CONTROL_CHARACTERS.test(key) ? null : 'an option is named as the catalogue names it, such as EGR',
);

export const priceRuleSchema = z
  .strictObject({
    type: z.optional(recordId),
    manufacturer: z.optional(recordId),
    model: z.optional(recordId),
    generation: z.optional(recordId),
    engine: z.optional(recordId),
    stages: z.optional(stagePrices),
    options: z.optional(optionPrices),
  })
  .check(
    z.refine(
      (rule) => SCOPES.filter((scope) => rule[scope] !== undefined).length === 1,
      `names exactly one of ${SCOPES.join(', ')} (the id of the record it prices)`,
    ),
    z.refine((rule) => rule.stages !== undefined || rule.options !== undefined, 'gives stages, options or both'),
  );
export type PriceRule = z.infer<typeof priceRuleSchema>;

/** The scope of a rule that holds (exactly one of its scope fields is set). */
export function ruleScope(rule: PriceRule): { scope: PriceScope; id: number } {
  for (const scope of SCOPES) {
    const id = rule[scope];
    if (id !== undefined) return { scope, id };
  }
  throw new Error('A price rule without a scope');
}

export const workshopSchema = z.strictObject({
  name: line(120),
  /** An http(s) URL, or a path on this server such as /workshop-logo.svg. */
  logo: z.optional(
    z.string().check(
      z.maxLength(2048),
      z.refine((value) => {
        if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value);
        try {
          const url = new URL(value);
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      }, 'must be an http(s) URL or a path on this server such as /workshop-logo.svg'),
    ),
  ),
  contact: z.strictObject({
    phone: z.optional(line(40).check(z.regex(/^\+?[0-9][0-9 ()./-]{2,38}$/, 'must be a phone number such as +49 30 1234 5678'))),
    email: z.optional(z.string().check(z.maxLength(254), z.regex(/^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:.]+$/, 'must be an e-mail address'))),
    /** Postal address, one line each. */
    address: z.optional(z.array(line(200)).check(z.maxLength(8))),
    /** Opening hours, one line each ("Mon–Fri 8:00–18:00"), each a text or texts by language. */
    openingHours: z.optional(z.array(localizedSchema).check(z.maxLength(14))),
  }),
  /** ISO 4217 code of every price in the profile. */
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as EUR')),
  /** Shown beside the prices ("All prices include 19 % VAT"). */
  taxNote: z.optional(localizedSchema),
  /** How many days a printed quote is valid. */
  validityDays: z._default(z.int().check(z.gte(1), z.lte(365)), DEFAULT_VALIDITY_DAYS),
  /** The price list; for each stage and option the rule of the most specific record wins (SCOPES). */
  prices: z._default(
    z.array(priceRuleSchema).check(
      z.maxLength(MAX_PRICE_RULES),
      z.check((payload) => {
        const seen = new Map<string, number>();
        payload.value.forEach((rule, index) => {
          const scopes = SCOPES.filter((scope) => rule[scope] !== undefined);
          if (scopes.length !== 1) return;
          const key = `${scopes[0]}:${rule[scopes[0]!]}`;
          const first = seen.get(key);
          if (first === undefined) seen.set(key, index);
          else payload.issues.push({ code: 'custom', input: rule, path: [index], message: `prices the same ${scopes[0]} as rule ${first}; merge them` });
        });
      }),
    ),
    [],
  ),
});

export type WorkshopProfile = z.infer<typeof workshopSchema>;
