import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { ApiError } from '../api/errors';
import { engineQuery, generationQuery } from '../api/queries';
import type { SessionRef } from '../app/app-context';
import { paths } from '../app/paths';
import { parseCompareParams, type CompareRequest } from '../features/compare/compare-url';

/**
 * `/compare?engines=…`: the route's URL, its loader and its lazy page, in one module. The
 * loader starts every request the page needs at once (each engine, and the generation the link
 * names it by), waits for all of them to settle (an unknown engine is reported by the page, it
 * does not fail the others) and returns what the link asks for. Part of the first page: the
 * page itself is a lazy chunk.
 */
export function compareRoute(queryClient: QueryClient, sessionRef: SessionRef): RouteObject {
  return {
    path: paths.compare.pattern,
    loader: async ({ request }): Promise<CompareRequest> => {
      const session = sessionRef.current;
      if (!session) throw new ApiError('auth', 'No catalogue is configured');
      const parsed = parseCompareParams(new URL(request.url).searchParams);
      await Promise.allSettled(
        parsed.entries.flatMap((entry) => [
          queryClient.ensureQueryData(engineQuery(session, entry.engineId)),
          ...(entry.generationId === null ? [] : [queryClient.ensureQueryData(generationQuery(session, entry.generationId))]),
        ]),
      );
      return parsed;
    },
    lazy: async () => ({ Component: (await import('./compare')).Page }),
  };
}
