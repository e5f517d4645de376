import { startTransition, useEffect, useState } from 'react';

/** True once the browser has taken the page over (hydrated it, or drawn it itself): components mounted from then on start in their browser form. */
let settled = false;

/** For a page the browser draws itself (no server rendering): no component has a server form to match. */
export function markBrowserRender(): void {
  settled = true;
}

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on:
 * for parts drawn only in the browser (the virtual list measures the window, the quote's date is
 * the visitor's), so hydration matches. After hydration each such part draws its browser form in
 * a transition: React does it in slices and yields to the browser between them, where a snapshot
 * that differs between server and browser (useSyncExternalStore) would force one synchronous
 * render of every such part at once, a long task on a phone.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(settled);
  useEffect(() => {
    settled = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
