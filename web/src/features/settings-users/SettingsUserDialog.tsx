import type { FieldMetadata } from '@console/contract/metadata';
import { DEFAULT_TIME_ZONE } from '@console/contract/constants';
import { settingsUsersApi, type SettingsUser } from '@console/contract/settings-users/api';
import { SETTINGS_USERS_CHANGED } from './api';
import { MetaFormDialog } from '../../kit/MetaFormDialog';

export const USER_ADDED = 'User has been successfully added!';
export const USER_SAVED = 'User has been successfully saved!';

/** A new user starts in Central Standard Time, active, neither read-only nor an Admin, with no role. */
const NEW_USER = {
  timeZoneId: DEFAULT_TIME_ZONE,
  isDaylightSavingTime: true,
  active: true,
  readOnly: false,
  admin: false,
  roles: [],
};

/** One body serves create and update; a new user cannot do without a password, so it is asked for. */
const passwordRequired = (fields: readonly FieldMetadata[]) =>
  fields.map((field) => (field.name === 'password' ? { ...field, required: true } : field));

export interface SettingsUserDialogProps {
  /** The user to edit; none to create one. */
  user?: SettingsUser;
  /** Read-only staff see the details but cannot save. */
  readOnly: boolean;
  onClose: () => void;
}

/**
 * Create User / Edit User, laid out by the metadata of the call it makes. While editing, the
 * password is hidden behind Change (Cancel puts it back) and is sent only when changed.
 */
export function SettingsUserDialog({ user, readOnly, onClose }: SettingsUserDialogProps) {
  const shared = { readOnly, invalidates: SETTINGS_USERS_CHANGED, onSaved: onClose, onClose, width: 720 };
  return user ? (
    <MetaFormDialog
      {...shared}
      title="Edit User"
      endpoint={settingsUsersApi.update}
      params={{ id: user.id }}
      initialValues={user}
      editing
      savedMessage={USER_SAVED}
    />
  ) : (
    <MetaFormDialog
      {...shared}
      title="Create User"
      endpoint={settingsUsersApi.create}
      initialValues={NEW_USER}
      adjustFields={passwordRequired}
      savedMessage={USER_ADDED}
    />
  );
}
