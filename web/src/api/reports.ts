import { reportsApi } from '@console/contract/reports';
import { useEndpoint } from '../kit/queries';
import { useUrlList } from '../kit/useUrlList';

// The reports (product-families §7 "GET /api/Reports/"): every call a descriptor of the contract.
// Each report's state (page, sort, filters, the period) lives in the address (useUrlList).

export const useLocationReport = () => useUrlList(reportsApi.locations);
export const useDeviceReport = () => useUrlList(reportsApi.devices);
export const useIPadReport = () => useUrlList(reportsApi.iPads);
export const useEnhancedServicesReport = () => useUrlList(reportsApi.enhancedServices);
export const useAdminReport = () => useUrlList(reportsApi.admin);

/** A chart's period is its report's: the same `fromto`, or none for the default window. */
export const useScansByDay = (fromto: string[] | undefined) =>
  useEndpoint(reportsApi.scansByDay, { query: fromto ? { fromto } : {} });
export const useServicesByDay = (fromto: string[] | undefined) =>
  useEndpoint(reportsApi.servicesByDay, { query: fromto ? { fromto } : {} });
export const useAdminReportSummary = () => useEndpoint(reportsApi.adminSummary, {});
export const useReportFilterOptions = () => useEndpoint(reportsApi.filterOptions, {});
