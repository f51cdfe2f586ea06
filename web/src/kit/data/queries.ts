import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ArgsOf, Endpoint, ResponseOf } from '@console/contract/kit/endpoint';
import { ApiError, type CallOptions } from './client';
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

/**
 * A read whose 404 means "nothing stored yet" (product-families §8: tolerated silently): no
 * notification, and the data is null instead of an error. Any other failure is reported as usual.
 */
export function useOptionalEndpoint<E extends Endpoint>(endpoint: E, args: ArgsOf<E>) {
  return useQuery({
    queryKey: queryKeys.of(endpoint, args),
    queryFn: async ({ signal }): Promise<ResponseOf<E> | null> => {
      try {
        return await callEndpoint(endpoint, args, { signal, absentIsAnswer: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export interface MutationOptions<E extends Endpoint = Endpoint> {
  /**
   * Query keys to refresh once the change is made (kit/data/call.ts queryKeys), or a function of the
   * answer when that decides it (a deleted record's own page is not read again).
   */
  invalidates?: readonly QueryKey[] | ((answer: ResponseOf<E>) => readonly QueryKey[]);
  call?: CallOptions;
}

/**
 * An endpoint whose declaration loads on first call: the shell's changes (Test Mode) name theirs this
 * way, so index.html's script carries neither the contract's schemas nor typebox (a light first load).
 */
export type DeferredEndpoint<E extends Endpoint> = () => Promise<E>;

/**
 * A change through the contract. Changes notify a 403 instead of leaving the page (the error
 * catalogue's 'notify'), and refresh the queries they make stale.
 */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E | DeferredEndpoint<E>,
  options: MutationOptions<E> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: ArgsOf<E>) =>
      callEndpoint(typeof endpoint === 'function' ? await endpoint() : endpoint, args, {
        forbidden: 'notify',
        ...options.call,
      }),
    onSuccess: (answer) => {
      const { invalidates = [] } = options;
      const keys = typeof invalidates === 'function' ? invalidates(answer) : invalidates;
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
