import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../contract/constants';
import { LANGUAGE_COOKIE } from '../../contract/ssr';
import en from './locales/en.json';
import type enquiryEn from '../features/enquiry/locales/en.json';
import { DEFAULT_LANGUAGE, intlLocale, LANGUAGES, toLanguage } from './languages';

/**
 * Interface translations. English is bundled; every other language is its own small chunk,
 * loaded when chosen. The language is chosen, in order, from: the `lang` URL parameter (for
 * embedding), the remembered choice, the deployment's default (config.json), the browser's
 * languages, English.
 */

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // `enquiry`: the request form's words, loaded with its lazy chunk (src/features/enquiry/messages.ts).
    resources: { translation: typeof en; enquiry: typeof enquiryEn };
  }
}

export const LANGUAGE_STORAGE_KEY = 'vtdb.language';

const loaders = import.meta.glob<{ default: typeof en }>(['./locales/*.json', '!./locales/en.json']);

/**
 * i18next's name for a language. The same as the API's code except `zs`, which i18next knows
 * as `zh-Hans`: it picks plural rules with Intl.PluralRules(code), and an unknown code such as
 * `zs` would silently get the browser's own locale's rules.
 */
export function i18nextCode(language: Language): string {
  return intlLocale(language);
}

async function loadBundle(language: Language) {
  const code = i18nextCode(language);
  if (language === 'en' || i18next.hasResourceBundle(code, 'translation')) return;
  const load = loaders[`./locales/${language}.json`];
  if (!load) return;
  const bundle = await load();
  i18next.addResourceBundle(code, 'translation', bundle.default, true, true);
}

function remembered(): Language | undefined {
  try {
    return toLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** A choice the server should see on the next request (a year, this site only, never sent cross-site). */
export function rememberCookie(name: string, value: string) {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function detectLanguage(options: { search?: string; defaultLanguage?: Language | null; navigatorLanguages?: readonly string[] } = {}): Language {
  const fromUrl = toLanguage(new URLSearchParams(options.search ?? globalThis.location?.search ?? '').get('lang'));
  if (fromUrl) return fromUrl;
  const saved = remembered();
  if (saved) return saved;
  if (options.defaultLanguage) return options.defaultLanguage;
  for (const tag of options.navigatorLanguages ?? globalThis.navigator?.languages ?? []) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(language);
}

export async function initI18n(language: Language) {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map(i18nextCode),
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  await loadBundle(language);
  await i18next.changeLanguage(i18nextCode(language));
  applyDocumentLanguage(language);
  return i18next;
}

/** Loads the bundle, switches, remembers the choice and updates `<html lang>`. */
export async function changeLanguage(language: Language, options: { remember?: boolean } = { remember: true }) {
  await loadBundle(language);
  await i18next.changeLanguage(i18nextCode(language));
  applyDocumentLanguage(language);
  if (options.remember) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
    // The server reads the choice from a cookie, so the next page arrives in this language.
    rememberCookie(LANGUAGE_COOKIE, language);
  }
}

export { i18next };
