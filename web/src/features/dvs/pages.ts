import type { PageLoaders } from '../../kit/routeTypes';

/** The pages of this folder's route table (routes.tsx), loaded on first visit (app/pages.ts). */
export const pages = {
  DvsAccountsListPage: () => import('./DvsAccountsListPage'),
  DvsAccountPage: () => import('./DvsAccountPage'),
  DvsRequestsListPage: () => import('./DvsRequestsListPage'),
  DvsRequestPage: () => import('./DvsRequestPage'),
  LegacyRequestRedirect: () => import('./LegacyRequestRedirect'),
} satisfies PageLoaders;
