import { settingsUsersApi } from '@console/contract/settings-users';
import { queryKeys } from '../kit/call';
import { useEndpointMutation } from '../kit/queries';

/** Adding, saving or deleting a user makes every settings users query stale: each page, each search. */
export const SETTINGS_USERS_CHANGED = [queryKeys.family(settingsUsersApi.list.family)];

export const useDeleteSettingsUser = () =>
  useEndpointMutation(settingsUsersApi.remove, { invalidates: SETTINGS_USERS_CHANGED });

/** Resets another user's two-step sign-in (their list row shows it off afterwards). */
export const useResetSecondFactor = () =>
  useEndpointMutation(settingsUsersApi.resetSecondFactor, { invalidates: SETTINGS_USERS_CHANGED });
