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
