import type { QueryKey } from '@tanstack/react-query';
import { accountsFamily } from '@console/contract/accounts/api';
import { onboardingApi, onboardingFamily } from '@console/contract/onboarding/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useOptionalEndpoint } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// Onboarding accounts (product-families §7): every call a descriptor of the contract (onboardingApi).

/** What a change to onboarding settings or an account makes stale: the family's reads and the accounts'. */
export const ONBOARDING_CHANGES: readonly QueryKey[] = [
  queryKeys.family(onboardingFamily.name),
  queryKeys.family(accountsFamily.name),
];

export const useOnboardingAccountsList = () => useUrlList(onboardingApi.list);

export const useOnboardingAccount = (id: number) => useEndpoint(onboardingApi.aggregated, { params: { id } });

// Settings never saved answer 404, which the spec tolerates silently (§8): null, no notification.
export const useAccountSettings = (id: number) =>
  useOptionalEndpoint(onboardingApi.accountSettings, { params: { id } });

export const useExtendedSettings = (id: number) =>
  useOptionalEndpoint(onboardingApi.extendedSettings, { params: { id } });

export const useDefaultSettings = () => useOptionalEndpoint(onboardingApi.defaultSettings, {});

export const useCustomerIntegration = (id: number) =>
  useOptionalEndpoint(onboardingApi.customerIntegration, { params: { id } });
