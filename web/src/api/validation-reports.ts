import { validationReportsApi } from '@console/contract/validation-reports';
import { useEndpoint } from '../kit/queries';
import { useUrlList } from '../kit/useUrlList';

// The validation reports (product-families §7 Reports): every call a descriptor of the contract.

export const useFailedVerificationsReport = () => useUrlList(validationReportsApi.failedVerifications);
export const useHistoryLogReport = () => useUrlList(validationReportsApi.historyLog);
export const useAddressValidationReport = () => useUrlList(validationReportsApi.addressValidation);
export const useHistoryLogEntry = (id: number) =>
  useEndpoint(validationReportsApi.historyLogEntry, { params: { id } }, { enabled: id > 0 });
