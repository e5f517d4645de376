import type { Catalogue, EngineRecord } from './model';
import { visibilityKey, Visibility, type View } from './views';

/**
 * Text search over engines, the way staff at a counter type: every word of the query must match
 * the engine's "manufacturer model generation engine code" text, where
 *
 * - accents and case fold ("citroen" finds Citroën, "skoda" Škoda, "strasse" Straße);
 * - common make aliases count as the make ("vw golf", "merc c220", "chevy", "alfa", "beemer");
 * - a generation number finds its generation ("golf 7" finds Mk7, "clio 4" finds IV; "a4 b8"
 *   works as the name stands);
 * - a number of one or two digits must be a whole word ("golf 7" does not match "70hp"); other
 *   words may be fragments ("tdi" in "2.0 TDI", "hp" in "150hp").
 *
 * Hits rank whole-word matches above prefixes above fragments, then by id (display order). The
 * ranked list is fixed for a catalogue, so the cursor is a position in it: the next page starts
 * where the previous one ended, and a walk visits every hit exactly once.
 */

const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case without accents: "Citroën" → "citroen", "Straße" → "strasse". */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII: nothing to fold.
  if (!/[^ -~\s]/u.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/gu, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/** Names staff use for a make, by the make's folded name. */
export const MAKE_ALIASES: Record<string, string[]> = {
  volkswagen: ['vw', 'vdub'],
  'mercedes-benz': ['merc', 'mercedes', 'benz', 'mb'],
  'mercedes-benz trucks': ['merc', 'mercedes', 'benz', 'mb'],
  chevrolet: ['chevy', 'chev'],
  'alfa romeo': ['alfa', 'ar'],
  bmw: ['beemer', 'bimmer'],
  'bmw motorrad': ['beemer'],
  'harley-davidson': ['harley', 'hd'],
  'land rover': ['landie', 'lr'],
  'rolls-royce': ['rr', 'rolls'],
  'aston martin': ['aston'],
  'moto guzzi': ['guzzi'],
  'royal enfield': ['enfield'],
  'massey ferguson': ['mf', 'massey'],
  'john deere': ['deere', 'jd'],
  'new holland': ['nh'],
  'case ih': ['case'],
  'deutz-fahr': ['deutz'],
};

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12, xiii: 13, xiv: 14, xv: 15 };

/** "Mk7" → "7", "VII" → "7", "Mk3 Facelift" → "3": the numbers a generation goes by. */
export function generationNumbers(generation: string): string[] {
  const numbers: string[] = [];
  for (const word of foldText(generation).split(/[\s/-]+/u)) {
    const mark = /^(?:mk|mark)\.?(\d{1,2})$/u.exec(word);
    if (mark) numbers.push(String(Number(mark[1])));
    else if (ROMAN[word] !== undefined) numbers.push(String(ROMAN[word]), `mk${ROMAN[word]}`);
  }
  return numbers;
}

interface Indexed {
  engine: EngineRecord;
  /** Folded "manufacturer model generation engine code", for fragments. */
  text: string;
  /** Whole words, with aliases and generation numbers. */
  words: Set<string>;
  /** The aliases and generation numbers, which are not in `text`. */
  extra: string[];
}

const SHORT_NUMBER = /^\d{1,2}$/u;
const WORD_SPLIT = /[\s,;:()/+-]+/u;
const BOUNDARY = new Set([' ', ',', ';', ':', '(', ')', '/', '+', '-']);

/** How well one query word matches: 3 whole word, 2 prefix of a word, 1 fragment, 0 none. */
function wordScore(item: Indexed, word: string, short: boolean): number {
  if (item.words.has(word)) return 3;
  if (short) return 0;
  let at = item.text.indexOf(word);
  if (at === -1) return item.extra.some((candidate) => candidate.startsWith(word)) ? 2 : 0;
  // Found: a prefix where it starts a word, else a fragment.
  while (at !== -1) {
    if (at === 0 || BOUNDARY.has(item.text[at - 1]!)) return 2;
    at = item.text.indexOf(word, at + 1);
  }
  return 1;
}

export class SearchIndex {
  private readonly visibleEngines = new Map<string, Indexed[]>();
  private readonly results = new Map<string, EngineRecord[]>();
  private indexed: Indexed[] | undefined;
  private static readonly RESULT_CACHE_SIZE = 200;

  constructor(private readonly catalogue: Catalogue) {
    // Built at start-up, not on the first visitor's search.
    this.all();
  }

  private all(): Indexed[] {
    if (this.indexed) return this.indexed;
    const manufacturers = new Map(this.catalogue.manufacturers.map((record) => [record.id, record.name]));
    const generations = new Map(this.catalogue.generations.map((record) => [record.id, record.name]));
    this.indexed = this.catalogue.engines.map((engine) => {
      const text = foldText(engine.searchText);
      const words = new Set(text.split(WORD_SPLIT).filter(Boolean));
      // The whole text's words too, before splitting on hyphens: "mercedes-benz", "x-trail".
      for (const word of text.split(/\s+/u)) if (word) words.add(word);
      const make = foldText(manufacturers.get(engine.manufacturerId) ?? '');
      const extra = [...(MAKE_ALIASES[make] ?? []), ...generationNumbers(generations.get(engine.generationId) ?? '')];
      for (const word of extra) words.add(word);
      return { engine, text, words, extra };
    });
    return this.indexed;
  }

  private enginesFor(view: View): Indexed[] {
    const key = visibilityKey(view);
    let engines = this.visibleEngines.get(key);
    if (!engines) {
      const visible = new Visibility(this.catalogue, view);
      engines = this.all().filter((item) => visible.engine(item.engine));
      this.visibleEngines.set(key, engines);
    }
    return engines;
  }

  /** All hits of a query for this view, best first, then in id order. */
  search(view: View, query: string): EngineRecord[] {
    // Each distinct word once: a query repeating one word 500 times costs what the word costs.
    const words = [...new Set(foldText(query).split(/\s+/u).filter(Boolean))];
    if (words.length === 0) return [];
    const key = `${visibilityKey(view)}|${words.join(' ')}`;
    const cached = this.results.get(key);
    if (cached) {
      this.results.delete(key);
      this.results.set(key, cached);
      return cached;
    }
    const short = words.map((word) => SHORT_NUMBER.test(word));
    const scored: { engine: EngineRecord; score: number }[] = [];
    for (const item of this.enginesFor(view)) {
      let score = 0;
      for (let i = 0; i < words.length; i += 1) {
        const points = wordScore(item, words[i]!, short[i]!);
        if (points === 0) {
          score = -1;
          break;
        }
        score += points;
      }
      if (score > 0) scored.push({ engine: item.engine, score });
    }
    scored.sort((a, b) => b.score - a.score || a.engine.id - b.engine.id);
    const hits = scored.map((hit) => hit.engine);
    this.results.set(key, hits);
    if (this.results.size > SearchIndex.RESULT_CACHE_SIZE) this.results.delete(this.results.keys().next().value as string);
    return hits;
  }
}

/**
 * The page of ranked `items` at a position: `cursor` is how many hits earlier pages held
 * (none: the first page), `next_cursor` where the next page starts.
 */
export function pageAtPosition<T>(items: readonly T[], cursor: number | undefined, limit: number) {
  const start = Math.min(cursor ?? 0, items.length);
  const page = items.slice(start, start + limit);
  const hasMore = start + limit < items.length;
  return {
    page,
    pagination: { cursor: cursor ?? null, limit, next_cursor: hasMore ? start + limit : null, has_more: hasMore },
  };
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
