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
  .sort((a, b) => Number(a.pattern === '*') - Number(b.pattern === '*') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
