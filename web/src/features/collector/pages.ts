import type { PageLoaders } from '../../kit/routeTypes';

/** The pages of this folder's route table (routes.tsx), loaded on first visit (app/pages.ts). */
export const pages = {
  CollectorListPage: () => import('./CollectorListPage'),
  CollectorDetailsPage: () => import('./CollectorDetailsPage'),
  IngestionTokensPage: () => import('./IngestionTokensPage'),
} satisfies PageLoaders;
