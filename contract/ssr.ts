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

/** The id of the `<template>` holding a page's module scripts and their modulepreloads, until its first paint. */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/**
 * The one inline script of a page. "auto" resolves to light or dark before the first paint (the
 * server cannot know the system's preference), so the theme never flashes.
 *
 * **The page's code is requested once the page is drawn.** The server writes the build's module
 * script and the page's modulepreloads inside `<template id="page-scripts">` (inert: neither the
 * parser nor its preload scanner fetches what a template holds). Once the page is parsed
 * (`readyState` "interactive") and its first contentful paint is on the screen (the `paint`
 * performance entry, which comes once the frame is presented; where there is none, the next
 * frame), this script puts them into the head in the task after, and the browser fetches them all
 * at once, as it did from the head. On a phone's slow link the first paint then shares the link
 * with nothing: with the scripts in the head, about 150 kB of them came before the first paint
 * (LCP 1.7–1.9× the same page without scripts in Lighthouse's mobile run). A hidden page loads
 * them at once (it paints nothing); where nothing is painted (a workshop's frame out of view), a
 * timer does after three seconds.
 *
 * In the next task, while the code is on its way and the main thread idle, it makes one number
 * formatter and drops it: the first `Intl.NumberFormat` of a page loads the engine's number data
 * (50–90 ms in Chromium on this machine, four times that on a phone's CPU); every later one, in
 * any locale, costs a tenth of a millisecond, so hydration no longer pays it inside the task that
 * first shows a figure.
 *
 * Its hash is in the Content-Security-Policy (server/web/security.ts); change the text and the
 * hash follows.
 */
export const PAGE_SCRIPT =
  "(function(){var d=document.documentElement;if(!d.dataset.theme){try{d.dataset.theme=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){d.dataset.theme='light'}}" +
  "var done=0;function load(){if(done)return;done=1;var t=document.getElementById('" +
  PAGE_SCRIPTS_ELEMENT_ID +
  "');if(t&&t.content)document.head.appendChild(document.importNode(t.content,true));" +
  'if(window.Intl)setTimeout(function(){new Intl.NumberFormat().format(0)},0)}function later(){setTimeout(load,0)}' +
  "function parsed(){if(document.visibilityState==='hidden')return load();setTimeout(load,3000);var P=window.PerformanceObserver;" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();later()}}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(later)}' +
  "if(document.readyState!=='loading')parsed();else document.addEventListener('readystatechange',function w(){document.removeEventListener('readystatechange',w);parsed()})})()";
