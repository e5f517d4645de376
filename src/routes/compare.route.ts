import { urls } from '../../contract/urls';
import { isApiError } from '../api/errors';
import { engineQuery, generationQuery } from '../api/queries';
import { parseCompareParams, type CompareRequest } from '../features/compare/compare-url';
import { catalogueTrail, defineRoute, listed, query } from './route-kit';

/**
 * `/compare?engines=…&generations=…`: up to three engines side by side. The loader starts every
 * request the page needs at once (each engine, and the generation the link names it by), waits
 * for all of them to settle and returns what the link asks for, with the engines that could not
 * be loaded (the page reports them; they do not fail the others).
 */
export const compareRoute = defineRoute({
  id: 'compare',
  pattern: urls.compare.pattern,
  // The link as the app writes it; the loader returns what it was given, so this never redirects.
  href: (request: CompareRequest) => urls.compare.href(request.entries),
  parse: (_params, url) => parseCompareParams(url.searchParams),
  // The engines first, then the generations that name them.
  queries: (session, request) => [
    ...request.entries.map((entry) => query(engineQuery(session, entry.engineId))),
    ...request.entries.flatMap((entry) => (entry.generationId === null ? [] : [query(generationQuery(session, entry.generationId))])),
  ],
  resolve: (_context, request, settled) => {
    const unavailable = request.entries.flatMap((entry, index) => {
      const result = settled[index];
      return result?.status === 'rejected' ? [{ engineId: entry.engineId, notFound: isApiError(result.reason) && result.reason.kind === 'not-found' }] : [];
    });
    return { ...request, unavailable };
  },
  // The engines compared (with the generation the link names each by), from the cache the loader filled.
  data: ({ queryClient, session }, request) => {
    if (!session) return undefined;
    const compared = request.entries.flatMap(({ engineId, generationId }) => {
      const engine = queryClient.getQueryData(engineQuery(session, engineId).queryKey);
      const generation = generationId === null ? undefined : queryClient.getQueryData(generationQuery(session, generationId).queryKey);
      return engine ? [{ engine, generation }] : [];
    });
    return { compared, path: urls.compare.href(request.entries) };
  },
  // Named "Audi A4 B5 1.8T 150hp 210Nm" when the generation lists the engine, else by the engine's own name.
  head:
    import.meta.env.SSR &&
    (({ compared, path }, { t }) => {
      const names = compared.map(({ engine, generation }) =>
        generation?.engines.some((item) => item.id === engine.id)
          ? `${generation.manufacturer.name} ${generation.model.name} ${generation.name} ${engine.name}`
          : engine.name,
      );
      return { title: t('compare.title'), description: names.length > 0 ? listed(names) : t('compare.empty'), path };
    }),
  crumbs: ({ path }, t) => [...catalogueTrail(t, {}), { label: t('nav.compare'), href: path }],
  page: import.meta.glob('/src/routes/compare.tsx'),
});

/** The route table (src/app/routes.ts) gathers each route module's default export. */
export default compareRoute;
