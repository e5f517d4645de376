import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe, type Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { CATALOGUE_GC_TIME } from '../core/query-client';
import { isEmbedded } from '../embed/embed-mode';

/**
 * The query cache, saved on the device (IndexedDB) so that a page seen before opens without
 * network, even after the browser was closed, and the service worker's registration. Loaded after
 * the first page (src/offline/offline-start.tsx), never part of it.
 *
 * - What: catalogue records and search results of the account in use, nothing else (not the
 *   subscription, nothing that failed). One account at a time: the saved copy is marked with the
 *   account (the catalogue address and a fingerprint of its key, never the key), and a copy of
 *   another account is deleted, not read, when the app starts or the key changes in Settings.
 * - How long: a record is kept and shown for as long as the app keeps it in memory, a day after it
 *   was fetched (OFFLINE_MAX_AGE); older ones are neither saved nor restored.
 */

/** The worker's address (vite-plugin-pwa builds src/sw/service-worker.ts there). */
export const SERVICE_WORKER_URL = '/service-worker.js';
/** A start never waits longer than this for the saved cache (a blocked or slow IndexedDB). */
const RESTORE_WAIT_MS = 3000;

/** How long a record may be shown from the device: the query cache's own lifetime. */
export const OFFLINE_MAX_AGE = CATALOGUE_GC_TIME;

/** Bumped when what is saved changes shape: an older copy is then dropped, not misread. */
const FORMAT = 'v1';
const KEY = 'queries';

/** The mark of a saved copy: the format and the account (query keys hold the same scope at index 2). */
export function busterFor(scope: string): string {
  return `${FORMAT}|${scope}`;
}

/** A query saved for offline use: a catalogue record or search result of this account, fetched less than OFFLINE_MAX_AGE ago. */
export function keptOffline(query: Pick<Query, 'queryKey' | 'state'>, scope: string, now = Date.now()): boolean {
  const [root, , queryScope] = query.queryKey;
  return (
    (root === 'catalogue' || root === 'search') &&
    queryScope === scope &&
    query.state.status === 'success' &&
    query.state.dataUpdatedAt > 0 &&
    now - query.state.dataUpdatedAt < OFFLINE_MAX_AGE
  );
}

/** The accounts whose saved copy this page has restored (once each). */
const restored = new Set<string>();
let shared: Persister | null = null;

/** One persister for the page: its saves are throttled in one queue, so the latest (the account in use) is the one written last. */
function persister(): Persister {
  if (shared) return shared;
  const db: UseStore = createStore('vtdb-offline', 'cache');
  shared = createAsyncStoragePersister({
    storage: { getItem: (key) => get<string>(key, db), setItem: (key, value: string) => set(key, value, db), removeItem: (key) => del(key, db) },
    key: KEY,
    throttleTime: 1000,
  });
  return shared;
}

/** Deletes the saved copy now, and once more behind any save still queued (an empty copy that no account reads). */
async function forget(): Promise<void> {
  await persister().removeClient();
  await persister().persistClient({ timestamp: Date.now(), buster: 'none', clientState: { queries: [], mutations: [] } });
}

/**
 * Puts the saved copy of this account's records back into the cache (a copy of another account,
 * or one older than OFFLINE_MAX_AGE, is deleted instead). Records past their lifetime are dropped.
 */
export async function restoreOfflineCache(queryClient: QueryClient, scope: string): Promise<void> {
  restored.add(scope);
  await persistQueryClientRestore({ queryClient, persister: persister(), maxAge: OFFLINE_MAX_AGE, buster: busterFor(scope) });
  const now = Date.now();
  queryClient.removeQueries({
    predicate: (query) => query.state.status === 'success' && query.queryKey[2] === scope && now - query.state.dataUpdatedAt >= OFFLINE_MAX_AGE,
  });
}

/**
 * A page the browser draws itself (no server rendering: offline from the service worker's shell,
 * or with a catalogue chosen in Settings) first puts the saved records back, so its loaders find
 * them; it never waits longer than RESTORE_WAIT_MS.
 */
export async function restoreBeforeStart(queryClient: QueryClient, scope: string | undefined): Promise<void> {
  if (!scope) return;
  const restore = restoreOfflineCache(queryClient, scope).catch(() => undefined);
  await Promise.race([restore, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
}

/** Registers the service worker in the built app, outside a host's frame (an embedded widget works online only). */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || isEmbedded() || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
}

let saving: { scope: string | null; stop: () => void } | null = null;

/**
 * Keeps saving this account's records (at most once a second), after restoring its saved copy
 * once. With another account (or none), the saved copy of the previous one is deleted.
 */
export async function keepOfflineCache(queryClient: QueryClient, scope: string | null): Promise<void> {
  if (saving && saving.scope === scope) return;
  if (!saving) registerServiceWorker();
  saving?.stop();
  saving = { scope, stop: () => undefined };
  const mine = saving;
  if (!scope) {
    await forget();
    return;
  }
  // Also deletes a copy of another account (its mark differs).
  if (!restored.has(scope)) await restoreOfflineCache(queryClient, scope);
  if (saving !== mine) return;
  const options = {
    queryClient,
    persister: persister(),
    buster: busterFor(scope),
    dehydrateOptions: { shouldDehydrateQuery: (query: Query) => keptOffline(query, scope) },
  };
  // What is in the cache now (the server-rendered page's records), then every change.
  await persistQueryClientSave(options);
  if (saving !== mine) return;
  mine.stop = persistQueryClientSubscribe(options);
}
