import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { RenderHead, RenderPage } from '../../contract/ssr';
import type { ServerConfig } from '../config';
import { pageRenderLimit, tooManyPages } from '../shared/visitor';
import { browserConfig, withRuntimeConfig } from './browser-config';
import { PageCache } from './page-cache';
import { pageSecurityHeaders } from './security';

/**
 * The browser's pages, rendered on the server: every catalogue URL answers HTML with its
 * content, its head tags and its true status (404 for a record that does not exist, 429 or 503
 * with Retry-After when the catalogue cannot answer), and the browser hydrates it. The renderer
 * is the browser's own code (src/entry-server.tsx), built by Vite into `<dist>/server/` and
 * loaded here by path (the server never imports src/); under `npm run dev`, Vite's live module.
 * Its API calls go to this server's own routes in process (Fastify's inject: no HTTP hop), as
 * the visitor (the visitor's address, so the visitor limits count them), through the proxy's
 * cache and key in proxy mode.
 */

export interface PageRenderer {
  render: RenderPage;
  /** A page's status and head without its body (GET /seo, server/web/seo.ts); absent in an older build. */
  head?: RenderHead;
  /** index.html with the build's script and style tags (under `npm run dev`, as Vite transforms it). */
  template: (url: string) => Promise<string>;
  /** Development: Vite's inline preamble needs a page without the CSP. */
  dev?: boolean;
  /** The matched routes' chunk and style tags (see PageRequest.routeAssets); the build's only. */
  routeAssets?: (pageModules: readonly string[]) => string;
}

/** The built renderer and template in `distDir`, or null when the build has none. */
export async function builtRenderer(distDir: string): Promise<PageRenderer | null> {
  const root = path.resolve(distDir);
  const entry = path.join(root, 'server', 'entry-server.js');
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(entry) || !existsSync(indexFile)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { render: RenderPage; head?: RenderHead };
  const built = readFileSync(indexFile, 'utf8');
  const template = inlineStylesheet(root, built);
  return { render: module.render, head: module.head, template: async () => template, routeAssets: routeAssetTags(root, built) };
}

/**
 * A stylesheet of the build as a `<style>` element, followed by its link, disabled (a disabled
 * stylesheet is not fetched; the build's loader of lazy chunks looks for a stylesheet link of the
 * file before it adds one, and would fetch it again). Null when the file is missing or holds
 * `</style` (it then stays a link).
 */
function inlinedStyle(root: string, file: string, link: string): string | null {
  const fullPath = path.join(root, file);
  if (!existsSync(fullPath)) return null;
  const css = readFileSync(fullPath, 'utf8');
  if (/<\/style/i.test(css)) return null;
  return `<style>${css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')}</style>${link.trimEnd().replace(/>$/, ' disabled>')}`;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"[^>]*>\s*/g;

/**
 * The build's stylesheets (every page's styles: about 8 kB compressed), written into the page's
 * head in place of their links, ahead of everything else: the first paint then needs the HTML
 * alone, and the scripts that follow share the link with nothing that blocks rendering (on a
 * phone's slow link they delayed the stylesheet, and so the first paint, by up to half a second).
 * The routes' own styles are written in the same way (routeAssetTags). A stylesheet that is
 * missing, or that holds `</style`, stays a link.
 */
export function inlineStylesheet(root: string, template: string): string {
  let styles = '';
  const withoutLinks = template.replace(STYLESHEET_LINK, (link: string, file: string) => {
    const inlined = inlinedStyle(root, file, link);
    if (inlined === null) return link;
    const at = inlined.lastIndexOf('<link');
    styles += inlined.slice(0, at);
    return inlined.slice(at);
  });
  if (styles === '') return template;
  const anchor = /<meta name="viewport"[^>]*>/.exec(withoutLinks);
  const at = anchor ? anchor.index + anchor[0].length : withoutLinks.indexOf('</head>');
  return `${withoutLinks.slice(0, at)}${styles}${withoutLinks.slice(at)}`;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The head tags of each route's page chunk, from Vite's manifest: the chunk and the chunks it
 * imports statically as `modulepreload`, and their styles written in (`<style>`, with the link
 * disabled, as inlineStylesheet does), leaving out what the template already loads. Each page names its component module by its manifest key (its route
 * module's `page`, see src/routes/route-kit.ts); a name the manifest does not hold adds nothing.
 */
export function routeAssetTags(root: string, template: string): ((pageModules: readonly string[]) => string) | undefined {
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const cache = new Map<string, string>();
  const tagsOf = (pageModule: string) => {
    if (!Object.hasOwn(manifest, pageModule)) return '';
    const known = cache.get(pageModule);
    if (known !== undefined) return known;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(pageModule);
    const fresh = (file: string) => !template.includes(`/${file}`);
    const tags =
      [...styles]
        .filter(fresh)
        .map((file) => {
          const link = `<link rel="stylesheet" crossorigin href="/${file}">`;
          return inlinedStyle(root, file, link) ?? link;
        })
        .join('') +
      [...scripts]
        .filter(fresh)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
    cache.set(pageModule, tags);
    return tags;
  };
  return (pageModules) => pageModules.map(tagsOf).join('');
}

type InjectHeaders = Record<string, string | string[] | number | undefined>;

/** `fetch` for the renderer: a request to this server's own API, answered in process. */
export function ownApi(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (!target.pathname.startsWith('/api/')) throw new TypeError(`Not this server's API: ${target.pathname}`);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    // As the visitor: their address (visitor limits) and the host they asked (absolute media URLs).
    headers.host = request.host;
    const answer = await app.inject({ method: 'GET', url: `${target.pathname}${target.search}`, headers, remoteAddress: request.ip });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers as InjectHeaders)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.payload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * The page compressed when the client accepts it: brotli at a fast level, else
 * gzip (@fastify/compress does this for routes; pages also come from the not-found handler,
 * which its route hook does not reach). Vary names Accept-Encoding either way.
 */
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding a page goes out in: brotli when accepted, else gzip, else none (the page's Vary names Accept-Encoding). */
function pageEncoding(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
}

async function compressed(body: Readable, encoding: 'br' | 'gzip' | 'identity'): Promise<Buffer> {
  // The page whole, then compressed in one call. Every boundary is rendered inline, so the
  // stream ends as soon as React has written it; compressing its hundreds of small writes one by
  // one (a thread-pool round trip each) cost 2.3 times the page's CPU under load, measured.
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks);
  if (encoding === 'br') return brotliAsync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } });
  if (encoding === 'gzip') return gzipAsync(html, { level: 6 });
  return html;
}

const HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The origin of the page's own URLs (canonical, hreflang, Open Graph, JSON-LD, sitemap, robots):
 * PUBLIC_URL's. Without it, the request's (its Host, or X-Forwarded-Host behind TRUST_PROXY), which a
 * client chooses: every answer built from it is then kept out of shared caches (`hostCacheControl`).
 */
export function pageOrigin(config: ServerConfig, request: FastifyRequest): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const host = request.host;
  try {
    if (host && HOST.test(host)) return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    // Not a host a URL can have: the fallback below.
  }
  return 'http://localhost';
}

/**
 * Cache-Control for an answer that names this server's origin: as given with PUBLIC_URL; without
 * it the origin came from the request, and `private` keeps a shared cache (a CDN) from serving
 * one client's Host or X-Forwarded-Host to everyone.
 */
export function hostCacheControl(config: ServerConfig, cacheControl: string): string {
  return config.publicUrl ? cacheControl : `private, ${cacheControl.replace(/^public,\s*/, '')}`;
}

/**
 * The path and query of a request for a page, or null when it is not a path of this server: one
 * leading `/`, no `//` and no `\` in the path (a URL parser reads `//evil.example/…`,
 * `/\evil.example/…` and `//user@evil.example/…` as another host). An absolute-form target
 * (`GET http://host/path`) counts by its path.
 */
export function pageTarget(requestUrl: string): string | null {
  const target = requestUrl.replace(/^https?:\/\/[^/?#]*/i, '') || '/';
  const end = target.search(/[?#]/);
  const pathname = end === -1 ? target : target.slice(0, end);
  if (!pathname.startsWith('/') || pathname.includes('//') || pathname.includes('\\')) return null;
  return target;
}

/** A path with `//` or `\`: no page, no redirect built from it; 404 (as an unknown file). */
export function notAPath(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

export function pageHandler(app: FastifyInstance, { config, renderer }: { config: ServerConfig; renderer: PageRenderer }) {
  // Worked out per answer: the CSP names the workshop logo's origin, and the profile can be reloaded.
  const pageHeaders = (): Record<string, string> => {
    const headers: Record<string, string> = {
      ...pageSecurityHeaders(config),
      'cache-control': hostCacheControl(config, 'no-cache'),
      // The page depends on the language and theme the request carries, and is sent compressed as accepted.
      vary: 'Accept-Language, Cookie, Accept-Encoding',
    };
    // Development: Vite's inline preamble needs a page without the CSP.
    if (renderer.dev) delete headers['content-security-policy'];
    return headers;
  };
  if (config.mode === 'proxy' && !config.publicUrl) {
    app.log.warn(
      "PUBLIC_URL is not set: pages name the origin each request asks for in their canonical, hreflang and Open Graph URLs, and are sent 'private'. Set PUBLIC_URL to this server's public address.",
    );
  }

  const pages = new PageCache(app.sharedState, config);
  const { pageLimitPerMinute } = config.visitors;
  const countRender = pageRenderLimit(app.sharedState, pageLimitPerMinute, () => app.metrics.visitorRefused());

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // Both depend on the workshop profile, which a running server may reload (its logo's origin is in the CSP).
    const runtimeConfig = browserConfig(config);
    // Development: also helmet's CSP goes (pageHeaders sends none).
    if (renderer.dev) reply.removeHeader('content-security-policy');
    const headers = pageHeaders();
    const target = pageTarget(request.url);
    if (target === null) return notAPath(reply);
    // The origin joined with the path: the path can name no other host.
    const url = new URL(`${pageOrigin(config, request)}${target}`);
    const template = await renderer.template(url.pathname + url.search);
    const encoding = pageEncoding(request);
    // A page rendered before for the same URL, language, theme, mode, account and profile (page-cache.ts).
    const key = renderer.dev ? null : pages.key(request, { url, runtimeConfig, template, encoding });
    const cached = key === null ? undefined : await pages.get(key);
    if (cached) {
      reply.code(cached.status).headers(headers).headers(cached.headers).header('x-page-cache', 'hit').type('text/html; charset=utf-8');
      if (cached.encoding !== 'identity') reply.header('content-encoding', cached.encoding);
      return reply.send(request.method === 'HEAD' ? undefined : cached.body);
    }
    // A render is work: one visitor's renders are limited (VTDB_VISITOR_PAGE_LIMIT); the cache's answers above are not.
    const wait = renderer.dev ? null : await countRender(request);
    if (wait !== null) return tooManyPages(reply.headers(headers), pageLimitPerMinute, wait);
    const watched = pages.watch(ownApi(app, request));
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    let page;
    try {
      page = await renderer.render({
        url: url.href,
        headers: { acceptLanguage: header('accept-language'), cookie: header('cookie'), fetchDest: header('sec-fetch-dest') },
        config: runtimeConfig,
        template,
        fetch: watched.fetch,
        routeAssets: renderer.routeAssets,
      });
    } catch (error) {
      // A bug in rendering: the plain page, which the browser renders itself.
      request.log.error({ err: error }, 'server rendering failed');
      return reply.code(500).headers(headers).type('text/html; charset=utf-8').send(withRuntimeConfig(template, runtimeConfig));
    }
    reply.code(page.status).headers(headers).headers(page.headers);
    if (page.status >= 300 && page.status < 400) return reply.send();
    reply.type('text/html; charset=utf-8');
    if (key !== null) reply.header('x-page-cache', 'miss');
    // HEAD: the body is rendered all the same (the stream must end), and kept for the GET that follows.
    const body = await compressed(Readable.from(page.body), encoding);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (key !== null && watched.complete()) await pages.set(key, { status: page.status, headers: page.headers, encoding, body });
    return reply.send(request.method === 'HEAD' ? undefined : body);
  };
}
