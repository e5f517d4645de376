import type { EngineDetail, GenerationDetail } from '../../contract/schemas';
import { urls, type EngineIds } from '../../contract/urls';
import { ApiError } from '../api/errors';
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
    firstFailure(context, ids, settled);
    const generation = context.queryClient.getQueryData(generationQuery(context.session, ids.generationId).queryKey)!;
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
  page: () => import('./engine'),
});

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
