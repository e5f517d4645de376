import { useMemo } from 'react';
import { useApp } from '../core/app-context';
import type { Language } from '../../contract/constants';
import { intlLocale } from '../i18n/languages';
import { useHydrated } from './use-hydrated';

/**
 * The locale numbers and dates are formatted in: the interface language (`zs` as zh-Hans), but
 * for English the browser's own English (en-GB writes 24-hour times, en-US does not).
 */
export function formattingLocale(language: Language, browser = globalThis.navigator?.language): string {
  if (language === 'en' && browser?.toLowerCase().startsWith('en-')) return browser;
  return intlLocale(language);
}

/**
 * Number and date formatting in the interface language. A page the server rendered hydrates in
 * the language's own locale, as the server wrote it (the server cannot know the browser's English:
 * "A & B" against en-GB's "A and B" would not match), then takes the browser's.
 */
export function useFormat() {
  const { language } = useApp();
  const hydrated = useHydrated();
  return useMemo(() => {
    const locale = hydrated ? formattingLocale(language) : intlLocale(language);
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    const signed = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const list = new Intl.ListFormat(locale, { style: 'short', type: 'conjunction' });
    return {
      locale,
      integer: (value: number) => integer.format(value),
      decimal: (value: number) => decimal.format(value),
      /** A ratio as a signed percentage: 0.25 is "+25 %". */
      percent: (ratio: number) => percent.format(ratio),
      signed: (value: number) => signed.format(value),
      date: (value: string | number | Date) => date.format(new Date(value)),
      time: (value: number | Date) => time.format(value),
      list: (items: string[]) => list.format(items),
    };
  }, [language, hydrated]);
}
