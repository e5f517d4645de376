import { urls, type GenerationIds } from '../../contract/urls';
import { generationQuery } from '../api/queries';
import { catalogueTrail, defineRoute, firstFailure, idsFrom, listed, query } from './route-kit';

/** `…/generations/:generationId`: a generation and its engines. */
export const generationRoute = defineRoute({
  id: 'generation',
  pattern: urls.generation.pattern,
  href: urls.generation.href,
  parse: idsFrom(['typeId', 'manufacturerId', 'modelId', 'generationId']),
  queries: (session, ids: GenerationIds) => [query(generationQuery(session, ids.generationId))],
  resolve: (context, ids, settled) => {
    firstFailure(context, ids, settled);
    const generation = context.queryClient.getQueryData(generationQuery(context.session, ids.generationId).queryKey)!;
    return { typeId: generation.type.id, manufacturerId: generation.manufacturer.id, modelId: generation.model.id, generationId: generation.id };
  },
  data: ({ queryClient, session }, ids) => (session ? queryClient.getQueryData(generationQuery(session, ids.generationId).queryKey) : undefined),
  head:
    import.meta.env.SSR &&
    ((generation, { t }) => {
      const vehicle = `${generation.manufacturer.name} ${generation.model.name} ${generation.name}`;
      return {
        title: vehicle,
        description: `${vehicle}: ${t('engines.count', { count: generation.engines.length })}. ${listed(generation.engines.map((engine) => engine.name))}`,
        image: generation.photo,
      };
    }),
  crumbs: (generation, t) => catalogueTrail(t, { ...generation, generation }),
  page: import.meta.glob('/src/routes/generation.tsx'),
});

/** The route table (src/app/routes.ts) gathers each route module's default export. */
export default generationRoute;
