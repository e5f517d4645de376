import { ApiError } from '../api/errors';
import { engineQuery, generationQuery } from '../api/queries';
import { paths, type EngineIds } from '../core/paths';
import { defineRoute, idsFrom } from './route-kit';

/** `…/engines/:engineId`: everything an engine carries; its generation names the breadcrumbs. */
export const engineRoute = defineRoute<EngineIds>({
  id: 'engine',
  pattern: paths.engine.pattern,
  href: paths.engine.href,
  parse: idsFrom(['typeId', 'manufacturerId', 'modelId', 'generationId', 'engineId']),
  prefetch: ({ queryClient, session }, ids) =>
    Promise.all([queryClient.prefetchQuery(engineQuery(session, ids.engineId)), queryClient.prefetchQuery(generationQuery(session, ids.generationId))]),
  load: async ({ queryClient, session }, ids) => {
    // The engine and its generation at once.
    const [, generation] = await Promise.all([
      queryClient.ensureQueryData(engineQuery(session, ids.engineId)),
      queryClient.ensureQueryData(generationQuery(session, ids.generationId)),
    ]);
    if (!generation.engines.some((engine) => engine.id === ids.engineId)) {
      throw new ApiError('not-found', 'This engine does not belong to this generation');
    }
    return {
      typeId: generation.type.id,
      manufacturerId: generation.manufacturer.id,
      modelId: generation.model.id,
      generationId: generation.id,
      engineId: ids.engineId,
    };
  },
  page: () => import('./engine'),
});
