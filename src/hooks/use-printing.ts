import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is being printed. Charts measure their width on screen; for the printed
 * sheet they must re-render at the page's width before the browser lays the page out, so the
 * change is rendered synchronously (beforeprint, or print media emulated by a test).
 */
let printing = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (printing === value) return;
  printing = value;
  flushSync(() => {
    for (const listener of listeners) listener();
  });
}

let installed = false;
function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('beforeprint', () => set(true));
  window.addEventListener('afterprint', () => set(false));
  const media = window.matchMedia?.('print');
  media?.addEventListener?.('change', (event) => set(event.matches));
  // A page loaded straight into print media (a headless browser printing to PDF) prints from the start.
  if (media?.matches) printing = true;
}

function subscribe(listener: () => void) {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printing,
    () => false,
  );
}

/** Width of the chart on an A4 sheet with 12 mm margins, in CSS pixels. */
export const PRINT_CHART_SIZE = { width: 690, height: 200 };
