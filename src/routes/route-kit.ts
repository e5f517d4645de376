import type { EnsureInfiniteQueryDataOptions, EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { redirect, type Params, type RouteObject } from 'react-router';
import type { Reference } from '../../contract/schemas';
import { parseId, urls } from '../../contract/urls';
import { ApiError } from '../api/errors';
import type { CatalogueSession } from '../api/queries';
import type { RouteTarget } from '../components/catalogue-link';
import type { SessionRef } from '../core/app-context';
import type { Crumb, PageContext, PageHandle, PageHead, RouteId } from '../core/page';

/**
 * How a route module is written. Each module (`type.route.ts`, `engine.route.ts`, …) is the only
 * owner of its page: its id and URL pattern (from contract/urls.ts), the one list of queries its
 * preload on intent and its loader both start, the record's own ids (a record under other
 * ancestors redirects there), its head (title, description, image, canonical path, JSON-LD) and
 * its breadcrumb trail, both written from the cache the loader filled, and its lazy page. The
 * router table (app/router.tsx), the server renderer (entry-server.tsx, ssr/head.ts) and the
 * page header (components/page-header.tsx) are built from, or read, the same modules.
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

/** The query cache and the session a route reads its records from. */
export interface CacheContext {
  queryClient: QueryClient;
  session: CatalogueSession;
}

/** One request a page needs, as its preload (start it) and its loader (have it) run it. */
export interface PageQuery {
  prefetch: (queryClient: QueryClient) => Promise<unknown>;
  ensure: (queryClient: QueryClient) => Promise<unknown>;
}

export function query<T, K extends QueryKey>(options: EnsureQueryDataOptions<T, Error, T, K>): PageQuery {
  return { prefetch: (client) => client.prefetchQuery(options), ensure: (client) => client.ensureQueryData(options) };
}

export function infiniteQuery<T, K extends QueryKey, P>(options: EnsureInfiniteQueryDataOptions<T, Error, T, K, P>): PageQuery {
  return { prefetch: (client) => client.prefetchInfiniteQuery(options), ensure: (client) => client.ensureInfiniteQueryData(options) };
}

export interface PageModule {
  Page: ComponentType;
}

/** What a page's head is written with, beside its data. */
export interface HeadContext {
  t: TFunction;
  url: URL;
}

export interface RouteDefinition<P, D> {
  /** The route's id: its key in contract/urls.ts for the contract's pages (also its name in tests). */
  id: RouteId;
  /** The URL pattern (react-router syntax, from contract/urls.ts); '/' is the index route. */
  pattern: string;
  href: (params: P) => string;
  /** The parameters from the URL; throws a not-found ApiError for ids that cannot exist (no request is made). */
  parse: (params: Params, url: URL) => P;
  /** Every request the page needs: the preload on intent starts them, the loader has them, all at once. */
  queries?: (session: CatalogueSession, params: P) => PageQuery[];
  /** In the browser the page shows its own pending state: the loader starts the queries without waiting for them (the server waits). */
  pendingInPage?: boolean;
  /**
   * Once the queries have settled: the record's own parameters (when they name another URL than
   * the one asked for, the router redirects there), or an error. By default the first failure
   * is thrown and the parameters are the ones asked for.
   */
  resolve?: (context: CacheContext, params: P, settled: PromiseSettledResult<unknown>[]) => P;
  /** What the page's head and trail are written from, read from the cache the loader filled; undefined when missing. */
  data: (context: { queryClient: QueryClient; session: CatalogueSession | null }, params: P) => D;
  /**
   * The page's head (title, description, image, canonical path, JSON-LD), which only the server
   * writes: the browser keeps its title in the page header. Written `import.meta.env.SSR && (…)`,
   * so that the browser's build leaves it, and what only it uses, out of the first page.
   */
  head: false | ((data: Exclude<D, undefined>, context: HeadContext) => PageHead);
  /** The trail from the start page down to the page itself (none: no breadcrumbs). */
  crumbs?: (data: Exclude<D, undefined>, t: TFunction) => Crumb[];
  /**
   * The page's component module, named once as `import.meta.glob('/src/routes/engine.tsx')`: Vite
   * gives its loader, keyed by the module's path, which is also its key in the build's manifest
   * (the server preloads the page's chunk from it).
   */
  page: Record<string, () => Promise<unknown>>;
  /** The HTTP status of a page that renders normally (404 for the not-found page). */
  status?: number;
}

export interface CatalogueRoute<P, D = unknown> extends Omit<RouteDefinition<P, D>, 'page'> {
  /** Loads the page's component module. */
  page: () => Promise<PageModule>;
  /** The page module's key in Vite's manifest (`src/routes/engine.tsx`), which the server preloads. */
  module: string;
  /** A link's target: the URL and its preload (data and chunk). */
  target: (params: P) => RouteTarget;
  /** The route's entry in the router table. */
  route: (context: RouteContext) => RouteObject;
  /** The page's head and trail (also in its router handle). */
  describe: PageHandle['describe'];
}

/** A route in the router table, whatever its parameters. */
export type AppRoute = Pick<CatalogueRoute<unknown>, 'id' | 'pattern' | 'route' | 'page' | 'module' | 'status' | 'describe'>;

/** The data a route's loader returns: its parameters, typed from the module (`useLoaderData<RouteData<typeof engineRoute>>()`). */
export type RouteData<R> = R extends CatalogueRoute<infer P, infer _D> ? P : never;

function requireSession(sessionRef: SessionRef): CatalogueSession {
  if (!sessionRef.current) throw new ApiError('auth', 'No catalogue is configured');
  return sessionRef.current;
}

const ignore = () => undefined;

export function firstFailure<P>(_context: CacheContext, params: P, settled: PromiseSettledResult<unknown>[]): P {
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return params;
}

export function defineRoute<P, D>(definition: RouteDefinition<P, D>): CatalogueRoute<P, D> {
  const { id, pattern, href, parse, queries, pendingInPage, resolve = firstFailure, data, head, crumbs, status } = definition;
  const pages = Object.entries(definition.page);
  if (pages.length !== 1) throw new Error(`Route ${id}: its page must name exactly one module (found ${pages.length})`);
  const [[file, page]] = pages as [[string, () => Promise<PageModule>]]; // a page module exports `Page` (routes.test.ts loads each)
  /** The module's key in Vite's manifest (`src/routes/engine.tsx`). */
  const module = file.replace(/^\//, '');
  const describe: PageHandle['describe'] = (context: PageContext, params) => {
    // No loader data (the loader failed): nothing to describe.
    const found = params === undefined ? undefined : data(context, params as P);
    if (found === undefined) return undefined;
    const known = found as Exclude<D, undefined>;
    return { head: head ? head(known, context) : undefined, crumbs: crumbs?.(known, context.t) ?? [] };
  };
  return {
    ...definition,
    page,
    module,
    describe,
    target: (params) => ({
      href: href(params),
      preload: ({ queryClient, session }) => {
        void page().catch(ignore);
        for (const each of session && queries ? queries(session, params) : []) void each.prefetch(queryClient).catch(ignore);
      },
    }),
    route: (context) => {
      const handle: PageHandle = { routeId: id, module, status, describe };
      return {
        id,
        ...(pattern === '/' ? { index: true as const } : { path: pattern }),
        handle,
        loader: async ({ params, request }) => {
          const url = new URL(request.url);
          const asked = parse(params, url);
          if (!queries) return asked;
          const cache = { queryClient: context.queryClient, session: requireSession(context.sessionRef) };
          if (pendingInPage && !context.server) return asked;
          // Every request at once.
          const settled = await Promise.allSettled(queries(cache.session, asked).map((each) => each.ensure(cache.queryClient)));
          const own = resolve(cache, asked, settled);
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

/** At most eight names, then an ellipsis: a description stays short. */
export function listed(names: string[]): string {
  const MAX_LISTED = 8;
  return names.length > MAX_LISTED ? `${names.slice(0, MAX_LISTED).join(', ')}, …` : names.join(', ');
}

/**
 * The one breadcrumb builder: the start page, then each ancestor the page has, from the records'
 * own references (each needs the ones above it); the page itself is the caller's last crumb.
 */
export function catalogueTrail(
  t: TFunction,
  { type, manufacturer, model, generation }: { type?: Reference; manufacturer?: Reference; model?: Reference; generation?: Reference },
): Crumb[] {
  const trail: Crumb[] = [{ label: t('types.title'), href: urls.types.href() }];
  if (!type) return trail;
  trail.push({ label: type.name, href: urls.type.href({ typeId: type.id }) });
  if (!manufacturer) return trail;
  const ids = { typeId: type.id, manufacturerId: manufacturer.id };
  trail.push({ label: manufacturer.name, href: urls.manufacturer.href(ids) });
  if (!model) return trail;
  trail.push({ label: model.name, href: urls.model.href({ ...ids, modelId: model.id }) });
  if (!generation) return trail;
  trail.push({ label: generation.name, href: urls.generation.href({ ...ids, modelId: model.id, generationId: generation.id }) });
  return trail;
}
