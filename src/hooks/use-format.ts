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
 * A wait as people say it: seconds under a minute, whole minutes under about an hour, hours
 * after that (3569 s is "1 hour", 150 s "3 minutes"). The unit and the count for
 * Intl.RelativeTimeFormat, which words it in each language ("in 1 hour", "in 1 Stunde").
 */
export function waitParts(seconds: number): { value: number; unit: 'second' | 'minute' | 'hour' } {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return { value: whole, unit: 'second' };
  const minutes = Math.round(whole / 60);
  if (minutes < 55) return { value: minutes, unit: 'minute' };
  return { value: Math.max(1, Math.round(whole / 3600)), unit: 'hour' };
}

/** "in 1 hour", "in 3 minutes", "in 45 seconds", in the locale's words. */
export function formatWait(locale: string, seconds: number): string {
  const { value, unit } = waitParts(seconds);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' }).format(value, unit);
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
      /** A wait from now, as people say it: "in 1 hour" (see waitParts). */
      wait: (seconds: number) => formatWait(locale, seconds),
    };
  }, [language, hydrated]);
}
