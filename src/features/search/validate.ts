import { CONTROL_CHARACTERS, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../../../contract/constants';

export type QueryProblem = 'empty' | 'too-short' | 'too-long' | 'control-characters';

/**
 * The contract's rules for a search query, checked before anything is sent: 3 to 2048
 * characters (counted as the user sees them, by code point) and no control characters.
 * Leading and trailing spaces do not count.
 */
export function normaliseQuery(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

export function queryProblem(raw: string): QueryProblem | null {
  if (CONTROL_CHARACTERS.test(raw)) return 'control-characters';
  const query = normaliseQuery(raw);
  const length = [...query].length;
  if (length === 0) return 'empty';
  if (length < SEARCH_QUERY_MIN) return 'too-short';
  if (length > SEARCH_QUERY_MAX) return 'too-long';
  return null;
}

export const SEARCH_DEBOUNCE_MS = 300;
