import type { QueryKey } from '@tanstack/react-query';
import { accountsFamily } from '@console/contract/accounts/api';
import type { MetricsQuery } from '@console/contract/kit/metrics';
import { screeningApi, screeningFamily, type StatsQuery } from '@console/contract/screening/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// Verification Services (product-families §7 "Screening"): every call a descriptor of the contract.

/** A change to a screening account or its subscriptions makes the family's reads and the account's stale. */
export const SCREENING_CHANGES: readonly QueryKey[] = [
  queryKeys.family(screeningFamily.name),
  queryKeys.family(accountsFamily.name),
];

export const useScreeningAccountsList = () => useUrlList(screeningApi.accounts);
export const useScreeningRequestsList = () => useUrlList(screeningApi.requests);

export const useAggregatedAccount = (id: number) =>
  useEndpoint(screeningApi.aggregatedAccount, { params: { id } });

export const useSubscriptions = (id: number) => useEndpoint(screeningApi.subscriptions, { params: { id } });

export const useAccountServices = (id: number) =>
  useEndpoint(screeningApi.accountServices, { params: { id } });

export const usePlans = () => useEndpoint(screeningApi.plans, {}, { staleTime: 60_000 });
export const useServices = () => useEndpoint(screeningApi.services, {}, { staleTime: 60_000 });

export const useCancelSubscription = () =>
  useEndpointMutation(screeningApi.cancelSubscription, { invalidates: SCREENING_CHANGES });
export const useDeleteSubscription = () =>
  useEndpointMutation(screeningApi.deleteSubscription, { invalidates: SCREENING_CHANGES });
export const useSetAccountServices = () =>
  useEndpointMutation(screeningApi.setAccountServices, { invalidates: SCREENING_CHANGES });

/** An account's requests per day over a range; not asked while the range is one the server refuses. */
export const useAccountMetrics = (id: number, query: MetricsQuery, enabled: boolean) =>
  useEndpoint(screeningApi.metrics, { params: { id }, query }, { enabled });

/** The company's statistics, of one service when given. */
export function useCompanyStats(query: StatsQuery, serviceId: number | undefined, enabled: boolean) {
  const all = useEndpoint(screeningApi.stats, { query }, { enabled: enabled && serviceId === undefined });
  const one = useEndpoint(
    screeningApi.serviceStats,
    { params: { serviceId: serviceId ?? 0 }, query },
    { enabled: enabled && serviceId !== undefined },
  );
  return serviceId === undefined ? all : one;
}

export const useScreeningRequest = (id: number | undefined) =>
  useEndpoint(screeningApi.request, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
