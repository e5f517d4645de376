import { useSyncExternalStore } from 'react';
import { englishVariant } from '../../contract/language';
import { useApp } from '../core/app-context';
import type { Language } from '../../contract/constants';
import { intlLocale } from '../i18n/languages';

/**
 * The locale numbers and dates are formatted in: the interface language (`zs` as zh-Hans), but
 * for English the browser's own English (en-GB writes 24-hour times, en-US does not). The server
 * passes the English its request's Accept-Language wants most, the browser its `navigator.language`
 * (always given: Node has a `navigator` too, whose language is the server's own).
 */
export function formattingLocale(language: Language, browser: string | undefined): string {
  return (language === 'en' && englishVariant(browser)) || intlLocale(language);
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

/**
 * One of each Intl formatter per locale and options, made on first use and kept: building one
 * costs far more than using it (a whole engine page's components asked for about a hundred at
 * hydration, 0.3 s on a phone's CPU).
 */
const formatters = new Map<string, { format: (...args: never[]) => string }>();
function cached<T extends { format: (...args: never[]) => string }>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** An amount in the currency, formatted for the locale (2 decimals where the currency has them). */
export function currencyFormat(locale: string, currency: string): (amount: number) => string {
  const format = numberFormat(locale, { style: 'currency', currency });
  return (amount) => format.format(amount);
}

/** "in 1 hour", "in 3 minutes", "in 45 seconds", in the locale's words. */
export function formatWait(locale: string, seconds: number): string {
  const { value, unit } = waitParts(seconds);
  return cached(`relative|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'long' })).format(value, unit);
}

/** The formatting functions of one locale (made once per locale: the same object every time). */
export interface Format {
  locale: string;
  integer: (value: number) => string;
  decimal: (value: number) => string;
  /** A ratio as a signed percentage: 0.25 is "+25 %". */
  percent: (ratio: number) => string;
  signed: (value: number) => string;
  date: (value: string | number | Date) => string;
  time: (value: number | Date) => string;
  list: (items: string[]) => string;
  /** A wait from now, as people say it: "in 1 hour" (see waitParts). */
  wait: (seconds: number) => string;
}

const formats = new Map<string, Format>();
export function formatFor(locale: string): Format {
  let format = formats.get(locale);
  if (!format) {
    format = {
      locale,
      integer: (value) => numberFormat(locale, { maximumFractionDigits: 0 }).format(value),
      decimal: (value) => numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
      percent: (ratio) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(ratio),
      signed: (value) => numberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(value),
      date: (value) => dateFormat(locale, { dateStyle: 'medium' }).format(new Date(value)),
      time: (value) => dateFormat(locale, { timeStyle: 'short' }).format(value),
      list: (items) => cached(`list|${locale}`, () => new Intl.ListFormat(locale, { style: 'short', type: 'conjunction' })).format(items),
      wait: (seconds) => formatWait(locale, seconds),
    };
    formats.set(locale, format);
  }
  return format;
}

const noSubscription = () => () => undefined;

/**
 * Number and date formatting in the interface language. A page the server rendered hydrates in
 * the locale the server wrote it in (`serverLocale`: for English, the regional English of the
 * request's Accept-Language), then takes the browser's if it differs (rarely: the browser's first
 * language is what its Accept-Language puts first); when they agree nothing renders again.
 */
export function useFormat(): Format {
  const { language, serverLocale } = useApp();
  const locale = useSyncExternalStore(
    noSubscription,
    () => formattingLocale(language, navigator.language),
    () => serverLocale ?? intlLocale(language),
  );
  return formatFor(locale);
}
