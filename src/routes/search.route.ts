import { searchQuery } from '../api/queries';
import { paths } from '../core/paths';
import { normaliseQuery, queryProblem } from '../features/search/validate';
import { defineRoute } from './route-kit';

/**
 * `/search?q=`: the hits for a query. In the browser the page shows its own "searching" state
 * (its own query starts the request); on the server the loader waits, so the HTML has the hits.
 */
export const searchRoute = defineRoute<{ q: string }>({
  id: 'search',
  pattern: paths.search.pattern,
  href: ({ q }) => paths.search.href(q),
  parse: (_params, url) => ({ q: url.searchParams.get('q') ?? '' }),
  prefetch: async ({ queryClient, session }, { q }) => {
    if (queryProblem(q) === null) await queryClient.prefetchInfiniteQuery(searchQuery(session, normaliseQuery(q)));
  },
  load: async ({ queryClient, session, server }, params) => {
    if (queryProblem(params.q) !== null) return params;
    if (server) await queryClient.ensureInfiniteQueryData(searchQuery(session, normaliseQuery(params.q)));
    return params;
  },
  page: () => import('./search'),
});
