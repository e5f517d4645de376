import type { AppRoute } from '../routes/route-kit';

/**
 * Every page of the app: each module in routes/ named `<name>.route.ts` exports its route
 * (`defineRoute`) as its default export, and this table gathers them, so a new page is its route module and its
 * component, nothing else. The not-found route (pattern `*`) goes last.
 */
const modules = import.meta.glob<unknown>('../routes/*.route.ts', { eager: true, import: 'default' });

function isRoute(value: unknown): value is AppRoute {
  return typeof value === 'object' && value !== null && 'route' in value && 'describe' in value && 'module' in value;
}

export const catalogueRoutes: readonly AppRoute[] = Object.entries(modules)
  .map(([file, route]) => {
    if (!isRoute(route)) throw new Error(`${file} must export its route (defineRoute) as its default export`);
    return route;
  })
  .sort((a, b) => Number(a.pattern === '*') - Number(b.pattern === '*') || a.id.localeCompare(b.id));

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
