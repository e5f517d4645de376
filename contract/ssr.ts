import type { RuntimeConfig } from './runtime-config';

/**
 * What the catalogue server and the browser's server-side entry (src/entry-server.tsx, built by
 * Vite into dist/server/) say to each other. The server never imports src/: it loads the built
 * entry (or, under `npm run dev`, Vite's live module) and calls `render` with these shapes.
 */

/** One page request, as the renderer needs it. */
export interface PageRequest {
  /** The absolute URL asked for (the origin is PUBLIC_URL's when set, else the request's). */
  url: string;
  /** The request's headers that choose language, theme and mode: accept-language, cookie, sec-fetch-dest. */
  headers: { acceptLanguage?: string; cookie?: string; fetchDest?: string };
  /** The browser's runtime configuration, as written into every page. */
  config: RuntimeConfig;
  /** The page template: index.html as Vite built it (hashed script and style tags). */
  template: string;
  /** Calls the catalogue API: the server's own, without an HTTP hop (demo mode) or through the proxy's cache. */
  fetch: typeof fetch;
  /**
   * The `<head>` tags that load the matched routes' page chunks and their styles at once
   * (modulepreload and stylesheet links from the build's manifest): without them the page would
   * show unstyled parts until its chunk arrives, and hydration would wait a round trip longer.
   * Each page names its component module by its key in the manifest (`src/routes/engine.tsx`).
   * Absent under `npm run dev`, where Vite serves modules and styles itself.
   */
  routeAssets?: (pageModules: readonly string[]) => string;
}

export interface PageResponse {
  status: number;
  /** Location, Retry-After, Content-Language, Vary and the like. */
  headers: Record<string, string>;
  /** The HTML, streamed as React renders it (empty for a redirect). */
  body: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;
}

export type RenderPage = (request: PageRequest) => Promise<PageResponse>;

/** A head request: a page request without what only the body needs. */
export type HeadRequest = Omit<PageRequest, 'template' | 'routeAssets'>;

/** One `<link rel="alternate" hreflang>`: `language` is the catalogue's code (null for x-default). */
export interface HeadAlternate {
  hreflang: string;
  language: string | null;
  href: string;
}

/** What a page puts into its `<head>`, as data (src/ssr/head.ts computes it; the page prints it as tags). */
export interface HeadData {
  /** The `<title>` text, with the application's name. */
  title: string;
  /** The page's own title, without the application's name (Open Graph's title). */
  pageTitle: string;
  description: string;
  /** `noindex` for error and embedded pages, else null. */
  robots: string | null;
  /** The canonical URL (the origin is PUBLIC_URL's when set, else the request's). */
  canonical: string;
  /** The canonical path (no origin). */
  path: string;
  alternates: HeadAlternate[];
  /** `og:*` properties, by their name without the prefix (type, site_name, title, description, url, locale, image). */
  openGraph: Record<string, string>;
  /** `twitter:*` names, without the prefix. */
  twitter: Record<string, string>;
  /** The JSON-LD objects (BreadcrumbList, Vehicle). */
  jsonLd: unknown[];
}

/** A page's head without its body: the status the page would answer, and its head (none for a redirect). */
export interface HeadResponse {
  status: number;
  /** Location, Retry-After, Content-Language. */
  headers: Record<string, string>;
  language: string;
  head: HeadData | null;
}

/** Computes a page's head the same way `RenderPage` does, without rendering the body. */
export type RenderHead = (request: HeadRequest) => Promise<HeadResponse>;

/** The id of the JSON data block holding the server's render (language, theme, router and query state). */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** The cookies that carry the reader's choices to the server, so the first byte is already right. */
export const LANGUAGE_COOKIE = 'vtdb_lang';
export const THEME_COOKIE = 'vtdb_theme';

/**
 * The one inline script of a page. "auto" resolves to light or dark before the first paint (the
 * server cannot know the system's preference), so the theme never flashes.
 *
 * It also makes one number formatter and drops it, in a task of its own, in the first frame after
 * the page is parsed and drawn (`readyState` "interactive"). The first `Intl.NumberFormat` of a page
 * loads the engine's number data (50–90 ms in Chromium on this machine, four times that on a
 * phone's CPU); every later one, in any locale, costs a tenth of a millisecond. On a phone's slow
 * link the app's code is still on its way then and the main thread idle, so hydration no longer
 * pays it inside the task that first shows a figure.
 *
 * Its hash is in the Content-Security-Policy (server/web/security.ts); change the text and the
 * hash follows.
 */
export const PAGE_SCRIPT =
  "(function(){var d=document.documentElement;if(!d.dataset.theme){try{d.dataset.theme=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){d.dataset.theme='light'}}" +
  "if(window.Intl)document.addEventListener('readystatechange',function w(){document.removeEventListener('readystatechange',w);requestAnimationFrame(function(){setTimeout(function(){new Intl.NumberFormat().format(0)},0)})})})()";
