import { isApiError } from '../api/errors';
import { engineQuery, generationQuery } from '../api/queries';
import { paths } from '../core/paths';
import { parseCompareParams, type CompareRequest } from '../features/compare/compare-url';
import { defineRoute } from './route-kit';

/**
 * `/compare?engines=…&generations=…`: up to three engines side by side. The loader starts every
 * request the page needs at once (each engine, and the generation the link names it by), waits
 * for all of them to settle and returns what the link asks for, with the engines that could not
 * be loaded (the page reports them; they do not fail the others).
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
    // Every request at once: the engines, then (without waiting) the generations that name them.
    const engines = request.entries.map((entry) => queryClient.ensureQueryData(engineQuery(session, entry.engineId)));
    const generations = request.entries.flatMap((entry) =>
      entry.generationId === null ? [] : [queryClient.ensureQueryData(generationQuery(session, entry.generationId))],
    );
    const [settled] = await Promise.all([Promise.allSettled(engines), Promise.allSettled(generations)]);
    const unavailable = settled.flatMap((result, index) =>
      result.status === 'rejected'
        ? [{ engineId: request.entries[index]!.engineId, notFound: isApiError(result.reason) && result.reason.kind === 'not-found' }]
        : [],
    );
    return { ...request, unavailable };
  },
  page: () => import('./compare'),
});
