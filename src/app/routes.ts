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
 * Fetch the other pages' code (small chunks, a few kB each), so that later navigations need only
 * data, and pages work offline once their data is cached: never before the first page has loaded
 * (its largest paint, its own chunks and styles go first on a slow link), then when the browser is
 * idle, or at once on the visitor's first interaction (a tap, a key). A link's own page is
 * fetched earlier still, on intent (hover, focus: components/catalogue-link.tsx). The chart is
 * not among them: it loads with the first engine page.
 */
export function preloadPages() {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const route of catalogueRoutes) void route.page().catch(() => undefined);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 2000));
  // Each fires once; after the first, `run` does nothing.
  for (const name of ['pointerdown', 'keydown', 'touchstart']) addEventListener(name, run, { capture: true, passive: true, once: true });
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
