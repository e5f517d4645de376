import type { Catalogue, EngineRecord } from './model';
import { visibilityKey, Visibility, type View } from './views';

/**
 * Text search over engines: every word of the query must occur in the engine's
 * "manufacturer model generation engine code" text, case-insensitively ("golf 2.0 tdi").
 * Results come in id order (which is display order), so a keyset cursor — the last engine id
 * of a page — leads through every hit exactly once.
 */
export class SearchIndex {
  private readonly visibleEngines = new Map<string, EngineRecord[]>();
  private readonly results = new Map<string, EngineRecord[]>();
  private static readonly RESULT_CACHE_SIZE = 200;

  constructor(private readonly catalogue: Catalogue) {}

  private enginesFor(view: View): EngineRecord[] {
    const key = visibilityKey(view);
    let engines = this.visibleEngines.get(key);
    if (!engines) {
      const visible = new Visibility(this.catalogue, view);
      engines = this.catalogue.engines.filter((engine) => visible.engine(engine));
      this.visibleEngines.set(key, engines);
    }
    return engines;
  }

  /** All hits of a query for this view, in id order. */
  search(view: View, query: string): EngineRecord[] {
    // Each distinct word once: a query repeating one word 500 times costs what the word costs.
    const words = [...new Set(query.toLowerCase().split(/\s+/u).filter(Boolean))];
    if (words.length === 0) return [];
    const key = `${visibilityKey(view)}|${words.join(' ')}`;
    const cached = this.results.get(key);
    if (cached) {
      this.results.delete(key);
      this.results.set(key, cached);
      return cached;
    }
    const hits = this.enginesFor(view).filter((engine) => words.every((word) => engine.searchText.includes(word)));
    this.results.set(key, hits);
    if (this.results.size > SearchIndex.RESULT_CACHE_SIZE) this.results.delete(this.results.keys().next().value as string);
    return hits;
  }
}

/** The page of `items` (in id order) after `cursor`, as the contract's paging rules describe. */
export function pageAfter<T extends { id: number }>(items: readonly T[], cursor: number | undefined, limit: number) {
  let start = 0;
  if (cursor !== undefined) {
    // Binary search for the first id greater than the cursor.
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((items[middle] as T).id <= cursor) low = middle + 1;
      else high = middle;
    }
    start = low;
  }
  const page = items.slice(start, start + limit);
  const hasMore = start + limit < items.length;
  return {
    page,
    pagination: {
      cursor: cursor ?? null,
      limit,
      next_cursor: hasMore && page.length > 0 ? (page[page.length - 1] as T).id : null,
      has_more: hasMore,
    },
  };
}
