import { foldText, makeAliases, romanNumber, splitGlued } from '../../../contract/search-words';
import type { Catalogue, EngineRecord } from './model';
import { visibilityKey, Visibility, type View } from './views';

/**
 * Text search over engines, the way staff at a counter type: every word of the query must match
 * the engine's "manufacturer model generation engine code ECUs TCUs" text, where
 *
 * - accents and case fold ("citroen" finds Citroën, "skoda" Škoda, "strasse" Straße);
 * - common make aliases count as the make ("vw golf", "merc c220", "chevy", "alfa", "beemer");
 * - make aliases come from contract/search-words.ts, the list the browser's filter boxes use too;
 * - a generation number finds its generation, Roman or Arabic, with or without "Mk" ("golf 7",
 *   "golf vii", "golf mk7" and "golf mk 7" find Mk7, "clio 4" finds IV, "octavia iii" the 5E,
 *   whose seed data gives its number; "a4 b8" works as the name stands);
 * - a word glued to a generation number splits when it matches nothing as it stands ("golf7");
 * - engine codes and ECU/TCU names are words like any other ("EDC17C46", "DQ381", "CRLB");
 * - a number of one or two digits must be a whole word ("golf 7" does not match "70hp"); other
 *   words may be fragments ("tdi" in "2.0 TDI", "hp" in "150hp").
 *
 * Hits rank whole-word matches above prefixes above fragments, then by id (display order). The
 * ranked list is fixed for a catalogue, so the cursor is a position in it: the next page starts
 * where the previous one ended, and a walk visits every hit exactly once.
 */

export { foldText };

/** "Mk7" → "7", "VII" → "7", "Mk3 Facelift" → "3": the numbers a generation goes by. */
export function generationNumbers(generation: string, number?: number): string[] {
  const numbers: string[] = [];
  for (const word of foldText(generation).split(/[\s/-]+/u)) {
    const mark = /^(?:mk|mark)\.?(\d{1,2})$/u.exec(word);
    const roman = romanNumber(word);
    if (mark) numbers.push(String(Number(mark[1])));
    else if (roman !== undefined) numbers.push(String(roman), `mk${roman}`);
  }
  // A chassis code the trade also counts ("Octavia 5E" is the Octavia III).
  if (number !== undefined && !numbers.includes(String(number))) numbers.push(String(number), `mk${number}`);
  return numbers;
}

interface Indexed {
  engine: EngineRecord;
  /** Folded "manufacturer model generation engine code", for fragments. */
  text: string;
  /** Whole words, with aliases and generation numbers. */
  words: Set<string>;
  /** The aliases, generation numbers and ECU/TCU words, which are not in `text`: whole words or prefixes only. */
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

/**
 * How one query word scores against an engine: the word itself, or the number a Roman numeral
 * stands for ("vii" = 7), whichever scores better; a word glued to a number that matches nothing
 * as it stands counts as its two parts ("golf7" = "golf 7").
 */
function queryWordMatcher(word: string): (item: Indexed) => number {
  const roman = romanNumber(word);
  const short = SHORT_NUMBER.test(word);
  const number = roman === undefined ? undefined : String(roman);
  const whole =
    number === undefined
      ? (item: Indexed) => wordScore(item, word, short)
      : (item: Indexed) => Math.max(wordScore(item, word, short), wordScore(item, number, true));
  const glued = splitGlued(word);
  if (!glued) return whole;
  return (item) => whole(item) || Math.min(wordScore(item, glued[0], false), wordScore(item, glued[1], true));
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
    const generations = new Map(this.catalogue.generations.map((record) => [record.id, record]));
    const unitWordsByName = new Map<string, string[]>();
    this.indexed = this.catalogue.engines.map((engine) => {
      const text = foldText(engine.searchText);
      const words = new Set(text.split(WORD_SPLIT).filter(Boolean));
      // The whole text's words too, before splitting on hyphens: "mercedes-benz", "x-trail".
      for (const word of text.split(/\s+/u)) if (word) words.add(word);
      const generation = generations.get(engine.generationId);
      // ECU and TCU names ("Bosch EDC17C46") match as words or prefixes, never as fragments: "c4" must not find every EDC17C46.
      // A few hundred distinct units serve 23,000 engines: their words are worked out once each.
      const unitWords = [...engine.ecus, ...engine.tcus].flatMap((unit) => {
        const key = `${unit.manufacturer} ${unit.name}`;
        let words = unitWordsByName.get(key);
        if (!words) {
          words = [
            ...new Set(
              foldText(key)
                .split(/\s+/u)
                .flatMap((word) => [word, ...word.split(WORD_SPLIT)]),
            ),
          ].filter(Boolean);
          unitWordsByName.set(key, words);
        }
        return words;
      });
      const extra = [
        ...makeAliases(manufacturers.get(engine.manufacturerId) ?? ''),
        ...generationNumbers(generation?.name ?? '', generation?.number),
        ...unitWords,
      ];
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
    const matchers = words.map(queryWordMatcher);
    const scored: { engine: EngineRecord; score: number }[] = [];
    for (const item of this.enginesFor(view)) {
      let score = 0;
      for (const matcher of matchers) {
        const points = matcher(item);
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
