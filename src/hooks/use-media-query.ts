import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, re-rendering when that changes (false where unsupported,
 * and on the server). While the browser hydrates, the answer is the server's (false), so that
 * hydration matches, and where the browser's differs React renders the component again at once,
 * synchronously. A component that draws nothing from the answer until it is hydrated passes
 * `browserWhileHydrating` and gets the browser's answer from the start, without that render.
 */
export function useMediaQuery(query: string, { browserWhileHydrating = false } = {}): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', listener);
      return () => list?.removeEventListener?.('change', listener);
    },
    [query],
  );
  const matches = () => window.matchMedia?.(query).matches ?? false;
  return useSyncExternalStore(subscribe, matches, () => (browserWhileHydrating && typeof window !== 'undefined' ? matches() : false));
}

/** The width below which tables become cards and list rows wrap (as in the stylesheets: stage-table.css, engine-table.css, catalogue.css, virtual-list.css). */
export const NARROW = '(max-width: 640px)';
