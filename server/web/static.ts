import type { ServerResponse } from 'node:http';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_SHELL_PATH } from '../../contract/offline';
import type { ServerConfig } from '../config';
import { browserConfig, withRuntimeConfig } from './browser-config';
import { builtRenderer, notAPath, pageHandler, pageTarget, type PageRenderer } from './pages';
import { pageSecurityHeaders } from './security';
import { seoRoutes } from './seo';

/** Helmet's headers that only a document obeys (see the assets in setHeaders below). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/**
 * Serves the built browser (dist/) with its security headers: hashed assets cached for a year,
 * pages never cached, every unknown non-API path answered with a page, rendered on the server
 * (pages.ts) from the build's server entry (dist/server/, never served as a file). A build
 * without it gets index.html, which the browser renders itself. The page carries the runtime
 * configuration (browser-config.ts), so the app need not fetch /config.json before its first
 * API request.
 */

export async function staticRoutes(app: FastifyInstance, { config, renderer: given }: { config: ServerConfig; renderer?: PageRenderer | null }) {
  const root = path.resolve(config.distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built browser at ${root}: run "npm run build" (or "npm start", which builds first).`);
    app.setNotFoundHandler(async (_request, reply) =>
      reply.code(404).type('text/plain; charset=utf-8').send('Not found. The browser is not built: run "npm run build".'),
    );
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  // The page and its CSP carry the workshop profile, which a running server may reload.
  const pageHeaders = () => pageSecurityHeaders(config);

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // dist/assets/*.br and *.gz, written by the build: the smallest the client accepts, served as is.
    preCompressed: true,
    // Cache-Control comes from setHeaders alone (with it on, @fastify/send overwrites it with max-age=0).
    cacheControl: false,
    // The ETag validates; a date beside it is only bytes.
    lastModified: false,
    // The page itself always goes through sendIndex, which adds the runtime configuration.
    allowedPath: (pathname) =>
      pathname !== '/index.html' && !pathname.startsWith('/server/') && (config.security.serveSourceMaps || !pathname.endsWith('.map')), // no public source maps unless VTDB_SERVE_SOURCE_MAPS
    setHeaders(response, filePath) {
      const relative = path.relative(root, filePath);
      if (relative.startsWith(`assets${path.sep}`)) {
        response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        // Served brotli, gzip or plain by what the client accepts (the build wrote all three).
        response.setHeader('vary', 'Accept-Encoding');
        // A script, style or image under a hashed name is never a document: the headers that only
        // a document obeys (its CSP, referrer policy, …) would be 0.6 kB of every one of the 40-odd
        // requests of a cold page. nosniff and the cross-origin resource policy stay.
        // (@fastify/static hands the raw response to setHeaders; its type names only setHeader.)
        for (const name of DOCUMENT_ONLY_HEADERS) (response as unknown as ServerResponse).removeHeader(name);
      } else response.setHeader('cache-control', 'no-cache');
      if (relative.endsWith('.html')) for (const [name, value] of Object.entries(pageHeaders())) response.setHeader(name, value);
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply
      .headers({ ...pageHeaders(), 'cache-control': 'no-cache' })
      .type('text/html; charset=utf-8')
      .send(withRuntimeConfig(template, browserConfig(config)));
  const renderer = given === undefined ? await builtRenderer(root) : given;
  if (!renderer) app.log.warn(`No server entry at ${path.join(root, 'server')}: pages are rendered in the browser only.`);
  const sendPage = renderer ? pageHandler(app, { config, renderer }) : (_request: FastifyRequest, reply: FastifyReply) => sendIndex(reply);

  app.get('/', sendPage);
  // The page without server rendering: the service worker keeps it and shows it, filled from the device's cache, when offline.
  app.get(APP_SHELL_PATH, (_request, reply) => sendIndex(reply.header('x-robots-tag', 'noindex')));
  if (renderer?.head) await app.register(seoRoutes, { config, head: renderer.head });

  app.setNotFoundHandler(async (request, reply) => {
    // `//evil.example/…`, `/\evil.example/…`: not a path of this server (pages.ts, pageTarget).
    if (pageTarget(request.url) === null) return notAPath(reply);
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && (!path.extname(pathname) || pathname === '/index.html');
    if (wantsPage) return sendPage(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
