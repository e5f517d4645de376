import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/route-error';
import { AppSkeleton } from '../components/skeletons';
import type { SessionRef } from '../core/app-context';
import { Layout } from './layout';
import { catalogueRoutes } from './routes';

/**
 * The route table, built from the route modules (app/routes.ts lists them): each brings its
 * pattern, loader and lazy page. Loaders warm the query cache (every request a page needs
 * starts at once: no waterfall on deep links) and return the record's ids; pages read the same
 * query options with useSuspenseQuery. The server renders from this same table.
 */
export function createRoutes(queryClient: QueryClient, sessionRef: SessionRef, options: { server?: boolean } = {}): RouteObject[] {
  const context = { queryClient, sessionRef, server: options.server };
  return [
    {
      id: 'root',
      element: <Layout />,
      hydrateFallbackElement: <AppSkeleton />,
      errorElement: <RouteError />,
      children: [
        {
          // Errors of one page render inside the layout: header, search and language stay usable.
          id: 'pages',
          errorElement: <RouteError />,
          children: catalogueRoutes.map((route) => route.route(context)),
        },
      ],
    },
  ];
}
