import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ArgsOf, Endpoint, ResponseOf } from '@console/contract/kit';
import type { CallOptions } from '../api/client';
import { callEndpoint, queryKeys } from './call';

type QueryOptions<E extends Endpoint, Data> = Omit<
  UseQueryOptions<ResponseOf<E>, Error, Data>,
  'queryKey' | 'queryFn'
> & { call?: Omit<CallOptions, 'signal'> };

/** A read of the contract: cached under its key, cancelled when no longer needed. */
export function useEndpoint<E extends Endpoint, Data = ResponseOf<E>>(
  endpoint: E,
  args: ArgsOf<E>,
  { call, ...options }: QueryOptions<E, Data> = {},
) {
  return useQuery({
    queryKey: queryKeys.of(endpoint, args),
    queryFn: ({ signal }) => callEndpoint(endpoint, args, { ...call, signal }),
    ...options,
  });
}

export interface MutationOptions {
  /** Query keys to refresh once the change is made (kit/call.ts queryKeys). */
  invalidates?: readonly QueryKey[];
  call?: CallOptions;
}

/**
 * A change through the contract. Changes notify a 403 instead of leaving the page (the error
 * catalogue's 'notify'), and refresh the queries they make stale.
 */
export function useEndpointMutation<E extends Endpoint>(endpoint: E, options: MutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: ArgsOf<E>) => callEndpoint(endpoint, args, { forbidden: 'notify', ...options.call }),
    onSuccess: () =>
      Promise.all((options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
