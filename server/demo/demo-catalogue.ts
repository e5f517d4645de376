import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mediaRoutes } from '../web/media';
import { generateCatalogue } from './catalogue/generate';
import type { Catalogue } from './catalogue/model';

/**
 * `vtdb-demo-catalogue` (demo mode): the generated catalogue as the server's `catalogue`, which
 * the demo API and the sitemap read, and the drawn logos and photos under /media.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo catalogue (demo mode only: `hasDecorator('catalogue')` tells). */
    catalogue: Catalogue;
  }
}

let sharedCatalogue: Catalogue | undefined;

/** The demo catalogue, built once per process (tests start many servers). */
export function demoCatalogue(): Catalogue {
  sharedCatalogue ??= generateCatalogue();
  return sharedCatalogue;
}

async function catalogue(app: FastifyInstance, options: { catalogue?: Catalogue }) {
  const built = options.catalogue ?? demoCatalogue();
  app.decorate('catalogue', built);
  await app.register(mediaRoutes, { catalogue: built });
}

export const demoCataloguePlugin = fp(catalogue, { name: 'vtdb-demo-catalogue', fastify: '5.x' });
