import { defineRoute } from './route-kit';

/** Every other path: the not-found page, with a true 404 from the server. */
export const notFoundRoute = defineRoute<Record<string, never>>({
  id: 'not-found',
  pattern: '*',
  href: () => '/',
  parse: () => ({}),
  page: () => import('./not-found'),
  status: 404,
});
