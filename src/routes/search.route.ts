import { urls } from '../../contract/urls';
import { searchQuery } from '../api/queries';
import { normaliseQuery, queryProblem } from '../features/search/validate';
import { catalogueTrail, defineRoute, infiniteQuery } from './route-kit';

/**
 * `/search?q=`: the hits for a query. In the browser the page shows its own "searching" state
 * (its own query starts the request); on the server the loader waits, so the HTML has the hits.
 */
export const searchRoute = defineRoute({
  id: 'search',
  pattern: urls.search.pattern,
  href: ({ q }: { q: string }) => urls.search.href(q),
  parse: (_params, url) => ({ q: url.searchParams.get('q') ?? '' }),
  queries: (session, { q }) => (queryProblem(q) === null ? [infiniteQuery(searchQuery(session, normaliseQuery(q)))] : []),
  pendingInPage: true,
  data: ({ queryClient, session }, { q }) => {
    if (!session) return undefined;
    if (queryProblem(q) !== null) return { query: null, total: 0 };
    const query = normaliseQuery(q);
    return { query, total: queryClient.getQueryData(searchQuery(session, query).queryKey)?.pages[0]?.total ?? 0 };
  },
  head:
    import.meta.env.SSR &&
    (({ query, total }, { t }) =>
      query === null
        ? { title: t('search.title'), description: t('types.intro'), path: urls.search.href() }
        : {
            title: t('search.titleFor', { query }),
            description: t('searchPage.count', { count: total, formatted: String(total), query }),
            path: urls.search.href(query),
          }),
  crumbs: ({ query }, t) => [
    ...catalogueTrail(t, {}),
    { label: query === null ? t('search.title') : t('search.titleFor', { query }), href: urls.search.href(query ?? undefined) },
  ],
  page: import.meta.glob('/src/routes/search.tsx'),
});

/** The route table (src/app/routes.ts) gathers each route module's default export. */
export default searchRoute;
