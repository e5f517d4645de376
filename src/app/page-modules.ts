/** Page modules (lazy chunks), also used to warm a page's code when a link to it is hovered. */
export const pageModules = {
  types: () => import('../routes/types'),
  manufacturers: () => import('../routes/manufacturers'),
  models: () => import('../routes/models'),
  generations: () => import('../routes/generations'),
  engines: () => import('../routes/engines'),
  engine: () => import('../routes/engine'),
  search: () => import('../routes/search'),
  settings: () => import('../routes/settings'),
  notFound: () => import('../routes/not-found'),
};

export type PageName = keyof typeof pageModules;
