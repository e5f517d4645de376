import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, re-rendering when that changes (false where unsupported). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', listener);
      return () => list?.removeEventListener?.('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** The width below which tables become cards and list rows wrap (as in the stylesheets: stage-table.css, engine-table.css, catalogue.css, virtual-list.css). */
export const NARROW = '(max-width: 640px)';
