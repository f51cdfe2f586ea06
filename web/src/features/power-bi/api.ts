import { powerBiApi, powerBiFamily } from '@console/contract/power-bi/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';

// Power BI (product-families §7): every call a descriptor of the contract.

const CHANGES = [queryKeys.family(powerBiFamily.name)];

export const usePowerBiSettings = (customerId: number) =>
  useEndpoint(powerBiApi.get, { params: { customerId } });
export const useSavePowerBi = () => useEndpointMutation(powerBiApi.save, { invalidates: CHANGES });
export const useDeletePowerBiToken = () =>
  useEndpointMutation(powerBiApi.deleteToken, { invalidates: CHANGES });
