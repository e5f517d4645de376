import { parseCookie } from 'cookie';
import { DEFAULT_LANGUAGE, V1_LANGUAGES, type Language } from '../../contract/constants';
import { languageOfTag, negotiateLanguage } from '../../contract/language';

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
 * `zs`, `no` is `nb`; unknown tags give undefined (the contract's rule).
 */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  return languageOfTag(tag, LANGUAGES);
}

/** The locale `Intl` formats numbers and dates with: `zs` is Simplified Chinese. */
export function intlLocale(language: Language): string {
  return language === 'zs' ? 'zh-Hans' : language;
}

export { DEFAULT_LANGUAGE };

/**
 * The language an Accept-Language header asks for (the contract's negotiation, as the API runs
 * it): undefined when it states no preference or admits none of the 21 (the page then renders in
 * the deployment's language); `*` is `fallback`.
 */
export function languageFromAcceptLanguage(header: string | undefined, fallback: Language = DEFAULT_LANGUAGE): Language | undefined {
  return negotiateLanguage(header, LANGUAGES, fallback) ?? undefined;
}

/** One cookie's value from a Cookie header (parsed by the `cookie` package), or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}
