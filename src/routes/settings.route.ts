import { urls } from '../../contract/urls';
import { defineRoute } from './route-kit';

/** `/settings`: which catalogue, which key. */
export const settingsRoute = defineRoute({
  id: 'settings',
  pattern: urls.settings.pattern,
  href: urls.settings.href,
  parse: () => ({}),
  data: () => ({}),
  head: import.meta.env.SSR && ((_data, { t }) => ({ title: t('settings.title'), description: t('types.intro') })),
  page: import.meta.glob('/src/routes/settings.tsx'),
});

/** The route table (src/app/routes.ts) gathers each route module's default export. */
export default settingsRoute;
