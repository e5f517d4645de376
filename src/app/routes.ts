import { compareRoute } from '../routes/compare.route';
import { engineRoute } from '../routes/engine.route';
import { generationRoute } from '../routes/generation.route';
import { manufacturerRoute } from '../routes/manufacturer.route';
import { modelRoute } from '../routes/model.route';
import { notFoundRoute } from '../routes/not-found.route';
import type { AppRoute } from '../routes/route-kit';
import { searchRoute } from '../routes/search.route';
import { settingsRoute } from '../routes/settings.route';
import { typeRoute } from '../routes/type.route';
import { typesRoute } from '../routes/types.route';

/**
 * Every page of the app, one route module each. A new page is one module in routes/ and one
 * line here; the not-found route stays last.
 */
export const catalogueRoutes: readonly AppRoute[] = [
  typesRoute,
  typeRoute,
  manufacturerRoute,
  modelRoute,
  generationRoute,
  engineRoute,
  searchRoute,
  compareRoute,
  settingsRoute,
  notFoundRoute,
];

/**
 * Once the first page is idle, fetch the other pages' code (small chunks, a few kB each), so
 * that later navigations need only data, and pages work offline once their data is cached.
 * The chart is not among them: it loads with the first engine page.
 */
export function preloadPages() {
  const run = () => {
    for (const route of catalogueRoutes) void route.page().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 2000);
}
