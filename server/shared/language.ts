import { DEFAULT_LANGUAGE, V1_LANGUAGES, V2_LANGUAGES, type ApiVersion, type Language } from '../../contract/constants';

/**
 * Accept-Language negotiation (RFC 9110 §12.5.4, simplified to what the contract needs).
 * A missing or empty header means `en`; a weighted list is honoured in order of weight; a tag
 * matches by its primary subtag (`de-AT` is `de`), `zh` in any form is `zs`, `no` is `nb`,
 * `*` is the default. A header naming no supported language answers null (the API says 406).
 */
export function negotiateLanguage(header: string | undefined, version: ApiVersion): Language | null {
  const supported: readonly Language[] = version === 'v1' ? V1_LANGUAGES : V2_LANGUAGES;
  if (header === undefined || header.trim() === '') return DEFAULT_LANGUAGE;
  const ranges = header
    .split(',')
    .slice(0, 50)
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      let quality = 1;
      for (const parameter of parameters) {
        const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter);
        if (match) quality = Number(match[1]);
      }
      return { tag: tag.trim().toLowerCase(), quality, position };
    })
    .filter((range) => /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/.test(range.tag));
  // Languages refused with q=0 are not chosen, not even for "*".
  const refused = new Set(ranges.filter((range) => range.quality === 0 && range.tag !== '*').map((range) => matchTag(range.tag, supported)));
  const wanted = ranges.filter((range) => range.quality > 0).sort((a, b) => b.quality - a.quality || a.position - b.position);
  for (const { tag } of wanted) {
    const language = tag === '*' ? [DEFAULT_LANGUAGE, ...supported].find((code) => !refused.has(code)) : matchTag(tag, supported);
    if (language && !refused.has(language)) return language;
  }
  return null;
}

function matchTag(tag: string, supported: readonly Language[]): Language | undefined {
  const primary = tag.split('-')[0] ?? '';
  const aliases: Record<string, string> = { zh: 'zs', no: 'nb' };
  const candidate = supported.includes(tag as Language) ? tag : (aliases[primary] ?? primary);
  return supported.find((code) => code === candidate);
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
