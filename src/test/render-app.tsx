import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import type { Language } from '../../contract/constants';
import type { CatalogueSession } from '../api/queries';
import { AppProvider, createSession, type SessionRef } from '../core/app-context';
import { createQueryClient } from '../core/query-client';
import { createRoutes } from '../app/router';
import { runtimeConfigSchema, type RuntimeConfig } from '../../contract/runtime-config';
import { changeLanguage, i18next, initI18n } from '../i18n/i18n';

/**
 * The whole app at a URL, as a user meets it: a fresh QueryClient, English, the demo
 * configuration, the real route table in a memory router. The API is the MSW server of
 * ./server.ts (call `setupApiServer()` in the test file).
 */

let i18nReady: Promise<unknown> | undefined;

/**
 * i18next is a singleton: initialised once per test file, in English, and back in English for
 * every render (a test before may have switched the language).
 */
export async function ensureI18n() {
  i18nReady ??= initI18n('en');
  await i18nReady;
  if (i18next.language !== 'en') await changeLanguage('en', { remember: false });
}

/**
 * user-event without its `pointer-events` CSS check: the check walks every ancestor's computed
 * style on every event, which costs seconds on long lists and SVG charts in jsdom. (The pauses
 * between events stay: without them keystrokes can outrun React's re-render of a controlled
 * input and get lost.)
 */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

export const DEMO_CONFIG: RuntimeConfig = runtimeConfigSchema.parse({ apiBase: '/api', apiVersion: 'v2', mode: 'demo', apiKey: 'demo' });

export interface RenderAppOptions {
  /** Retries as in production (transient errors only) instead of none. */
  retry?: boolean;
  /** With `retry`: the delay between attempts (ms), instead of production's 1 s, 2 s, 4 s. */
  retryDelay?: number;
  config?: Partial<RuntimeConfig>;
  /** `null`: no catalogue configured (direct mode before Settings). */
  session?: CatalogueSession | null;
  language?: Language;
  queryClient?: QueryClient;
  /**
   * Render inside <StrictMode> as main.tsx does. Off by default: StrictMode's development-only
   * double mount makes a component-started query (search) fetch, abort and fetch again, which
   * production never does and request-count assertions would have to allow for.
   */
  strictMode?: boolean;
}

export async function renderApp(url = '/', options: RenderAppOptions = {}) {
  await ensureI18n();
  // No title left over from the previous test.
  document.title = '';
  const config = options.config ? runtimeConfigSchema.parse({ ...DEMO_CONFIG, ...options.config }) : DEMO_CONFIG;
  const language = options.language ?? 'en';
  const queryClient = options.queryClient ?? createQueryClient({ retry: options.retry ?? false });
  if (options.retry && options.retryDelay !== undefined) {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: options.retryDelay } });
  }
  const session = options.session !== undefined ? options.session : createSession(config, language, null);
  const sessionRef: SessionRef = { current: session };
  const router = createMemoryRouter(createRoutes(queryClient, sessionRef), { initialEntries: [url] });
  const user = setupUser();
  const app = (
    <QueryClientProvider client={queryClient}>
      <AppProvider config={config} initialSession={session} sessionRef={sessionRef}>
        <RouterProvider router={router} />
      </AppProvider>
    </QueryClientProvider>
  );
  const view = render(options.strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient, user, session, sessionRef, config };
}

/** A component alone, with what every component may read: i18n, the app context, a QueryClient. */
export async function renderWithProviders(ui: ReactNode, options: { language?: Language; config?: RuntimeConfig } = {}) {
  await ensureI18n();
  // No title left over from the previous test.
  document.title = '';
  const config = options.config ?? DEMO_CONFIG;
  const session = createSession(config, options.language ?? 'en', null);
  const sessionRef: SessionRef = { current: session };
  const queryClient = createQueryClient({ retry: false });
  const user = setupUser();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProvider config={config} initialSession={session} sessionRef={sessionRef}>
        {ui}
      </AppProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

/** The current location of the app's router, as a string. */
export function locationOf(router: ReturnType<typeof createMemoryRouter>) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/**
 * Waits until the page titled `title` is shown and its mount effects have run: the tab title is
 * set in the same pass in which the heading takes the focus (after a navigation), so typing that
 * follows is not cut off by that focus move.
 */
export async function pageShown(title: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: title });
  await waitFor(() => expect(document.title).toBe(`${title} · Tuning catalogue`));
  return heading;
}

/** The page's breadcrumb links, as [text, href] pairs in order. */
export function breadcrumbLinks() {
  return within(screen.getByRole('navigation', { name: 'Breadcrumbs' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}
