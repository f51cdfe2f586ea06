import { reportReceiversApi, reportReceiversFamily } from '@console/contract/report-receivers/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// E-mail report receivers (product-families §7 Reports): every call a descriptor of the contract.

const CHANGES = [queryKeys.family(reportReceiversFamily.name)];

/** While a retried send runs in the background, the list is read again until it shows the outcome. */
const REFRESH_MS = 5000;

export const useReceiversList = () => useUrlList(reportReceiversApi.list, { refetchInterval: REFRESH_MS });
export const useReportTypes = () =>
  useEndpoint(reportReceiversApi.types, {}, { staleTime: Number.POSITIVE_INFINITY });
export const useCreateReceiver = () =>
  useEndpointMutation(reportReceiversApi.create, { invalidates: CHANGES });
export const useUpdateReceiver = () =>
  useEndpointMutation(reportReceiversApi.update, { invalidates: CHANGES });
export const useDeleteReceiver = () =>
  useEndpointMutation(reportReceiversApi.remove, { invalidates: CHANGES });
export const useRetryReceiver = () => useEndpointMutation(reportReceiversApi.retry, { invalidates: CHANGES });
