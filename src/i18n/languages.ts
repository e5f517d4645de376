import { DEFAULT_LANGUAGE, V1_LANGUAGES, type Language } from '../../contract/constants';

/** Every language the API lists, each named in itself (the switcher shows these). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  bg: 'Български',
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  et: 'Eesti',
  fi: 'Suomi',
  fr: 'Français',
  hr: 'Hrvatski',
  hu: 'Magyar',
  it: 'Italiano',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  nn: 'Norsk nynorsk',
  pt: 'Português',
  ru: 'Русский',
  sv: 'Svenska',
  tr: 'Türkçe',
  zs: '简体中文',
};

export const LANGUAGES = V1_LANGUAGES;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (V1_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A browser or URL language tag as one of the API's codes: `de-AT` is `de`, any Chinese is
 * `zs`, `no` is `nb`; unknown tags give undefined.
 */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (isLanguage(lower)) return lower;
  const primary = lower.split('-')[0] ?? '';
  if (primary === 'zh') return 'zs';
  if (primary === 'no') return 'nb';
  return isLanguage(primary) ? primary : undefined;
}

/** The locale `Intl` formats numbers and dates with: `zs` is Simplified Chinese. */
export function intlLocale(language: Language): string {
  return language === 'zs' ? 'zh-Hans' : language;
}

export { DEFAULT_LANGUAGE };

/** The first language of an Accept-Language header (by q, then order) that the catalogue has. */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return undefined;
}

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
