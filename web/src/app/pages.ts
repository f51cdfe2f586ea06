import type { PageLoaders } from '../kit/routeTypes';

/**
 * Every family's page loaders (features/<family>/pages.ts) in one map: the route table names a
 * page by its module's name (AppRoute.page) and the router asks this map for it (router.tsx).
 * It is a chunk of its own, not part of index.html's script: each page's `import()` carries the
 * list of chunks Vite preloads with it, so that a first visit fetches a page's whole module graph
 * at once instead of one import level after another (8 to 11 levels for most pages). Those lists
 * are hashed file names, which compress badly: ~4.4 KB gzip of the first load for the whole table.
 */
const families = import.meta.glob<{ pages: PageLoaders }>('../features/*/pages.ts', { eager: true });

export const pageLoaders: PageLoaders = Object.assign(
  {},
  ...Object.values(families).map(({ pages }) => pages),
);
