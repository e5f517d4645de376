import { catalogueTrail, defineRoute } from './route-kit';

/**
 * `/recent`: the engines last opened on this device, for a counter that bookmarks it. Only the app
 * links here, so its URL is its own (not the contract's scheme, which the server and the other
 * programs share).
 */
export const recentRoute = defineRoute({
  id: 'recent',
  pattern: '/recent',
  href: () => '/recent',
  parse: () => ({}),
  data: () => ({}),
  head: import.meta.env.SSR && ((_data, { t }) => ({ title: t('recent.title'), description: t('types.intro') })),
  crumbs: (_data, t) => [...catalogueTrail(t, {}), { label: t('recent.title'), href: '/recent' }],
  page: import.meta.glob('/src/routes/recent.tsx'),
});

/** The route table (src/app/routes.ts) gathers each route module's default export. */
export default recentRoute;
