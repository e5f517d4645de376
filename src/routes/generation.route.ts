import { generationQuery } from '../api/queries';
import { paths, type GenerationIds } from '../core/paths';
import { defineRoute, idsFrom } from './route-kit';

/** `…/generations/:generationId`: a generation and its engines. */
export const generationRoute = defineRoute<GenerationIds>({
  id: 'generation',
  pattern: paths.engines.pattern,
  href: paths.engines.href,
  parse: idsFrom(['typeId', 'manufacturerId', 'modelId', 'generationId']),
  prefetch: ({ queryClient, session }, ids) => queryClient.prefetchQuery(generationQuery(session, ids.generationId)),
  load: async ({ queryClient, session }, ids) => {
    const generation = await queryClient.ensureQueryData(generationQuery(session, ids.generationId));
    return { typeId: generation.type.id, manufacturerId: generation.manufacturer.id, modelId: generation.model.id, generationId: generation.id };
  },
  page: () => import('./generation'),
});
