import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { browserConfig } from './browser-config';
import { pageHandler, type PageRenderer } from './pages';
import { qrCodeRoutes } from './qr-code';
import { seoRoutes } from './seo';
import { sitemapRoutes } from './sitemap';
import { staticRoutes } from './static';

/**
 * `vtdb-pages`: what a browser or a search engine asks for outside the API. The runtime
 * configuration at /config.json, robots.txt and (demo mode) the sitemap, a printed quote's QR
 * code (qr-code.ts), and the pages: the built browser from config.distDir (static.ts, pages
 * rendered by pages.ts), or under `npm run dev` the pages alone (Vite serves the code). Pages call the API scope in process.
 */

export interface SiteOptions {
  config: ServerConfig;
  /** Serve the built browser from config.distDir (off for the API-only dev and test servers). */
  serveBrowser?: boolean;
  /** How pages are rendered: by default the build's server entry; null renders none. */
  renderer?: PageRenderer | null;
}

async function site(app: FastifyInstance, { config, serveBrowser = true, renderer }: SiteOptions) {
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return browserConfig(config);
  });
  const catalogue = app.hasDecorator('catalogue') ? app.catalogue : undefined;
  if (serveBrowser || renderer) {
    await app.register(sitemapRoutes, { config, catalogue });
    await app.register(qrCodeRoutes, { config });
  }
  if (serveBrowser) await app.register(staticRoutes, { config, renderer });
  else if (renderer) {
    const sendPage = pageHandler(app, { config, renderer });
    app.get('/', sendPage);
    if (renderer.head) await app.register(seoRoutes, { config, head: renderer.head });
    app.setNotFoundHandler(sendPage);
  }
}

export const sitePlugin = fp(site, { name: 'vtdb-pages', fastify: '5.x', dependencies: ['vtdb-security', 'vtdb-api'], encapsulate: true });
