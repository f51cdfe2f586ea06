import { reportsApi } from '@console/contract/reports/api';
import { useEndpoint } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// The reports (product-families §7 "GET /api/Reports/"): every call a descriptor of the contract.
// Each report's state (page, sort, filters, the period) lives in the address (useUrlList).

// Each report takes back its last filters when opened again without a query (console-core §4).
export const useLocationReport = () => useUrlList(reportsApi.locations, { remember: true });
export const useDeviceReport = () => useUrlList(reportsApi.devices, { remember: true });
export const useIPadReport = () => useUrlList(reportsApi.iPads, { remember: true });
export const useEnhancedServicesReport = () => useUrlList(reportsApi.enhancedServices, { remember: true });
export const useAdminReport = () => useUrlList(reportsApi.admin, { remember: true });

/** A chart's period is its report's: the same `fromto`, or none for the default window. */
export const useScansByDay = (fromto: string[] | undefined) =>
  useEndpoint(reportsApi.scansByDay, { query: fromto ? { fromto } : {} });
export const useServicesByDay = (fromto: string[] | undefined) =>
  useEndpoint(reportsApi.servicesByDay, { query: fromto ? { fromto } : {} });
export const useAdminReportSummary = () => useEndpoint(reportsApi.adminSummary, {});
export const useReportFilterOptions = () => useEndpoint(reportsApi.filterOptions, {});
