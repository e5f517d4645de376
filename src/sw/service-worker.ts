import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { APP_SHELL_PATH, NEVER_OFFLINE_PATHS } from '../../contract/offline';
import { QR_CODE_PATH } from '../../contract/qr-code';

/**
 * The service worker (built by vite-plugin-pwa from this file, served as /sw.js). It keeps the
 * app's code and styles (the build's list, replaced whole by each deployment), the app shell and
 * the quote QR codes of the pages seen, so that a counter PC opens the catalogue (and prints its
 * quotes) without network; the data comes from the query cache the app saves on the device
 * (src/offline/offline-cache.ts), never from here. It never answers for
 * the API, requests for a remap or anything but GET; pages always come from the server (rendered
 * there, fresh) and only when the network fails from the shell.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL_CACHE = 'vtdb-shell';
/** The shell is fetched again after a page load once it is older than this (it carries the runtime configuration). */
const SHELL_REFRESH_MS = 60 * 60 * 1000;

// A new deployment's worker takes over at once: its precache replaces the old one's files.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
navigationPreload.enable();

async function refreshShell(): Promise<void> {
  const response = await fetch(APP_SHELL_PATH, { cache: 'no-store', credentials: 'same-origin' });
  if (response.ok) await (await caches.open(SHELL_CACHE)).put(APP_SHELL_PATH, response);
}

async function shellIsOld(): Promise<boolean> {
  const cached = await caches.match(APP_SHELL_PATH, { cacheName: SHELL_CACHE });
  const date = Date.parse(cached?.headers.get('date') ?? '');
  return !cached || !Number.isFinite(date) || Date.now() - date > SHELL_REFRESH_MS;
}

self.addEventListener('install', (event) => {
  event.waitUntil(refreshShell());
});

// Pages: from the network (server-rendered); when it fails, the shell, which the app fills from the device.
const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await pages.handle(options);
        if (response.ok)
          options.event.waitUntil(
            shellIsOld()
              .then((old) => (old ? refreshShell() : undefined))
              .catch(() => undefined),
          );
        return response;
      } catch (error) {
        const shell = await caches.match(APP_SHELL_PATH, { cacheName: SHELL_CACHE });
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [NEVER_OFFLINE_PATHS] },
  ),
);

// Logos and photos: shown at once from the device, refreshed behind; a day at most, a few hundred of them.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  new StaleWhileRevalidate({
    cacheName: 'vtdb-media',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// The printed quote's QR codes (server/web/qr-code.ts): a code never changes for its page, so the
// one kept on the device prints offline too; the hundred last pages' codes.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === QR_CODE_PATH && request.method === 'GET',
  new CacheFirst({
    cacheName: 'vtdb-qr',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);
