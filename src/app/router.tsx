import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { ApiError } from '../api/errors';
import {
  engineQuery,
  generationQuery,
  manufacturerQuery,
  manufacturersQuery,
  modelQuery,
  typesQuery,
  type CatalogueSession,
} from '../api/queries';
import { RouteError } from '../components/route-error';
import { compareRoute } from '../routes/compare.route';
import { AppSkeleton } from '../components/skeletons';
import type { SessionRef } from './app-context';
import { Layout } from './layout';
import { pageModules } from './page-modules';
import { parseId, paths } from './paths';

/**
 * The route table. Loaders only warm the query cache (every request a page needs starts at
 * once: no waterfall on deep links) and return the parsed ids; pages read the same query
 * options with useSuspenseQuery. Ids that cannot exist show not-found without a request.
 * Page modules are lazy chunks, fetched in parallel with their loader's data.
 */

type Ids<K extends string> = Record<K, number>;

function parseIds<K extends string>(params: LoaderFunctionArgs['params'], names: readonly K[]): Ids<K> {
  const ids = {} as Ids<K>;
  for (const name of names) {
    const id = parseId(params[name]);
    if (id === null) throw new ApiError('not-found', `No such ${name.replace(/Id$/, '')}`);
    ids[name] = id;
  }
  return ids;
}

function requireSession(sessionRef: SessionRef): CatalogueSession {
  if (!sessionRef.current) throw new ApiError('auth', 'No catalogue is configured');
  return sessionRef.current;
}

const lazyPage = (load: () => Promise<{ Page: React.ComponentType }>) => async () => ({ Component: (await load()).Page });

export function createRoutes(queryClient: QueryClient, sessionRef: SessionRef): RouteObject[] {
  const manufacturerIds = ['typeId', 'manufacturerId'] as const;
  const modelIds = [...manufacturerIds, 'modelId'] as const;
  const generationIds = [...modelIds, 'generationId'] as const;
  const engineIds = [...generationIds, 'engineId'] as const;

  return [
    {
      id: 'root',
      element: <Layout />,
      hydrateFallbackElement: <AppSkeleton />,
      errorElement: <RouteError />,
      children: [
        {
          // Errors of one page render inside the layout: header, search and language stay usable.
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              loader: async () => {
                await queryClient.ensureQueryData(typesQuery(requireSession(sessionRef)));
                return null;
              },
              lazy: lazyPage(pageModules.types),
            },
            {
              path: paths.manufacturers.pattern,
              loader: async ({ params }) => {
                const ids = parseIds(params, ['typeId']);
                const session = requireSession(sessionRef);
                const [types] = await Promise.all([
                  queryClient.ensureQueryData(typesQuery(session)),
                  queryClient.ensureInfiniteQueryData(manufacturersQuery(session, ids.typeId)),
                ]);
                if (!types.some((type) => type.id === ids.typeId)) throw new ApiError('not-found', 'No such vehicle type');
                return ids;
              },
              lazy: lazyPage(pageModules.manufacturers),
            },
            {
              path: paths.models.pattern,
              loader: async ({ params }) => {
                const ids = parseIds(params, manufacturerIds);
                const manufacturer = await queryClient.ensureQueryData(manufacturerQuery(requireSession(sessionRef), ids.manufacturerId));
                // A URL whose ancestors do not match the record is sent to the record's own path.
                if (manufacturer.type.id !== ids.typeId) throw redirect(paths.models.href({ ...ids, typeId: manufacturer.type.id }));
                return ids;
              },
              lazy: lazyPage(pageModules.models),
            },
            {
              path: paths.generations.pattern,
              loader: async ({ params }) => {
                const ids = parseIds(params, modelIds);
                const model = await queryClient.ensureQueryData(modelQuery(requireSession(sessionRef), ids.modelId));
                const canonical = { typeId: model.type.id, manufacturerId: model.manufacturer.id, modelId: model.id };
                if (canonical.typeId !== ids.typeId || canonical.manufacturerId !== ids.manufacturerId) throw redirect(paths.generations.href(canonical));
                return ids;
              },
              lazy: lazyPage(pageModules.generations),
            },
            {
              path: paths.engines.pattern,
              loader: async ({ params }) => {
                const ids = parseIds(params, generationIds);
                const generation = await queryClient.ensureQueryData(generationQuery(requireSession(sessionRef), ids.generationId));
                const canonical = {
                  typeId: generation.type.id,
                  manufacturerId: generation.manufacturer.id,
                  modelId: generation.model.id,
                  generationId: generation.id,
                };
                if (canonical.typeId !== ids.typeId || canonical.manufacturerId !== ids.manufacturerId || canonical.modelId !== ids.modelId) {
                  throw redirect(paths.engines.href(canonical));
                }
                return ids;
              },
              lazy: lazyPage(pageModules.engines),
            },
            {
              path: paths.engine.pattern,
              loader: async ({ params }) => {
                const ids = parseIds(params, engineIds);
                const session = requireSession(sessionRef);
                // The engine and its generation (for the breadcrumbs) at once.
                const [, generation] = await Promise.all([
                  queryClient.ensureQueryData(engineQuery(session, ids.engineId)),
                  queryClient.ensureQueryData(generationQuery(session, ids.generationId)),
                ]);
                if (!generation.engines.some((engine) => engine.id === ids.engineId)) {
                  throw new ApiError('not-found', 'This engine does not belong to this generation');
                }
                const canonical = {
                  typeId: generation.type.id,
                  manufacturerId: generation.manufacturer.id,
                  modelId: generation.model.id,
                  generationId: generation.id,
                  engineId: ids.engineId,
                };
                if (canonical.typeId !== ids.typeId || canonical.manufacturerId !== ids.manufacturerId || canonical.modelId !== ids.modelId) {
                  throw redirect(paths.engine.href(canonical));
                }
                return ids;
              },
              lazy: lazyPage(pageModules.engine),
            },
            { path: paths.search.pattern, lazy: lazyPage(pageModules.search) },
            compareRoute(queryClient, sessionRef),
            { path: paths.settings.pattern, lazy: lazyPage(pageModules.settings) },
            { path: '*', lazy: lazyPage(pageModules.notFound) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient, sessionRef: SessionRef) {
  return createBrowserRouter(createRoutes(queryClient, sessionRef));
}
