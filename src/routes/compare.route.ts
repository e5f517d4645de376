import { engineQuery, generationQuery } from '../api/queries';
import { paths } from '../core/paths';
import { parseCompareParams, type CompareRequest } from '../features/compare/compare-url';
import { defineRoute } from './route-kit';

/**
 * `/compare?engines=…&generations=…`: up to three engines side by side. The loader starts every
 * request the page needs at once (each engine, and the generation the link names it by), waits
 * for all of them to settle (an unknown engine is reported by the page, it does not fail the
 * others) and returns what the link asks for.
 */
export const compareRoute = defineRoute<CompareRequest>({
  id: 'compare',
  pattern: paths.compare.pattern,
  // The link as the app writes it; the loader returns what it was given, so this never redirects.
  href: (request) => paths.compare.href(request.entries),
  parse: (_params, url) => parseCompareParams(url.searchParams),
  prefetch: ({ queryClient, session }, request) =>
    Promise.all(
      request.entries.flatMap((entry) => [
        queryClient.prefetchQuery(engineQuery(session, entry.engineId)),
        ...(entry.generationId === null ? [] : [queryClient.prefetchQuery(generationQuery(session, entry.generationId))]),
      ]),
    ),
  load: async ({ queryClient, session }, request) => {
    await Promise.allSettled(
      request.entries.flatMap((entry) => [
        queryClient.ensureQueryData(engineQuery(session, entry.engineId)),
        ...(entry.generationId === null ? [] : [queryClient.ensureQueryData(generationQuery(session, entry.generationId))]),
      ]),
    );
    return request;
  },
  page: () => import('./compare'),
});
