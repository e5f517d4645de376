import { manufacturerQuery } from '../api/queries';
import { paths, type ManufacturerIds } from '../core/paths';
import { defineRoute, idsFrom } from './route-kit';

/** `/types/:typeId/manufacturers/:manufacturerId`: a manufacturer and its models. */
export const manufacturerRoute = defineRoute<ManufacturerIds>({
  id: 'manufacturer',
  pattern: paths.models.pattern,
  href: paths.models.href,
  parse: idsFrom(['typeId', 'manufacturerId']),
  prefetch: ({ queryClient, session }, ids) => queryClient.prefetchQuery(manufacturerQuery(session, ids.manufacturerId)),
  load: async ({ queryClient, session }, ids) => {
    const manufacturer = await queryClient.ensureQueryData(manufacturerQuery(session, ids.manufacturerId));
    return { typeId: manufacturer.type.id, manufacturerId: manufacturer.id };
  },
  page: () => import('./manufacturer'),
});
