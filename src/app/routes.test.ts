import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PAGE_IDS, PAGE_MODULES, urls } from '../../contract/urls';
import { catalogueRoutes } from './routes';

/**
 * The route table and the contract's URL scheme name the same pages: every page id has its route
 * module, whose pattern is the contract's, and the module file the server links from a page's head
 * (PAGE_MODULES, found in the build's manifest) is the very module the route loads.
 */
it('every page id has one route module, with the contract’s pattern, the not-found route last', () => {
  expect(catalogueRoutes.map((route) => route.id).sort()).toEqual([...PAGE_IDS].sort());
  for (const route of catalogueRoutes) expect(route.pattern).toBe(urls[route.id].pattern);
  expect(catalogueRoutes.at(-1)?.id).toBe('not-found');
});

it('the page module the server names for each route is the one the route loads', async () => {
  for (const route of catalogueRoutes) {
    const file = path.resolve(PAGE_MODULES[route.id]);
    expect(existsSync(file), file).toBe(true);
    expect(await route.page()).toBe(await import(/* @vite-ignore */ file));
  }
});
