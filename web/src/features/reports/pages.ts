import type { PageLoaders } from '../../kit/routeTypes';

/** The pages of this folder's route table (routes.tsx), loaded on first visit (app/pages.ts). */
export const pages = {
  LocationReportPage: () => import('./LocationReportPage'),
  EnhancedServicesPage: () => import('./EnhancedServicesPage'),
  AdminReportPage: () => import('./AdminReportPage'),
  DeviceReportPage: () => import('./DeviceReportPage'),
  IPadReportPage: () => import('./IPadReportPage'),
  // The group's pages of other families: the validation reports and the e-mail report receivers.
  FailedVerificationsReportPage: () => import('../validation-reports/FailedVerificationsReportPage'),
  HistoryLogReportPage: () => import('../validation-reports/HistoryLogReportPage'),
  HistoryLogEntryPage: () => import('../validation-reports/HistoryLogEntryPage'),
  AddressValidationReportPage: () => import('../validation-reports/AddressValidationReportPage'),
  ReceiversPage: () => import('../report-receivers/ReceiversPage'),
} satisfies PageLoaders;
