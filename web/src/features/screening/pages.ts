import type { PageLoaders } from '../../kit/routeTypes';

/** The pages of this folder's route table (routes.tsx), loaded on first visit (app/pages.ts). */
export const pages = {
  ScreeningAccountsPage: () => import('./ScreeningAccountsPage'),
  ScreeningCustomerPage: () => import('./ScreeningCustomerPage'),
  CustomerTabRedirect: () => import('./CustomerTabRedirect'),
  StatisticsPage: () => import('./StatisticsPage'),
  RequestsPage: () => import('./RequestsPage'),
} satisfies PageLoaders;
