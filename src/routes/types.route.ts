import { typesQuery } from '../api/queries';
import { paths } from '../core/paths';
import { defineRoute } from './route-kit';

/** `/`: every vehicle type. */
export const typesRoute = defineRoute<Record<string, never>>({
  id: 'types',
  pattern: paths.types.pattern,
  href: paths.types.href,
  parse: () => ({}),
  prefetch: ({ queryClient, session }) => queryClient.prefetchQuery(typesQuery(session)),
  load: async ({ queryClient, session }, params) => {
    await queryClient.ensureQueryData(typesQuery(session));
    return params;
  },
  page: () => import('./types'),
});
