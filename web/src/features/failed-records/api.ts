import { failedRecordsApi, failedRecordsFamily } from '@console/contract/failed-records/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// Failed verification records (product-families §7): every call a descriptor of the contract.

const CHANGES = [queryKeys.family(failedRecordsFamily.name)];

export const useFailedRecordsList = () => useUrlList(failedRecordsApi.list);
export const useCreateFailedRecord = () =>
  useEndpointMutation(failedRecordsApi.create, { invalidates: CHANGES });
export const useUpdateFailedRecord = () =>
  useEndpointMutation(failedRecordsApi.update, { invalidates: CHANGES });
export const useDeleteFailedRecord = () =>
  useEndpointMutation(failedRecordsApi.remove, { invalidates: CHANGES });
export const useSyncFailedRecords = () =>
  useEndpointMutation(failedRecordsApi.sync, { invalidates: CHANGES });
export const useCardCheck = (cardId: string | undefined) =>
  useEndpoint(failedRecordsApi.checkCardId, { params: { id: cardId ?? '' } }, { enabled: !!cardId });
