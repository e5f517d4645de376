import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApp } from '../core/app-context';
import { whenIdle } from '../core/idle';

/**
 * Working offline, from the first page's side: only this, the rest (the saved query cache, the
 * service worker's registration) is a chunk of its own (offline-cache.ts), loaded after the first render.
 */

export const loadOfflineCache = () => import('./offline-cache');

/**
 * Resolves once the page has loaded and the browser is next idle, so that the saved copy's
 * reading and writing (IndexedDB, JSON) and the service worker's precache (the app's code, on the
 * same slow link) never compete with the first page's paint and hydration.
 */
function afterLoadIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => void whenIdle(resolve, 3000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Keeps the cache of the account in use saved on the device, from the first idle moment after load on; another account's copy is deleted. */
export function OfflineCache() {
  const queryClient = useQueryClient();
  const scope = useApp().session?.client.scope ?? null;
  useEffect(() => {
    let current = true;
    void afterLoadIdle()
      .then(() => (current ? loadOfflineCache() : null))
      .then((offline) => offline?.keepOfflineCache(queryClient, scope))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [queryClient, scope]);
  return null;
}
