import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type Params, type RouteObject } from 'react-router-dom';
import { ApiError } from '../api/errors';
import type { CatalogueSession } from '../api/queries';
import type { RouteTarget } from '../components/catalogue-link';
import type { SessionRef } from '../core/app-context';
import { parseId } from '../core/paths';

/**
 * How a route module is written. Each module (`type.route.ts`, `engine.route.ts`, …) is the one
 * owner of its URL pattern, its loader (which warms the query cache with every request the page
 * needs, all at once, and returns the record's own ids), its preload on intent (the same
 * queries and the page's chunk, started when a link to it is hovered or focused) and its lazy
 * page. The router table (app/router.tsx) and the server renderer (entry-server.tsx) are built
 * from the same modules.
 */

/** What a route's loader runs with: the router's query client and the session it reads. */
export interface RouteContext {
  queryClient: QueryClient;
  sessionRef: SessionRef;
  /**
   * On the server, a loader waits for everything its page shows (search results too), so that
   * the HTML carries it; in the browser a page may show its own pending state instead.
   */
  server?: boolean;
}

export interface LoadContext {
  queryClient: QueryClient;
  session: CatalogueSession;
  server: boolean;
}

export interface PreloadContext {
  queryClient: QueryClient;
  session: CatalogueSession;
}

export interface PageModule {
  Page: ComponentType;
}

export interface RouteDefinition<P> {
  /** The route's id in the router (also its name in tests and the server's head tags). */
  id: string;
  /** The URL pattern (react-router syntax); '/' is the index route. */
  pattern: string;
  href: (params: P) => string;
  /** The parameters from the URL; throws a not-found ApiError for ids that cannot exist (no request is made). */
  parse: (params: Params, url: URL) => P;
  /** Starts the page's requests without waiting (preload on intent). */
  prefetch?: (context: PreloadContext, params: P) => Promise<unknown>;
  /**
   * Loads what the page needs and returns the record's own parameters: when they name another
   * URL than the one asked for (a record under the wrong ancestors), the router redirects there.
   */
  load?: (context: LoadContext, params: P) => Promise<P>;
  page: () => Promise<PageModule>;
  /** The HTTP status of a page that renders normally (404 for the not-found page). */
  status?: number;
}

export interface CatalogueRoute<P> extends RouteDefinition<P> {
  /** A link's target: the URL and its preload (data and chunk). */
  target: (params: P) => RouteTarget;
  /** The route's entry in the router table. */
  route: (context: RouteContext) => RouteObject;
}

/** The data a route's loader returns: its parameters, typed from the module (`useLoaderData<RouteData<typeof engineRoute>>()`). */
/** A route in the router table, whatever its parameters. */
export type AppRoute = Pick<CatalogueRoute<unknown>, 'id' | 'pattern' | 'route' | 'page' | 'status'>;

export type RouteData<R> = R extends CatalogueRoute<infer P> ? P : never;

export interface RouteHandle {
  routeId: string;
  status?: number;
}

function requireSession(sessionRef: SessionRef): CatalogueSession {
  if (!sessionRef.current) throw new ApiError('auth', 'No catalogue is configured');
  return sessionRef.current;
}

const ignore = () => undefined;

export function defineRoute<P>(definition: RouteDefinition<P>): CatalogueRoute<P> {
  const { id, pattern, href, parse, prefetch, load, page, status } = definition;
  return {
    ...definition,
    target: (params) => ({
      href: href(params),
      preload: ({ queryClient, session }) => {
        void page().catch(ignore);
        if (session && prefetch) void prefetch({ queryClient, session }, params).catch(ignore);
      },
    }),
    route: (context) => {
      const handle: RouteHandle = { routeId: id, status };
      return {
        id,
        ...(pattern === '/' ? { index: true as const } : { path: pattern }),
        handle,
        loader: async ({ params, request }) => {
          const url = new URL(request.url);
          const asked = parse(params, url);
          if (!load) return asked;
          const own = await load({ queryClient: context.queryClient, session: requireSession(context.sessionRef), server: context.server ?? false }, asked);
          // The canonical-URL redirect, once for every route: a record under the wrong ancestors.
          const canonical = href(own);
          if (canonical !== href(asked)) throw redirect(`${canonical}${url.search}`, 301);
          return own;
        },
        lazy: async () => ({ Component: (await page()).Page }),
      };
    },
  };
}

/** Parses the named ids from the URL: a missing or impossible id is not found, without a request. */
export function idsFrom<K extends string>(names: readonly K[]) {
  return (params: Params): Record<K, number> => {
    const entries = names.map((name) => {
      const id = parseId(params[name]);
      if (id === null) throw new ApiError('not-found', `No such ${name.replace(/Id$/, '')}`);
      return [name, id] as const;
    });
    return Object.fromEntries(entries) as Record<K, number>;
  };
}
