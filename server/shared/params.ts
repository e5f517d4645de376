import {
  CONTROL_CHARACTERS,
  DEFAULT_PAGE_LIMIT,
  PAGE_LIMIT_MAX,
  PAGE_LIMIT_MIN,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  V1_MAX_ID,
  V2_MAX_ID,
  type ApiVersion,
} from '../../contract/constants';
import { badRequest } from './errors';

/**
 * Validation of path and query parameters against the contract's ranges. Every failure is a
 * 400 with a message naming the parameter and its rule; the offending value is not echoed.
 */

const DIGITS = /^(0|[1-9][0-9]*)$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function integer(raw: unknown, name: string, min: number, max: number): number {
  if (typeof raw !== 'string' || !DIGITS.test(raw) || raw.length > 16) {
    throw badRequest(`Invalid parameter ${name}: must be an integer from ${min} to ${max}`);
  }
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw badRequest(`Invalid parameter ${name}: must be an integer from ${min} to ${max}`);
  }
  return value;
}

export function maxId(version: ApiVersion): number {
  return version === 'v1' ? V1_MAX_ID : V2_MAX_ID;
}

export function pathId(raw: unknown, name: string, version: ApiVersion): number {
  return integer(raw, name, 1, maxId(version));
}

type Query = Record<string, unknown>;

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Invalid parameter ${name}: give it once`);
  return value;
}

export function pagingParams(query: Query, cursorMax: number) {
  const cursorRaw = single(query, 'cursor');
  const limitRaw = single(query, 'limit');
  return {
    cursor: cursorRaw === undefined ? undefined : integer(cursorRaw, 'cursor', 0, cursorMax),
    limit: limitRaw === undefined ? DEFAULT_PAGE_LIMIT : integer(limitRaw, 'limit', PAGE_LIMIT_MIN, PAGE_LIMIT_MAX),
  };
}

export function searchQuery(query: Query): string {
  const text = single(query, 'query');
  if (text === undefined) throw badRequest('Missing parameter query: give the search text');
  if (CONTROL_CHARACTERS.test(text)) throw badRequest('Invalid parameter query: control characters are not allowed');
  const length = [...text].length;
  if (length < SEARCH_QUERY_MIN || length > SEARCH_QUERY_MAX) {
    throw badRequest(`Invalid parameter query: length must be from ${SEARCH_QUERY_MIN} to ${SEARCH_QUERY_MAX} characters`);
  }
  if (LONE_SURROGATE.test(text)) throw badRequest('Invalid parameter query: not valid Unicode text');
  return text;
}
