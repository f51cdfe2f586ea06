import { withCallGates, type AppRoute } from './kit/routeTypes';

export type { AppRoute, RouteMeta } from './kit/routeTypes';

/**
 * THE route table: every family folder's routes (features/<family>/routes.tsx), gathered here so a
 * new family adds its pages in its own folder. The router, the menu, the breadcrumb and the guards
 * all derive from it; the menu orders entries by their order number, not by folder. Each page's gate
 * is the call's that feeds it (withCallGates).
 */
const families = import.meta.glob<{ routes: AppRoute[] }>('./features/*/routes.tsx', { eager: true });

export const routes: AppRoute[] = withCallGates(
  Object.keys(families)
    .sort()
    .flatMap((folder) => families[folder]?.routes ?? []),
);
