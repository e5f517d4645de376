import { urls, type ModelIds } from '../../contract/urls';
import { modelQuery } from '../api/queries';
import { catalogueTrail, defineRoute, firstFailure, idsFrom, listed, query } from './route-kit';

/** `…/models/:modelId`: a model and its generations. */
export const modelRoute = defineRoute({
  id: 'model',
  pattern: urls.model.pattern,
  href: urls.model.href,
  parse: idsFrom(['typeId', 'manufacturerId', 'modelId']),
  queries: (session, ids: ModelIds) => [query(modelQuery(session, ids.modelId))],
  resolve: (context, ids, settled) => {
    firstFailure(context, ids, settled);
    const model = context.queryClient.getQueryData(modelQuery(context.session, ids.modelId).queryKey)!;
    return { typeId: model.type.id, manufacturerId: model.manufacturer.id, modelId: model.id };
  },
  data: ({ queryClient, session }, ids) => (session ? queryClient.getQueryData(modelQuery(session, ids.modelId).queryKey) : undefined),
  head:
    import.meta.env.SSR &&
    ((model) => {
      const title = `${model.manufacturer.name} ${model.name}`;
      return {
        title,
        description: `${title}: ${listed(model.generations.map((generation) => generation.name))}`,
        image: model.photo ?? model.generations.find((generation) => generation.photo)?.photo,
      };
    }),
  crumbs: (model, t) => catalogueTrail(t, { ...model, model }),
  page: import.meta.glob('/src/routes/model.tsx'),
});

/** The route table (src/app/routes.ts) gathers each route module's default export. */
export default modelRoute;
