import type { Language } from './constants';

/**
 * Accept-Language negotiation (RFC 9110 §12.5.4, simplified to what the contract needs), once for
 * both programs: the API answers in the language it picks (406 when the header admits none), and
 * a server-rendered page renders in it (falling back to the deployment's language when it admits
 * none). A weighted list is honoured by weight, then order; a tag matches by its primary subtag
 * (`de-AT` is `de`), `zh` in any form is `zs`, `no` is `nb`; `*` is the caller's fallback. A
 * language given `q=0` is not acceptable: it is never chosen, not for a regional tag that maps to
 * it (`de;q=0, de-AT;q=0.8` admits no language here) and not for `*`. Ranges that are not
 * language ranges, and weights that are not weights, are ignored as if absent.
 */

const ALIASES: Record<string, Language> = { zh: 'zs', no: 'nb' };
const RANGE = /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/;
const WEIGHT = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i;
/** A header longer than this many ranges is read only this far. */
const MAX_RANGES = 50;

/** A language tag (`de-AT`, `zh_CN`, `NO`) as one of `supported`, or undefined. */
export function languageOfTag(tag: string | null | undefined, supported: readonly Language[]): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if ((supported as readonly string[]).includes(lower)) return lower as Language;
  const primary = lower.split('-')[0] ?? '';
  const candidate = ALIASES[primary] ?? primary;
  return supported.find((code) => code === candidate);
}

/**
 * The language an Accept-Language header asks for among `supported`: undefined when the header
 * states no preference (missing or empty), null when it admits none of them.
 */
export function negotiateLanguage(header: string | undefined, supported: readonly Language[], fallback: Language): Language | null | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const ranges = parseRanges(header);
  const refused = new Set(ranges.filter((range) => range.quality === 0 && range.tag !== '*').map((range) => languageOfTag(range.tag, supported)));
  const wanted = ranges.filter((range) => range.quality > 0).sort((a, b) => b.quality - a.quality || a.position - b.position);
  for (const { tag } of wanted) {
    const language = tag === '*' ? [fallback, ...supported].find((code) => !refused.has(code)) : languageOfTag(tag, supported);
    if (language && !refused.has(language)) return language;
  }
  return null;
}

/** The header's language ranges that are language ranges, lower case, with their weights and places. */
function parseRanges(header: string): { tag: string; quality: number; position: number }[] {
  return header
    .split(',')
    .slice(0, MAX_RANGES)
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      let quality = 1;
      for (const parameter of parameters) {
        const match = WEIGHT.exec(parameter);
        if (match) quality = Number(match[1]);
      }
      return { tag: tag.trim().toLowerCase(), quality, position };
    })
    .filter((range) => RANGE.test(range.tag));
}

/**
 * The regional English a browser names (`navigator.language`, or the first of its Accept-Language
 * header's most wanted ranges, which is the same choice): `en-GB` writes 24-hour times and
 * day-month dates, `en-US` does not. Canonical (`en-gb` is `en-GB`); undefined for anything else.
 * Numbers and dates of an English page are formatted in it, by the server and the browser alike.
 */
export function englishVariant(tag: string | undefined): string | undefined {
  if (!tag || !/^en-[a-z0-9]{2,8}(-[a-z0-9]{1,8})*$/i.test(tag) || tag.length > 35) return undefined;
  // Asked at every render that formats (the browser's useFormat) and for every page (the server):
  // Intl's answer kept per tag, at most 64 of them (on the server a header chooses the tag).
  if (canonicalEnglish.has(tag)) return canonicalEnglish.get(tag);
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(tag)[0];
  } catch {
    canonical = undefined;
  }
  if (canonicalEnglish.size < 64) canonicalEnglish.set(tag, canonical);
  return canonical;
}
const canonicalEnglish = new Map<string, string | undefined>();

/** The regional English an Accept-Language header wants most (`englishVariant`), or undefined. */
export function englishVariantOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [first] = parseRanges(header)
    .filter((range) => range.quality > 0 && range.tag !== '*')
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return englishVariant(first?.tag);
}
