import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  defaultFeaturesApi,
  type DefaultCustomerFeaturesUpdate,
} from '@console/contract/default-features/api';
import { callEndpoint, queryKeys } from '../../kit/data/call';
import { useEndpoint } from '../../kit/data/queries';

export const useDefaultFeatures = () => useEndpoint(defaultFeaturesApi.list, {});

/**
 * Saves the defaults; the answer is the new state, shown as it is without loading it again. The
 * page shows its own 'Saving failed' for any failure, so the catalogue's notification is silenced
 * (a 401 still reloads the page).
 */
export function useUpdateDefaultFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: DefaultCustomerFeaturesUpdate) =>
      callEndpoint(defaultFeaturesApi.update, { body: update }, { handleErrors: false, forbidden: 'notify' }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.of(defaultFeaturesApi.list, {}), saved),
  });
}
