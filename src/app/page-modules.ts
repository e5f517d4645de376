/** Page modules (lazy chunks), also used to warm a page's code when a link to it is hovered. */
export const pageModules = {
  types: () => import('../routes/types'),
  manufacturers: () => import('../routes/type'),
  models: () => import('../routes/manufacturer'),
  generations: () => import('../routes/model'),
  engines: () => import('../routes/generation'),
  engine: () => import('../routes/engine'),
  search: () => import('../routes/search'),
  settings: () => import('../routes/settings'),
  notFound: () => import('../routes/not-found'),
};

export type PageName = keyof typeof pageModules;

/**
 * Once the first page is idle, fetch the other pages' code (small chunks, a few kB each), so
 * that later navigations need only data, and pages work offline once their data is cached.
 * The chart is not among them: it loads with the first engine page.
 */
export function preloadPages() {
  const run = () => {
    for (const load of Object.values(pageModules)) void load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 2000);
}

/** A chunk of the app could not be fetched (offline, or a new release replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(error.message)
  );
}
