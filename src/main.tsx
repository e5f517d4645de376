// The global stylesheet first: the components' own stylesheets (imported below) come after it.
import './styles/app.css';
import './styles/controls.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider, createSession, type SessionRef } from './core/app-context';
import { readSavedConnection } from './core/connection';
import { createQueryClient } from './core/query-client';
import { createRoutes } from './app/router';
import { loadOfflineCache, OfflineCache } from './offline/offline-start';
import { loadRuntimeConfig } from './core/runtime-config';
import { applyTheme, initialTheme, themeFromUrl } from './core/theme';
import { initEmbedMode } from './embed/embed-mode';
import { setAllowedOrigins } from './embed/host-bridge';
import { detectLanguage, initI18n } from './i18n/i18n';
import { hydrationData, readSsrState } from './ssr/state';
import { markBrowserRender } from './hooks/use-hydrated';
import { nextTask, takeBeforeHydration } from './core/idle';

/**
 * Start-up: the deployment's configuration, the language (its bundle loaded before the first
 * paint), the theme, then the router, whose loaders start a deep link's requests at once.
 *
 * A page the server rendered is hydrated: the same language and theme it was drawn in, its
 * query cache and router state from the page (no request is made again), the matched pages'
 * code loaded before hydration. A reader with a catalogue of their own (Settings) gets a fresh
 * render instead, since the server drew the deployment's catalogue. A page the browser draws itself
 * (also offline, from the service worker's shell) starts from the query cache saved on the device.
 */
async function start() {
  // Each step below is a task of its own: evaluating the modules, reading the configuration and
  // the language, putting the server's answers in place (the matched pages' code, imported, runs
  // in a task of its own too), creating the router, hydrating. A phone's CPU then never has one
  // start-up task of a quarter of a second it cannot paint or answer in.
  await nextTask();
  const config = await loadRuntimeConfig();
  initEmbedMode();
  setAllowedOrigins(config.allowedOrigins);
  const saved = readSavedConnection();
  const ssr = saved ? null : readSsrState();
  const language = ssr?.language ?? detectLanguage({ defaultLanguage: config.defaultLanguage });
  await initI18n(language);
  await nextTask();
  // The server chose the theme (the URL, then the remembered choice's cookie, then the deployment's).
  if (ssr) applyTheme(ssr.theme, themeFromUrl(window.location.search).accent ?? config.accent);
  else initialTheme(config, window.location.search);
  if (!ssr && window.location.pathname === '/' && config.startPath && config.startPath !== '/') {
    window.history.replaceState(window.history.state, '', `${config.startPath}${window.location.search}${window.location.hash}`);
  }
  const session = createSession(config, language, saved);
  const sessionRef: SessionRef = { current: session };
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient, sessionRef);
  const container = document.getElementById('root')!;

  if (ssr) {
    // The server's answers, as fresh as when it fetched them (setQueryData: react-query's hydrate()
    // would add its whole hydration module to the first page for the same effect).
    for (const query of ssr.queries.queries) {
      if (query.state.status === 'success') queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
    }
    await loadMatchedPages(routes);
    for (const step of takeBeforeHydration()) {
      await nextTask();
      step(config);
    }
  } else {
    if (session) await (await loadOfflineCache()).restoreBeforeStart(queryClient, session.client.scope);
    container.replaceChildren();
    markBrowserRender();
  }
  const router = createBrowserRouter(routes, ssr ? { hydrationData: hydrationData(ssr) } : undefined);
  await nextTask();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppProvider config={config} initialSession={session} sessionRef={sessionRef} serverLocale={ssr?.locale}>
          <RouterProvider router={router} />
          <OfflineCache />
        </AppProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  // A transition: React hydrates (or renders) in slices of a few milliseconds and yields to the
  // browser in between, instead of one task that blocks a phone's main thread for a third of a
  // second; a tap meanwhile hydrates what it touches first (React's selective hydration). The page
  // says it is ready (data-ready, ReadyMark in layout.tsx) only once its own boundary is hydrated.
  startTransition(() => {
    if (ssr) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

/** The lazy pages the URL matches, loaded and put in place, so hydration renders what the server did. */
async function loadMatchedPages(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

void start();
