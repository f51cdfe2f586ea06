import { featuresApi, featuresFamily } from '@console/contract/features/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';

// Feature toggles (product-families §7 "Features"): every call a descriptor of the contract. A switch
// at one level changes what the levels below inherit, so every change refreshes the family's reads.

const FEATURE_CHANGES = [queryKeys.family(featuresFamily.name)];

/** The screens say what failed themselves (the refusal's reasons beside the toggles). */
const quietly = { handleErrors: false } as const;

export const useCustomerFeatures = (customerId: number) =>
  useEndpoint(featuresApi.customer, { params: { id: customerId } });

export const useUpdateCustomerFeatures = () =>
  useEndpointMutation(featuresApi.updateCustomer, { invalidates: FEATURE_CHANGES, call: quietly });

export const useUserFeatures = (customerId: number, userId: number) =>
  useEndpoint(featuresApi.user, { params: { id: customerId, userId } });

export const useUpdateUserFeatures = () =>
  useEndpointMutation(featuresApi.updateUser, { invalidates: FEATURE_CHANGES, call: quietly });

export const useUpdateUsersFeatures = () =>
  useEndpointMutation(featuresApi.updateUsers, { invalidates: FEATURE_CHANGES, call: quietly });

export const useLocationFeatures = (locationId: number) =>
  useEndpoint(featuresApi.location, { params: { id: locationId } });

export const useUpdateLocationFeatures = () =>
  useEndpointMutation(featuresApi.updateLocation, { invalidates: FEATURE_CHANGES, call: quietly });
