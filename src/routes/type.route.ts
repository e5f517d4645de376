import { ApiError } from '../api/errors';
import { manufacturersQuery, typesQuery } from '../api/queries';
import { paths, type TypeIds } from '../core/paths';
import { defineRoute, idsFrom } from './route-kit';

/** `/types/:typeId`: a vehicle type and its manufacturers. */
export const typeRoute = defineRoute<TypeIds>({
  id: 'type',
  pattern: paths.manufacturers.pattern,
  href: paths.manufacturers.href,
  parse: idsFrom(['typeId']),
  prefetch: ({ queryClient, session }, ids) => queryClient.prefetchInfiniteQuery(manufacturersQuery(session, ids.typeId)),
  load: async ({ queryClient, session }, ids) => {
    const [types] = await Promise.all([
      queryClient.ensureQueryData(typesQuery(session)),
      queryClient.ensureInfiniteQueryData(manufacturersQuery(session, ids.typeId)),
    ]);
    if (!types.some((type) => type.id === ids.typeId)) throw new ApiError('not-found', 'No such vehicle type');
    return ids;
  },
  page: () => import('./type'),
});
