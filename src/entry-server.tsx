import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { PassThrough, Transform } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { Language } from '../contract/constants';
import { englishVariantOf } from '../contract/language';
import { formattingLocale } from './hooks/use-format';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../contract/runtime-config';
import {
  LANGUAGE_COOKIE,
  SSR_STATE_ELEMENT_ID,
  THEME_COOKIE,
  PAGE_SCRIPT,
  PAGE_SCRIPTS_ELEMENT_ID,
  type HeadRequest,
  type HeadResponse,
  type PageRequest,
  type PageResponse,
} from '../contract/ssr';
import { ApiClient } from './api/client';
import type { CatalogueSession } from './api/queries';
import { isApiError, type ApiError } from './api/errors';
import { createRoutes } from './app/router';
import { AppProvider, type SessionRef } from './core/app-context';
import { effectiveConnection } from './core/connection';
import { isPageHandle } from './core/page';
import { createQueryClient } from './core/query-client';
import { readableOn, themeFromUrl, type ThemeChoice } from './core/theme';
import { detectEmbedded } from './embed/embed-mode';
import { i18nextCode } from './i18n/i18n';
import { cookieValue, DEFAULT_LANGUAGE, intlLocale, languageFromAcceptLanguage, LANGUAGES, toLanguage } from './i18n/languages';
import en from './i18n/locales/en.json';
import { headData, headTags, type HeadInput } from './ssr/head';
import { jsonForHtml, serializeError, type SsrState } from './ssr/state';

/**
 * Server rendering: the same route table and query options as the browser, run by
 * react-router's static handler (its loaders fill a per-request query cache through the
 * server's own API), rendered by React's streaming renderer, with the cache and the router's
 * state written into the page so the browser hydrates without asking again.
 */

// Every language is in the server's bundle (the browser loads them one at a time).
const bundles = import.meta.glob<{ default: typeof en }>('./i18n/locales/*.json', { eager: true });

async function i18nFor(language: Language): Promise<I18n> {
  const instance = createInstance();
  const code = i18nextCode(language);
  const resources: Record<string, { translation: typeof en }> = { en: { translation: en } };
  const bundle = bundles[`./i18n/locales/${language}.json`];
  if (bundle) resources[code] = { translation: bundle.default };
  await instance.use(initReactI18next).init({
    lng: code,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map(i18nextCode),
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** `?lang=`, then the remembered choice (cookie), then Accept-Language, then the deployment's default. */
export function pageLanguage(url: URL, request: HeadRequest): Language {
  return (
    toLanguage(url.searchParams.get('lang')) ??
    toLanguage(cookieValue(request.headers.cookie, LANGUAGE_COOKIE)) ??
    languageFromAcceptLanguage(request.headers.acceptLanguage, request.config.defaultLanguage ?? DEFAULT_LANGUAGE) ??
    request.config.defaultLanguage ??
    DEFAULT_LANGUAGE
  );
}

/** `?theme=` (a host's widget), then the reader's remembered choice (cookie), then the deployment's. */
function pageTheme(url: URL, request: HeadRequest): { choice: ThemeChoice; accent: string | null } {
  const fromUrl = themeFromUrl(url.search);
  const cookie = cookieValue(request.headers.cookie, THEME_COOKIE);
  const remembered = cookie === 'light' || cookie === 'dark' || cookie === 'auto' ? cookie : undefined;
  return { choice: fromUrl.theme ?? remembered ?? request.config.theme, accent: fromUrl.accent ?? request.config.accent ?? null };
}

/** The HTTP status of an API failure: the API's own where it gave one, else what the kind means. */
function statusOf(error: ApiError): number {
  if (error.status && error.status >= 400) return error.kind === 'auth' || error.kind === 'forbidden' ? 503 : error.status;
  switch (error.kind) {
    case 'not-found':
      return 404;
    case 'rate-limited':
      return 429;
    case 'bad-request':
      return 400;
    case 'gone':
    case 'auth':
    case 'forbidden':
    case 'network':
    case 'server':
      return 503;
    default:
      return 502;
  }
}

function attribute(name: string, value: string): string {
  return ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/** Everything a page and its head need: the router's answer, the status, the head's input. */
type Prepared =
  | { redirect: { status: number; headers: Record<string, string> }; language: Language }
  | {
      redirect?: undefined;
      url: URL;
      language: Language;
      theme: { choice: ThemeChoice; accent: string | null };
      embedded: boolean;
      i18n: I18n;
      session: CatalogueSession | null;
      sessionRef: SessionRef;
      queryClient: QueryClient;
      handler: ReturnType<typeof createStaticHandler>;
      context: StaticHandlerContext;
      status: number;
      headers: Record<string, string>;
      /** The matched pages' component modules, outermost first (their chunks go into the head). */
      pageModules: string[];
      headInput: HeadInput;
    };

/** Runs the route's loaders through the server's API and works out the status and the head's input. */
async function prepare(request: HeadRequest): Promise<Prepared> {
  const url = new URL(request.url);
  const config = request.config;
  if (url.pathname === '/' && config.startPath && config.startPath !== '/') {
    return { redirect: { status: 302, headers: { location: `${config.startPath}${url.search}` } }, language: pageLanguage(url, request) };
  }
  const language = pageLanguage(url, request);
  const theme = pageTheme(url, request);
  const embedded = detectEmbedded(url.search, request.headers.fetchDest === 'iframe');
  const i18n = await i18nFor(language);

  const connection = effectiveConnection(config, null);
  const session = connection ? { client: new ApiClient(connection, request.fetch, Date.now, null), language } : null;
  const sessionRef: SessionRef = { current: session };
  // No retries on the server: a failure renders its error page with its status at once.
  const queryClient = createQueryClient({ retry: false });
  const handler = createStaticHandler(createRoutes(queryClient, sessionRef, { server: true }));
  const result = await handler.query(new Request(url.href, { headers: { 'accept-language': intlLocale(language) } }));
  if (result instanceof Response) {
    const location = result.headers.get('location');
    return { redirect: { status: result.status, headers: location ? { location } : {} }, language };
  }
  const context: StaticHandlerContext = result;

  const errors = context.errors ? Object.values(context.errors) : [];
  const apiError = errors.find(isApiError);
  const deepest = context.matches.at(-1);
  const handles = context.matches.flatMap((match) => (isPageHandle(match.route.handle) ? [match.route.handle] : []));
  const handle = isPageHandle(deepest?.route.handle) ? deepest.route.handle : undefined;
  let status = apiError ? statusOf(apiError) : errors.length > 0 ? 500 : (handle?.status ?? context.statusCode);
  const headers: Record<string, string> = { 'content-language': intlLocale(language) };
  if (apiError?.retryAt) headers['retry-after'] = String(Math.max(1, Math.ceil((apiError.retryAt - Date.now()) / 1000)));
  else if (status === 503 || status === 429) headers['retry-after'] = '60';
  if (status < 100) status = 500;

  const params: unknown = deepest ? context.loaderData[deepest.route.id] : undefined;
  const t = i18n.t;
  const headInput: HeadInput = {
    page: handles.at(-1),
    params,
    url,
    language,
    t,
    session,
    queryClient,
    noindex: embedded || status >= 400,
    errorTitle: apiError ? t(`errors.${apiError.kind}.title`) : errors.length > 0 ? t('errors.unexpected.title') : undefined,
  };
  const pageModules = handles.map((page) => page.module);
  return { url, language, theme, embedded, i18n, session, sessionRef, queryClient, handler, context, status, headers, pageModules, headInput };
}

/**
 * A page's status and head without its body (the server's /seo): the same loaders, status and
 * head as `render`, so a host page that prints them says what the catalogue's own page says.
 */
export async function head(request: HeadRequest): Promise<HeadResponse> {
  const prepared = await prepare(request);
  if (prepared.redirect) return { ...prepared.redirect, language: prepared.language, head: null };
  return { status: prepared.status, headers: prepared.headers, language: prepared.language, head: headData(prepared.headInput) };
}

/** Renders one page; a redirect (a record under the wrong ancestors, or the start path) has no body. */
export async function render(request: PageRequest): Promise<PageResponse> {
  const config = request.config;
  const prepared = await prepare(request);
  if (prepared.redirect) return { ...prepared.redirect, body: [] };
  const { language, theme, embedded, i18n, session, sessionRef, queryClient, handler, context, status, headers, pageModules } = prepared;
  const head = headTags(prepared.headInput);

  // For English, the regional English the request wants most: the browser formats in the same.
  const locale = formattingLocale(language, englishVariantOf(request.headers.acceptLanguage));
  const state: SsrState = {
    language,
    locale,
    theme: theme.choice,
    router: {
      loaderData: context.loaderData,
      errors: context.errors ? Object.fromEntries(Object.entries(context.errors).map(([id, error]) => [id, serializeError(error)])) : null,
    },
    queries: dehydrate(queryClient),
  };

  const router = createStaticRouter(handler.dataRoutes, context);
  const htmlAttributes =
    attribute('lang', intlLocale(language)) +
    (theme.choice === 'auto' ? '' : attribute('data-theme', theme.choice)) +
    (embedded ? attribute('data-embedded', '') : '') +
    (theme.accent ? attribute('data-accent', '') + attribute('style', `--accent:${theme.accent};--on-accent:${readableOn(theme.accent.slice(1))}`) : '');
  const extraHead =
    (request.routeAssets?.(pageModules) ?? '') +
    `<script>${PAGE_SCRIPT}</script>` +
    head.html +
    `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${jsonForHtml(config)}</script>` +
    `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${jsonForHtml(state)}</script>`;
  const [before, after] = documentParts(request.template, htmlAttributes, extraHead);

  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AppProvider config={{ ...config, theme: theme.choice }} initialSession={session} sessionRef={sessionRef} serverLocale={locale}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );

  const body = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      // Every boundary inline, whatever its size: a large page must not depend on React's inline
      // script to reveal it (the CSP allows none, and a reader without script would see a skeleton).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        body.write(before);
        const tail = new Transform({
          transform(chunk, _encoding, callback) {
            callback(null, chunk);
          },
          flush(callback) {
            callback(null, after);
          },
        });
        tail.pipe(body);
        stream.pipe(tail);
        resolve();
      },
      onShellError: reject,
      onError(error) {
        // Errors inside a Suspense boundary render its fallback; the browser then renders it itself.
        if (!isApiError(error)) console.error(error);
      },
    });
    // A render never hangs a connection: what is not ready after 10 s is left to the browser.
    setTimeout(() => stream.abort(), 10_000).unref();
  });
  return { status, headers, body };
}

/** The template around `<div id="root">`: `<html>`'s attributes, the head's tags, no "needs JavaScript" note. */
function documentParts(template: string, htmlAttributes: string, extraHead: string): [string, string] {
  const html = codeAfterFirstPaint(
    template
      .replace(/<html[^>]*>/, `<html${htmlAttributes}>`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('</head>', () => `${extraHead}</head>`),
  );
  const marker = '<div id="root"></div>';
  const index = html.indexOf(marker);
  if (index === -1) throw new Error('The page template has no <div id="root"></div>');
  return [html.slice(0, index) + '<div id="root">', '</div>' + html.slice(index + marker.length)];
}

/** A module script with a source, or a modulepreload: the page's code (the build's and the route's, see routeAssets). */
const PAGE_CODE_TAG = /<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The page's code tags, in their order, moved into the inert `<template id="page-scripts">` at the
 * end of the head, which the page's inline script (PAGE_SCRIPT) puts into the head once the page
 * is drawn: the first paint shares a phone's slow link with no script.
 */
export function codeAfterFirstPaint(html: string): string {
  const tags: string[] = [];
  const rest = html.replace(PAGE_CODE_TAG, (tag) => {
    tags.push(tag.trim());
    return '';
  });
  if (tags.length === 0) return html;
  return rest.replace('</head>', () => `<template id="${PAGE_SCRIPTS_ELEMENT_ID}">${tags.join('')}</template></head>`);
}
