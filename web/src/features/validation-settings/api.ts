import { validationSettingsApi, validationSettingsFamily } from '@console/contract/validation-settings/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';

// Validation settings (product-families §7): every call a descriptor of the contract.

const CHANGES = [queryKeys.family(validationSettingsFamily.name)];

export const useValidationSettings = () => useEndpoint(validationSettingsApi.get, {});
export const useToggleCheck = () =>
  useEndpointMutation(validationSettingsApi.toggle, { invalidates: CHANGES });
export const useCreateException = () =>
  useEndpointMutation(validationSettingsApi.createException, { invalidates: CHANGES });
export const useUpdateException = () =>
  useEndpointMutation(validationSettingsApi.updateException, { invalidates: CHANGES });
export const useDeleteException = () =>
  useEndpointMutation(validationSettingsApi.deleteException, { invalidates: CHANGES });
export const useSyncValidationSettings = () =>
  useEndpointMutation(validationSettingsApi.sync, { invalidates: CHANGES });
