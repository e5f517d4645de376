import { DEFAULT_LANGUAGE, V1_LANGUAGES, V2_LANGUAGES, type ApiVersion, type Language } from '../../contract/constants';
import { negotiateLanguage as negotiate } from '../../contract/language';

/**
 * The API's language for an Accept-Language header: the contract's negotiation
 * (contract/language.ts, which the server-rendered pages use too) over the version's languages;
 * a missing or empty header means `en`, a header admitting none answers null (the API says 406).
 */
export function negotiateLanguage(header: string | undefined, version: ApiVersion): Language | null {
  const supported: readonly Language[] = version === 'v1' ? V1_LANGUAGES : V2_LANGUAGES;
  const language = negotiate(header, supported, DEFAULT_LANGUAGE);
  return language === undefined ? DEFAULT_LANGUAGE : language;
}

/** Whether an Accept header admits application/json (missing or empty: yes). */
export function acceptsJson(header: string | undefined): boolean {
  if (header === undefined || header.trim() === '') return true;
  // The most specific range naming JSON decides (RFC 9110 §12.5.1): "application/json;q=0, */*" refuses.
  const quality = new Map<string, boolean>();
  for (const part of header.split(',')) {
    const [range = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0{0,3})?\s*$/.test(parameter));
    const name = range.trim();
    if (!quality.has(name) || !refused) quality.set(name, !refused);
  }
  for (const range of ['application/json', 'application/*', '*/*']) {
    const accepted = quality.get(range);
    if (accepted !== undefined) return accepted;
  }
  return false;
}
