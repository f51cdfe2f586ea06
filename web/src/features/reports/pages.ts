import type { PageLoaders } from '../../app/routeTypes';

/** The pages of this folder's route table (routes.tsx), loaded on first visit (app/pages.ts). */
export const pages = {
  LocationReportPage: () => import('./LocationReportPage'),
  EnhancedServicesPage: () => import('./EnhancedServicesPage'),
  AdminReportPage: () => import('./AdminReportPage'),
  DeviceReportPage: () => import('./DeviceReportPage'),
  IPadReportPage: () => import('./IPadReportPage'),
} satisfies PageLoaders;
