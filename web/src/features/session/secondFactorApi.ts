import { secondFactorApi } from '@console/contract/session/second-factor';
import { bootstrapKey } from '../../kit/bootstrap';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';

/**
 * The user's own second factor changed: its status is stale, and so is the page data, which says
 * whether the console still holds the user to the enrolment page (app/router.tsx).
 */
const CHANGED = [queryKeys.endpoint(secondFactorApi.status), bootstrapKey];

export const useSecondFactorStatus = () => useEndpoint(secondFactorApi.status, {});

export const useStartEnrolment = () => useEndpointMutation(secondFactorApi.start);

export const useConfirmEnrolment = () =>
  useEndpointMutation(secondFactorApi.confirm, { invalidates: CHANGED });

export const useDisableSecondFactor = () =>
  useEndpointMutation(secondFactorApi.disable, { invalidates: CHANGED });

export const useRegenerateRecoveryCodes = () =>
  useEndpointMutation(secondFactorApi.regenerateRecoveryCodes, { invalidates: CHANGED });
