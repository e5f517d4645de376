/**
 * How people type vehicle names, shared by the demo catalogue's search (server) and the
 * browser's filter boxes, highlights and nearest offers, so both understand the same words.
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

/** Names staff use for a make, by the make's folded name. The one list: search and filters read it. */
export const MAKE_ALIASES: Readonly<Record<string, readonly string[]>> = {
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

/** The aliases of a make name ("Volkswagen" → vw, vdub); none for other names. */
export function makeAliases(name: string): readonly string[] {
  return MAKE_ALIASES[foldText(name).trim()] ?? [];
}

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12, xiii: 13, xiv: 14, xv: 15 };

/** The number a Roman numeral stands for ("vii" → 7), up to 15. */
export function romanNumber(word: string): number | undefined {
  return ROMAN[word];
}

/**
 * The generation number a folded word stands for: "vii" → 7, "mk7" and "mark7" → 7, "7" → 7;
 * undefined for other words.
 */
export function generationNumber(word: string): number | undefined {
  if (ROMAN[word] !== undefined) return ROMAN[word];
  const match = /^(?:mk|mark)?\.?(\d{1,2})$/u.exec(word);
  return match ? Number(match[1]) : undefined;
}

/** "golf7" → ["golf", "7"]: three or more letters glued to a one- or two-digit number; "mark7" is a generation. */
export function splitGlued(word: string): [string, string] | undefined {
  const glued = /^([a-z]{3,})(\d{1,2})$/u.exec(word);
  return glued && glued[1] !== 'mark' ? [glued[1]!, glued[2]!] : undefined;
}

/**
 * The folded words of a query, a word glued to a generation number split ("golf7" → golf 7,
 * "golfvii" is left alone) and "mk 7" joined to "mk7". Short codes stay whole: "a4", "x5",
 * "e90" and "edc17c46" are names, not a word and a number.
 */
export function queryWords(query: string): string[] {
  const words: string[] = [];
  for (const word of foldText(query).split(/\s+/u)) {
    if (!word) continue;
    const glued = splitGlued(word);
    if (glued) words.push(...glued);
    else if (/^\d{1,2}$/u.test(word) && (words[words.length - 1] === 'mk' || words[words.length - 1] === 'mark')) words[words.length - 1] = `mk${word}`;
    else words.push(word);
  }
  return words;
}

/**
 * Whether a filter box's text matches a name: every word is in the name, or starts an alias of
 * it ("vw" finds Volkswagen, "merc" Mercedes-Benz). Case and accents fold.
 */
export function matchesName(name: string, filter: string): boolean {
  const words = foldText(filter).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(name);
  const aliases = makeAliases(name);
  return words.every((word) => haystack.includes(word) || aliases.some((alias) => alias.startsWith(word)));
}
