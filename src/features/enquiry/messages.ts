import type { i18n as I18n } from 'i18next';
import type { Language } from '../../../contract/constants';
import { intlLocale } from '../../i18n/languages';
import type en from './locales/en.json';

/**
 * The request form's words, in the i18next namespace `enquiry`: one small JSON file per language
 * beside the form, each its own chunk loaded with the form (English too), so that the first page
 * carries none of them. The button that opens the form uses the main bundle (`enquiry.*`).
 *
 * The caller hands over react-i18next's instance: importing src/i18n/i18n.ts from here would
 * split it out of the first page's shared chunk, and cost the first page a chunk of its own.
 */

export const ENQUIRY_NAMESPACE = 'enquiry';

const loaders = import.meta.glob<{ default: typeof en }>('./locales/*.json');

async function loadOne(i18n: I18n, language: Language) {
  // i18next's name for the language (zs is zh-Hans, as in src/i18n/i18n.ts).
  const code = intlLocale(language);
  if (i18n.hasResourceBundle(code, ENQUIRY_NAMESPACE)) return;
  const load = loaders[`./locales/${language}.json`];
  if (!load) return;
  const bundle = await load();
  i18n.addResourceBundle(code, ENQUIRY_NAMESPACE, bundle.default, true, true);
}

/** Loads the form's words in `language`, and English, which fills any gap. */
export async function loadEnquiryMessages(i18n: I18n, language: Language) {
  await Promise.all([loadOne(i18n, 'en'), loadOne(i18n, language)]);
}
