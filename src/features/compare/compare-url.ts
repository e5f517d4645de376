import { COMPARE_MAX, parseId } from '../../../contract/urls';

/**
 * What a comparison link asks for (`/compare?engines=ID,ID,ID&generations=ID,ID,ID`, built by
 * `urls.compare.href`): at most three engines, each with the generation that names it when
 * the link gives one. What cannot be used is reported, and the rest still shows: a value that
 * is not an id, an engine listed twice, engines past the third. (Unknown engines are found
 * when they are asked for.) Part of the first page: the route's loader reads it.
 */

export { COMPARE_MAX };

export interface CompareEntry {
  engineId: number;
  /** The generation the link names for this engine, or null. */
  generationId: number | null;
}

export type CompareProblem = { kind: 'invalid'; value: string } | { kind: 'duplicate'; id: number } | { kind: 'too-many'; ids: number[] };

export interface CompareRequest {
  entries: CompareEntry[];
  problems: CompareProblem[];
  /**
   * The engines the route's loader could not load (not in the catalogue, or failed otherwise):
   * part of the route's data, so the server's page and the browser's first render agree.
   */
  unavailable?: { engineId: number; notFound: boolean }[];
}

/** A shown value is cut to this many characters (a link can hold anything). */
const SHOWN_VALUE_LENGTH = 24;

export function parseCompareParams(params: URLSearchParams): CompareRequest {
  const engines = params.getAll('engines').join(',').split(',');
  const generations = params.getAll('generations').join(',').split(',');
  const entries: CompareEntry[] = [];
  const problems: CompareProblem[] = [];
  const extra: number[] = [];
  engines.forEach((raw, index) => {
    const token = raw.trim();
    if (token === '') return;
    const engineId = parseId(token);
    if (engineId === null) {
      problems.push({ kind: 'invalid', value: token.length > SHOWN_VALUE_LENGTH ? `${token.slice(0, SHOWN_VALUE_LENGTH)}…` : token });
    } else if (entries.some((entry) => entry.engineId === engineId) || extra.includes(engineId)) {
      if (!problems.some((problem) => problem.kind === 'duplicate' && problem.id === engineId)) problems.push({ kind: 'duplicate', id: engineId });
    } else if (entries.length >= COMPARE_MAX) {
      extra.push(engineId);
    } else {
      entries.push({ engineId, generationId: parseId(generations[index]?.trim()) });
    }
  });
  if (extra.length > 0) problems.push({ kind: 'too-many', ids: extra });
  return { entries, problems };
}
