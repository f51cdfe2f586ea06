import type { PageLoaders } from '../../kit/routeTypes';

/** The pages of this folder's route table (routes.tsx), loaded on first visit (app/pages.ts). */
export const pages = {
  TermsPage: () => import('./TermsPage'),
  ForbiddenPage: () => import('./ForbiddenPage'),
  SignOutPage: () => import('./SignOutPage'),
  NotFoundPage: () => import('./NotFoundPage'),
} satisfies PageLoaders;
