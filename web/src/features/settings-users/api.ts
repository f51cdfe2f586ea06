import { settingsUsersApi } from '@console/contract/settings-users/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';

/**
 * Adding, saving or deleting a user makes every settings users query stale: each page, each search,
 * each user's effective permissions.
 */
export const SETTINGS_USERS_CHANGED = [queryKeys.family(settingsUsersApi.list.family)];

export const useDeleteSettingsUser = () =>
  useEndpointMutation(settingsUsersApi.remove, { invalidates: SETTINGS_USERS_CHANGED });

/** A staff user's effective permissions, per company they may administer; none read without an id. */
export const useStaffPermissions = (id: number | undefined) =>
  useEndpoint(settingsUsersApi.permissions, { params: { id: id ?? 0 } }, { enabled: id !== undefined });

/** Resets another user's two-step sign-in (their list row shows it off afterwards). */
export const useResetSecondFactor = () =>
  useEndpointMutation(settingsUsersApi.resetSecondFactor, { invalidates: SETTINGS_USERS_CHANGED });
