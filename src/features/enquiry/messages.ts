import type { Language } from '../../../contract/constants';
import { i18next, i18nextCode } from '../../i18n/i18n';
import type en from './locales/en.json';

/**
 * The request form's words, in the i18next namespace `enquiry`: one small JSON file per language
 * beside the form, each its own chunk loaded with the form (English too), so that the first page
 * carries none of them. The button that opens the form uses the main bundle (`enquiry.*`).
 */

export const ENQUIRY_NAMESPACE = 'enquiry';

const loaders = import.meta.glob<{ default: typeof en }>('./locales/*.json');

async function loadOne(language: Language) {
  const code = i18nextCode(language);
  if (i18next.hasResourceBundle(code, ENQUIRY_NAMESPACE)) return;
  const load = loaders[`./locales/${language}.json`];
  if (!load) return;
  const bundle = await load();
  i18next.addResourceBundle(code, ENQUIRY_NAMESPACE, bundle.default, true, true);
}

/** Loads the form's words in `language`, and English, which fills any gap. */
export async function loadEnquiryMessages(language: Language) {
  await Promise.all([loadOne('en'), loadOne(language)]);
}
