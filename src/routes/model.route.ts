import { modelQuery } from '../api/queries';
import { paths, type ModelIds } from '../core/paths';
import { defineRoute, idsFrom } from './route-kit';

/** `…/models/:modelId`: a model and its generations. */
export const modelRoute = defineRoute<ModelIds>({
  id: 'model',
  pattern: paths.generations.pattern,
  href: paths.generations.href,
  parse: idsFrom(['typeId', 'manufacturerId', 'modelId']),
  prefetch: ({ queryClient, session }, ids) => queryClient.prefetchQuery(modelQuery(session, ids.modelId)),
  load: async ({ queryClient, session }, ids) => {
    const model = await queryClient.ensureQueryData(modelQuery(session, ids.modelId));
    return { typeId: model.type.id, manufacturerId: model.manufacturer.id, modelId: model.id };
  },
  page: () => import('./model'),
});
