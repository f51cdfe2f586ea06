import type { PageLoaders } from '../../kit/routeTypes';

/** The pages of this folder's route table (routes.tsx), loaded on first visit (app/pages.ts). */
export const pages = {
  OnlineCustomersListPage: () => import('./OnlineCustomersListPage'),
  OnlineCustomerPage: () => import('./OnlineCustomerPage'),
  LocationPage: () => import('./LocationPage'),
  UsersDevicesImportPage: () => import('../imports/UsersDevicesImportPage'),
  TeamMembersLocationsImportPage: () => import('../imports/TeamMembersLocationsImportPage'),
  OnboardingSettingsPage: () => import('../onboarding/OnboardingSettingsPage'),
  OnboardingAccountPage: () => import('../onboarding/OnboardingAccountPage'),
  IntegrationsSettingsPage: () => import('../integrations/IntegrationsSettingsPage'),
  DashboardAuditPage: () => import('../audit/DashboardAuditPage'),
} satisfies PageLoaders;
