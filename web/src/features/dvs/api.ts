import type { QueryKey } from '@tanstack/react-query';
import { accountsFamily } from '@console/contract/accounts/api';
import { dvsApi, dvsFamily } from '@console/contract/dvs/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// DIVE (product-families §7): every call a descriptor of the contract (dvsApi).

/** What a change to a DIVE account makes stale: its DIVE screens, and the account as the accounts family shows it. */
export const DVS_CHANGES: readonly QueryKey[] = [
  queryKeys.family(dvsFamily.name),
  queryKeys.family(accountsFamily.name),
];

export const useDvsAccountsList = () => useUrlList(dvsApi.list);
export const useUpdateDvsSettings = () =>
  useEndpointMutation(dvsApi.updateAccount, { invalidates: DVS_CHANGES });

export const useLicenses = (id: number) => useEndpoint(dvsApi.licenses, { params: { id } });
export const useIssueLicense = () => useEndpointMutation(dvsApi.createLicense, { invalidates: DVS_CHANGES });
export const useUpdateLicense = () => useEndpointMutation(dvsApi.updateLicense, { invalidates: DVS_CHANGES });
export const useDeleteLicense = () => useEndpointMutation(dvsApi.deleteLicense, { invalidates: DVS_CHANGES });

export const useUsersFeatures = (id: number) => useEndpoint(dvsApi.usersFeatures, { params: { id } });
export const useUpdateUsersFeatures = () =>
  useEndpointMutation(dvsApi.updateUsersFeatures, { invalidates: DVS_CHANGES });

export const useDvsRequestsList = () => useUrlList(dvsApi.requests);
export const useDvsDevices = (textFilter: string) =>
  useEndpoint(dvsApi.devices, { query: { textFilter, pageSize: 20 } });
export const useDvsRequest = (id: number) => useEndpoint(dvsApi.request, { params: { id } });
export const useArchiveRequests = () => useEndpointMutation(dvsApi.archive, { invalidates: DVS_CHANGES });
