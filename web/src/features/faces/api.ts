import { facesApi, facesFamily } from '@console/contract/faces/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// Face/ID (contract/src/faces/api.ts): every call a descriptor of the contract.

/** A change to an account's settings or the defaults makes the family's reads stale. */
const FACES_CHANGES = [queryKeys.family(facesFamily.name)];
/** The pages report their own save failures; field errors land on the fields. */
const quietly = { handleErrors: false } as const;

export const useFaceAccountsList = () => useUrlList(facesApi.accounts);

/** The face requests, all the company's or, inside an account's page, the account's. */
export const useFaceRequestsList = (accountId?: number) =>
  useUrlList(facesApi.requests, accountId === undefined ? {} : { fixedFilters: { accountId } });

export const useUpdateFaceAccount = () =>
  useEndpointMutation(facesApi.updateAccount, { invalidates: FACES_CHANGES, call: quietly });

export const useFaceDefaults = () => useEndpoint(facesApi.defaultSettings, {});
export const useUpdateFaceDefaults = () =>
  useEndpointMutation(facesApi.updateDefaultSettings, { invalidates: FACES_CHANGES, call: quietly });

export const useLastFaceRequests = (id: number) => useEndpoint(facesApi.lastRequests, { params: { id } });
export const useFaceRequest = (id: number) => useEndpoint(facesApi.request, { params: { id } });
