import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isEmbedded } from '../embed/embed-mode';
import { useApp } from '../core/app-context';

/**
 * Working offline, from the first page's side: the service worker's registration and the query
 * cache saved on the device (offline-cache.ts, a chunk of its own loaded after the first render).
 */

/** The worker's address (vite-plugin-pwa builds src/sw/service-worker.ts there). */
export const SERVICE_WORKER_URL = '/service-worker.js';
/** A start never waits longer than this for the saved cache (a blocked or slow IndexedDB). */
const RESTORE_WAIT_MS = 3000;

const loadOfflineCache = () => import('./offline-cache');

/** Registers the service worker in the built app, outside a host's frame (an embedded widget works online only). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || isEmbedded() || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
}

/**
 * A page the browser draws itself (no server rendering: offline from the service worker's shell,
 * or with a catalogue chosen in Settings) first puts the saved records back, so its loaders find them.
 */
export async function restoreBeforeStart(queryClient: QueryClient, scope: string | undefined): Promise<void> {
  if (!scope) return;
  const restore = loadOfflineCache().then((offline) => offline.restoreOfflineCache(queryClient, scope));
  await Promise.race([restore.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
}

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
