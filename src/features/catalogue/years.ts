/** "1994–2001", "2019–" while still built, or the fallback when the API gives no years. */
export function yearRange(from: number | null | undefined, to: number | null | undefined, unknown: string): string {
  if (!from && !to) return unknown;
  if (!to) return `${from}–`;
  if (!from) return `–${to}`;
  return from === to ? String(from) : `${from}–${to}`;
}
