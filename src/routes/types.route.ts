import { urls } from '../../contract/urls';
import { typesQuery } from '../api/queries';
import { catalogueTrail, defineRoute, listed, query } from './route-kit';

/** `/`: every vehicle type. */
export const typesRoute = defineRoute({
  id: 'types',
  pattern: urls.types.pattern,
  href: urls.types.href,
  parse: () => ({}),
  queries: (session) => [query(typesQuery(session))],
  data: ({ queryClient, session }) => (session ? (queryClient.getQueryData(typesQuery(session).queryKey) ?? []) : undefined),
  head:
    import.meta.env.SSR &&
    ((types, { t }) => ({ title: t('types.title'), description: `${t('types.intro')} ${listed(types.map((type) => type.name))}`, path: '/' })),
  crumbs: (_types, t) => catalogueTrail(t, {}),
  page: import.meta.glob('/src/routes/types.tsx'),
});

/** The route table (src/app/routes.ts) gathers each route module's default export. */
export default typesRoute;
