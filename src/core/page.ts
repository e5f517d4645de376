import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { PageId } from '../../contract/urls';
import type { CatalogueSession } from '../api/queries';

/**
 * A route's id: a page of the contract's URL scheme is named by its key there (contract/urls.ts,
 * the URLs the server, the sitemap and the other programs link to); a page only the app links to
 * (its settings, say) names itself in its route module. src/app/routes.test.ts checks they are unique.
 */
export type RouteId = PageId | (string & {});

/**
 * What a matched route tells the rest of the app about its page (react-router's `handle`): its id,
 * its status, its breadcrumb trail and its head, each read from the query cache its loader filled.
 * The route module (routes/<name>.route.ts, through `defineRoute`) is the only one that writes them;
 * the page header (breadcrumbs) and the server's head tags (ssr/head.ts) only read them.
 */

/** One step of a page's trail: the start page first, the page itself last. */
export interface Crumb {
  label: string;
  href: string;
}

/** What a page's head and trail are read with. */
export interface PageContext {
  queryClient: QueryClient;
  /** Null when no catalogue is configured (direct mode before Settings): catalogue pages then know nothing. */
  session: CatalogueSession | null;
  t: TFunction;
  /** The URL asked for (its origin names absolute URLs in JSON-LD). */
  url: URL;
}

/** A page's head, written from its data: the parts ssr/head.ts turns into tags. */
export interface PageHead {
  title: string;
  description: string;
  image?: string | null;
  /** The path of the page's own URL (canonical), without the language; default: the path asked for. */
  path?: string;
  /** JSON-LD beside the BreadcrumbList that the trail gives (a schema.org Vehicle on the engine page). */
  jsonLd?: unknown[];
}

export interface PageHandle {
  routeId: RouteId;
  /** The page's component module, as named in Vite's manifest (the server preloads its chunk). */
  module: string;
  /** The HTTP status of a page that renders normally (404 for the not-found page). */
  status?: number;
  /** The page's head and trail from its loader's data (its parameters) and the cache; undefined when the data is missing. */
  /** The page's head (server only: undefined in the browser) and breadcrumb trail. */
  describe: (context: PageContext, params: unknown) => { head: PageHead | undefined; crumbs: Crumb[] } | undefined;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'routeId' in handle && 'describe' in handle;
}
