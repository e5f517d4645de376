import { urls } from '../../contract/urls';
import { defineRoute } from './route-kit';

/** Every other path: the not-found page, with a true 404 from the server. */
export const notFoundRoute = defineRoute({
  id: 'not-found',
  pattern: urls['not-found'].pattern,
  href: urls['not-found'].href,
  parse: () => ({}),
  data: () => ({}),
  head: import.meta.env.SSR && ((_data, { t }) => ({ title: t('notFound.title'), description: t('types.intro') })),
  page: import.meta.glob('/src/routes/not-found.tsx'),
  status: 404,
});

/** The route table (src/app/routes.ts) gathers each route module's default export. */
export default notFoundRoute;
