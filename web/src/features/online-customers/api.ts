import type { QueryKey } from '@tanstack/react-query';
import { accountsApi, accountsFamily } from '@console/contract/accounts/api';
import { booksApi } from '@console/contract/books/api';
import { vsOnlineApi, vsOnlineFamily } from '@console/contract/vsonline/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// The Dashboard's online customers (product-families §9): every call a descriptor of the contract
// (vsOnlineApi); General Info saves through the accounts family's update, as the contract says.

/**
 * What a change to an online customer makes stale: the customer is an account like any other, so
 * its Dashboard page and list and the accounts screens are read again.
 */
export const CUSTOMER_CHANGES: readonly QueryKey[] = [
  queryKeys.family(vsOnlineFamily.name),
  queryKeys.family(accountsFamily.name),
];

/** The pages report their own save failures (with the reason); field errors land on the fields. */
const quietly = { handleErrors: false } as const;

export const useOnlineCustomersList = () => useUrlList(vsOnlineApi.list);

/** The expiration windows and plans of the list's filters (product-families §3). */
export const useCustomerFilters = () => useEndpoint(booksApi.customerFilters, {}, { staleTime: Infinity });

export const useOnlineCustomer = (id: number) => useEndpoint(vsOnlineApi.get, { params: { id } });

export const useUpdateGeneralInfo = () =>
  useEndpointMutation(accountsApi.update, { invalidates: CUSTOMER_CHANGES, call: quietly });

export const useUpdateGeneralSettings = () =>
  useEndpointMutation(vsOnlineApi.updateSettings, { invalidates: CUSTOMER_CHANGES, call: quietly });

export const useCustomerCredentials = (id: number, userId: number) =>
  useEndpoint(vsOnlineApi.credential, { params: { id, userId } }, { call: { forbidden: 'notify' } });

export const useSetUserStatus = () =>
  useEndpointMutation(vsOnlineApi.setUserStatus, { invalidates: CUSTOMER_CHANGES });

export const useResendRegistrationEmail = () => useEndpointMutation(vsOnlineApi.resendRegistrationEmail);

export const useCustomerLocation = (id: number) => useEndpoint(vsOnlineApi.location, { params: { id } });
