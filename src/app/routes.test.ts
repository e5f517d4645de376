import { expect, it } from 'vitest';
import { PAGE_IDS, urls } from '../../contract/urls';
import { catalogueRoutes } from './routes';

/**
 * The route table gathers every route module, and the contract's URL scheme and the modules name
 * the same pages: every page of the scheme has its module, with the scheme's pattern; every id is
 * unique; the module the server preloads for a route (its manifest key) is the one the route loads.
 */
it('every page of the URL scheme has one route module, with the contract’s pattern, the not-found route last', () => {
  const ids = catalogueRoutes.map((route) => route.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(expect.arrayContaining([...PAGE_IDS]));
  for (const route of catalogueRoutes) {
    if (Object.hasOwn(urls, route.id)) expect(route.pattern).toBe(urls[route.id as keyof typeof urls].pattern);
  }
  expect(catalogueRoutes.at(-1)?.id).toBe('not-found');
  expect(catalogueRoutes.filter((route) => route.pattern === '*')).toHaveLength(1);
});

it('the page module the server preloads for each route is the one the route loads', async () => {
  for (const route of catalogueRoutes) {
    expect(route.module).toMatch(/^src\/routes\/[a-z-]+\.tsx$/);
    expect(await route.page()).toBe(await import(/* @vite-ignore */ `/${route.module}`));
  }
});
