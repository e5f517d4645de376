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
