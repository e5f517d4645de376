import { paths } from '../core/paths';
import { defineRoute } from './route-kit';

/** `/settings`: which catalogue, which key. */
export const settingsRoute = defineRoute<Record<string, never>>({
  id: 'settings',
  pattern: paths.settings.pattern,
  href: paths.settings.href,
  parse: () => ({}),
  page: () => import('./settings'),
});
