import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DefaultCustomerFeature,
  DefaultCustomerFeaturesUpdate,
} from '@console/contract/default-features';
import { api } from './client';

const defaultFeaturesKey = ['default-customer-features'] as const;

export function useDefaultFeatures() {
  return useQuery({
    queryKey: defaultFeaturesKey,
    queryFn: ({ signal }) =>
      api.get<DefaultCustomerFeature[]>('/api/DefaultCustomerFeatures/Get', undefined, { signal }),
  });
}

/**
 * Saves the defaults. The page shows its own 'Saving failed' for any failure, so the catalogue's
 * notification is silenced (a 401 still reloads the page).
 */
export function useUpdateDefaultFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: DefaultCustomerFeaturesUpdate) =>
      api.post<DefaultCustomerFeature[]>('/api/DefaultCustomerFeatures/Update', update, {
        handleErrors: false,
        forbidden: 'notify',
      }),
    onSuccess: (saved) => queryClient.setQueryData(defaultFeaturesKey, saved),
  });
}
