/**
 * Constants of the Vehicle Tuning Database API contract, shared by the browser and the
 * catalogue server. Only facts stated by the contract (or decided in the project-wide API notes, kept outside this repository) live
 * here; no logic, so that the server's tests stay an independent check of the browser.
 */

/** The two API versions, as path prefixes. */
export const API_VERSIONS = ['v1', 'v2'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

/** Identifiers and cursors of v2 go up to here (`Number.MAX_SAFE_INTEGER`). */
export const V2_MAX_ID = 9007199254740991;
/** v1 path identifiers and manufacturer cursors go up to here (2^31 - 1). */
export const V1_MAX_ID = 2147483647;
/** v2 private (account-owned) records have identifiers from here up. */
export const PRIVATE_ID_START = 4294967296;

export const MAX_STRING_LENGTH = 2048;
export const MAX_ARRAY_LENGTH = 1000;
export const MAX_PAGE_ITEMS = 100;

export const PAGE_LIMIT_MIN = 1;
export const PAGE_LIMIT_MAX = 100;
/** Default page size of manufacturers by type (contract) and, by this project's decision, of search. */
export const DEFAULT_PAGE_LIMIT = 50;

export const SEARCH_QUERY_MIN = 3;
export const SEARCH_QUERY_MAX = MAX_STRING_LENGTH;

/** U+0000 to U+001F and U+007F: never allowed in API strings or in a search query. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Language codes of v1, in the contract's order. */
export const V1_LANGUAGES = [
  'bg',
  'da',
  'de',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'hr',
  'hu',
  'it',
  'lt',
  'lv',
  'nb',
  'nl',
  'nn',
  'pt',
  'ru',
  'sv',
  'tr',
  'zs',
] as const;
export type Language = (typeof V1_LANGUAGES)[number];

/** v2 serves the same languages without `hu`. */
export const V2_LANGUAGES = V1_LANGUAGES.filter((code) => code !== 'hu') as Exclude<Language, 'hu'>[];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Message of the rate-limit answer (v1: 401, v2: 429 with Retry-After). */
export const RATE_LIMIT_MESSAGE = 'This API key has reached the time limit for this method';

export const ORIGINS = ['shared', 'private'] as const;
export type Origin = (typeof ORIGINS)[number];
