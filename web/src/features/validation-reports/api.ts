import { validationReportsApi } from '@console/contract/validation-reports/api';
import { useEndpoint } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// The validation reports (product-families §7 Reports): every call a descriptor of the contract.

// Each report takes back its last filters when opened again without a query (console-core §4).
const REMEMBER = { remember: true } as const;
export const useFailedVerificationsReport = () =>
  useUrlList(validationReportsApi.failedVerifications, REMEMBER);
export const useHistoryLogReport = () => useUrlList(validationReportsApi.historyLog, REMEMBER);
export const useAddressValidationReport = () => useUrlList(validationReportsApi.addressValidation, REMEMBER);
export const useHistoryLogEntry = (id: number) =>
  useEndpoint(validationReportsApi.historyLogEntry, { params: { id } }, { enabled: id > 0 });
