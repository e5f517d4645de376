import type { EngineDetail, GenerationDetail } from '../../contract/schemas';
import { urls, type EngineIds } from '../../contract/urls';
import { ApiError, isApiError, type RecordParents } from '../api/errors';
import { engineQuery, generationQuery } from '../api/queries';
import { catalogueTrail, defineRoute, firstFailure, idsFrom, query } from './route-kit';

/** `…/engines/:engineId`: everything an engine carries; its generation names the breadcrumbs. */
export const engineRoute = defineRoute({
  id: 'engine',
  pattern: urls.engine.pattern,
  href: urls.engine.href,
  parse: idsFrom(['typeId', 'manufacturerId', 'modelId', 'generationId', 'engineId']),
  // The engine and its generation at once.
  queries: (session, ids: EngineIds) => [query(engineQuery(session, ids.engineId)), query(generationQuery(session, ids.generationId))],
  resolve: (context, ids, settled) => {
    const [engineResult, generationResult] = settled;
    const generation = context.queryClient.getQueryData(generationQuery(context.session, ids.generationId).queryKey);
    // An engine that is not there, under a generation that is: the error page offers the generation and its parents.
    const within = generation && generationResult?.status === 'fulfilled' ? parentsOf(generation) : undefined;
    if (engineResult?.status === 'rejected' && within && isApiError(engineResult.reason) && engineResult.reason.kind === 'not-found') {
      throw new ApiError('not-found', engineResult.reason.message, { ...engineResult.reason.details, within });
    }
    firstFailure(context, ids, settled);
    if (!generation!.engines.some((engine) => engine.id === ids.engineId)) {
      throw new ApiError('not-found', 'This engine does not belong to this generation', { within });
    }
    return {
      typeId: generation!.type.id,
      manufacturerId: generation!.manufacturer.id,
      modelId: generation!.model.id,
      generationId: generation!.id,
      engineId: ids.engineId,
    };
  },
  data: ({ queryClient, session }, ids) => {
    const generation = session && queryClient.getQueryData(generationQuery(session, ids.generationId).queryKey);
    const engine = session && queryClient.getQueryData(engineQuery(session, ids.engineId).queryKey);
    return generation && engine ? { generation, engine } : undefined;
  },
  head:
    import.meta.env.SSR &&
    (({ generation, engine }, { t, url }) => {
      const hp = t('units.power.hp');
      const nm = t('units.torque.nm');
      const figures = (power: number, torque: number) => `${t('units.value', { value: power, unit: hp })} / ${t('units.value', { value: torque, unit: nm })}`;
      const stages = (engine.tuning?.stages ?? []).map(
        (stage) => `${t('stages.name', { number: stage.stage_number })} ${figures(stage.performance.power, stage.performance.torque)}`,
      );
      const title = `${generation.manufacturer.name} ${generation.model.name} ${generation.name} ${engine.name}`;
      const stock = `${title} ${t('units.value', { value: engine.performance.power, unit: hp })}`;
      return {
        title,
        description: stages.length > 0 ? `${stock}: ${stages.join(', ')}` : `${stock}, ${t('units.value', { value: engine.performance.torque, unit: nm })}`,
        image: generation.photo,
        jsonLd: [vehicleLd(generation, engine, url.origin + enginePath(generation, engine))],
      };
    }),
  crumbs: ({ generation, engine }, t) => [...catalogueTrail(t, { ...generation, generation }), { label: engine.name, href: enginePath(generation, engine) }],
  page: import.meta.glob('/src/routes/engine.tsx'),
});

function parentsOf(generation: GenerationDetail): RecordParents {
  const { type, manufacturer, model } = generation;
  return { type, manufacturer, model, generation: { id: generation.id, name: generation.name } };
}

function enginePath(generation: GenerationDetail, engine: EngineDetail): string {
  return urls.engine.href({
    typeId: generation.type.id,
    manufacturerId: generation.manufacturer.id,
    modelId: generation.model.id,
    generationId: generation.id,
    engineId: engine.id,
  });
}

/** schema.org: the vehicle (make, model, generation) and its engine's stated figures. */
function vehicleLd(generation: GenerationDetail, engine: EngineDetail, url: string) {
  const image = generation.photo;
  return {
    '@context': 'https://schema.org',
    '@type': 'Vehicle',
    name: `${generation.manufacturer.name} ${generation.model.name} ${generation.name} ${engine.name}`,
    url,
    brand: { '@type': 'Brand', name: generation.manufacturer.name },
    model: `${generation.model.name} ${generation.name}`,
    ...(image ? { image } : {}),
    ...((engine.year ?? generation.year) ? { vehicleModelDate: String(engine.year ?? generation.year) } : {}),
    ...(engine.fuel ? { fuelType: engine.fuel } : {}),
    vehicleEngine: {
      '@type': 'EngineSpecification',
      name: engine.name,
      ...(engine.engine_code ? { engineType: engine.engine_code } : {}),
      ...(engine.fuel ? { fuelType: engine.fuel } : {}),
      ...(engine.capacity ? { engineDisplacement: { '@type': 'QuantitativeValue', value: engine.capacity, unitCode: 'CMQ' } } : {}),
      enginePower: { '@type': 'QuantitativeValue', value: engine.performance.power, unitText: 'hp' },
      torque: { '@type': 'QuantitativeValue', value: engine.performance.torque, unitCode: 'NU' },
    },
  };
}

/** The route table (src/app/routes.ts) gathers each route module's default export. */
export default engineRoute;
