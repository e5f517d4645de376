import { urls, type ManufacturerIds } from '../../contract/urls';
import { manufacturerQuery } from '../api/queries';
import { catalogueTrail, defineRoute, firstFailure, idsFrom, listed, query } from './route-kit';

/** `/types/:typeId/manufacturers/:manufacturerId`: a manufacturer and its models. */
export const manufacturerRoute = defineRoute({
  id: 'manufacturer',
  pattern: urls.manufacturer.pattern,
  href: urls.manufacturer.href,
  parse: idsFrom(['typeId', 'manufacturerId']),
  queries: (session, ids: ManufacturerIds) => [query(manufacturerQuery(session, ids.manufacturerId))],
  resolve: (context, ids, settled) => {
    firstFailure(context, ids, settled);
    const manufacturer = context.queryClient.getQueryData(manufacturerQuery(context.session, ids.manufacturerId).queryKey)!;
    return { typeId: manufacturer.type.id, manufacturerId: manufacturer.id };
  },
  data: ({ queryClient, session }, ids) => (session ? queryClient.getQueryData(manufacturerQuery(session, ids.manufacturerId).queryKey) : undefined),
  head:
    import.meta.env.SSR &&
    ((manufacturer, { t }) => ({
      title: manufacturer.name,
      description: `${manufacturer.name} (${manufacturer.type.name}): ${t('models.count', { count: manufacturer.models.length })}. ${listed(manufacturer.models.map((model) => model.name))}`,
      image: manufacturer.logo,
    })),
  crumbs: (manufacturer, t) => catalogueTrail(t, { type: manufacturer.type, manufacturer }),
  page: import.meta.glob('/src/routes/manufacturer.tsx'),
});

/** The route table (src/app/routes.ts) gathers each route module's default export. */
export default manufacturerRoute;
