import { urls, type TypeIds } from '../../contract/urls';
import { ApiError } from '../api/errors';
import { manufacturersQuery, typesQuery } from '../api/queries';
import { catalogueTrail, defineRoute, firstFailure, idsFrom, infiniteQuery, listed, query } from './route-kit';

/** `/types/:typeId`: a vehicle type and its manufacturers. */
export const typeRoute = defineRoute({
  id: 'type',
  pattern: urls.type.pattern,
  href: urls.type.href,
  parse: idsFrom(['typeId']),
  queries: (session, ids: TypeIds) => [query(typesQuery(session)), infiniteQuery(manufacturersQuery(session, ids.typeId))],
  resolve: (context, ids, settled) => {
    firstFailure(context, ids, settled);
    const types = context.queryClient.getQueryData(typesQuery(context.session).queryKey) ?? [];
    if (!types.some((type) => type.id === ids.typeId)) throw new ApiError('not-found', 'No such vehicle type');
    return ids;
  },
  data: ({ queryClient, session }, ids) => {
    const type = session && queryClient.getQueryData(typesQuery(session).queryKey)?.find((item) => item.id === ids.typeId);
    if (!session || !type) return undefined;
    return { type, page: queryClient.getQueryData(manufacturersQuery(session, ids.typeId).queryKey) };
  },
  head:
    import.meta.env.SSR &&
    (({ type, page }, { t }) => {
      const makes = page?.pages.flatMap((item) => item.items) ?? [];
      const more = page?.pages.at(-1)?.pagination.has_more ? '+' : '';
      return {
        title: type.name,
        description: `${type.name}: ${t('manufacturers.count', { count: makes.length })}${more}. ${listed(makes.map((make) => make.name))}`,
      };
    }),
  crumbs: ({ type }, t) => catalogueTrail(t, { type }),
  page: import.meta.glob('/src/routes/type.tsx'),
});

/** The route table (src/app/routes.ts) gathers each route module's default export. */
export default typeRoute;
