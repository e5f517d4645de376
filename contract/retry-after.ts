/**
 * Retry-After, read once for both programs: the browser's client holds back for it, and the
 * proxy relays an upstream's. One bound for both: a server (or an upstream it relays) could
 * otherwise stop the app, or hold its clients, for years.
 */
export const MAX_RETRY_AFTER_SECONDS = 3600;

/** Seconds from a Retry-After value (delta-seconds or HTTP date), from 0 to an hour, or undefined. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d{1,12}$/.test(trimmed)) return Math.min(MAX_RETRY_AFTER_SECONDS, Number(trimmed));
  // Only an HTTP date is left; "-5" or "1e3" would otherwise parse as years.
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, Math.ceil((date - now) / 1000)));
}
