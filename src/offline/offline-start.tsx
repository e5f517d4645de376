import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApp } from '../core/app-context';

/**
 * Working offline, from the first page's side: only this, the rest (the saved query cache, the
 * service worker's registration) is a chunk of its own (offline-cache.ts), loaded after the first render.
 */

export const loadOfflineCache = () => import('./offline-cache');

/** Keeps the cache of the account in use saved on the device, from the first render on; another account's copy is deleted. */
export function OfflineCache() {
  const queryClient = useQueryClient();
  const scope = useApp().session?.client.scope ?? null;
  useEffect(() => {
    void loadOfflineCache()
      .then((offline) => offline.keepOfflineCache(queryClient, scope))
      .catch(() => undefined);
  }, [queryClient, scope]);
  return null;
}
