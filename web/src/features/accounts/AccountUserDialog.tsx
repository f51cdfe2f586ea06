import { accountsApi } from '@console/contract/accounts';
import { ACCOUNT_CHANGES, useAccountUser } from '../../api/accounts';
import type { FormValues } from '../../components/meta/MetaForm';
import { MetaFormDialog } from '../../kit/MetaFormDialog';
import { withPasswordHint } from './formFields';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { TEXT } from './texts';

/** A new user starts active, without admin rights, able to change things. */
const NEW_USER: FormValues = { active: true, admin: false, readOnly: false };

export interface AccountUserDialogProps {
  accountId: number;
  /** The user to edit; none to add one. */
  userId?: number;
  onClose: () => void;
}

/**
 * Add or edit a user of the account, with the fields of the users call's metadata; ValidationError
 * lands on the fields. Active users count towards the account's rank, so a save refreshes the
 * whole account.
 */
export function AccountUserDialog({ accountId, userId, onClose }: AccountUserDialogProps) {
  const { readOnly, roles } = useCurrentStaff();
  if (userId === undefined) {
    return (
      <MetaFormDialog
        title={TEXT.addUser}
        endpoint={accountsApi.createUser}
        params={{ id: accountId }}
        initialValues={NEW_USER}
        readOnly={readOnly}
        adjustFields={withPasswordHint}
        savedMessage={TEXT.userCreated}
        invalidates={ACCOUNT_CHANGES}
        form={{ roles }}
        onSaved={onClose}
        onClose={onClose}
      />
    );
  }
  return <EditUserDialog accountId={accountId} userId={userId} onClose={onClose} />;
}

/**
 * An existing user, read afresh: the password sits behind Change and is sent only when changed
 * (the server keeps the old one otherwise).
 */
function EditUserDialog({ accountId, userId, onClose }: Required<AccountUserDialogProps>) {
  const { readOnly, roles } = useCurrentStaff();
  const user = useAccountUser(accountId, userId);
  return (
    <MetaFormDialog
      title={TEXT.editUser}
      endpoint={accountsApi.updateUser}
      params={{ id: accountId, userId }}
      initialValues={user.data}
      loading={user.isPending}
      editing
      readOnly={readOnly}
      adjustFields={withPasswordHint}
      savedMessage={TEXT.userUpdated}
      invalidates={ACCOUNT_CHANGES}
      form={{ roles }}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}
