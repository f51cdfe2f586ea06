import { vsOnlineApi } from '@console/contract/vsonline';
import { CUSTOMER_CHANGES, useCustomerUser } from '../../api/vsonline';
import type { FormValues } from '../../components/meta/MetaForm';
import { MetaFormDialog } from '../../kit/MetaFormDialog';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { withPasswordHint } from '../accounts/formFields';
import { TEXT } from './texts';

/** A new user starts active, without admin rights, able to change things (as on the accounts page). */
const NEW_USER: FormValues = { active: true, admin: false, readOnly: false };

export interface CustomerUserDialogProps {
  customerId: number;
  /** The user to edit; none to add one. */
  userId?: number;
  onClose: () => void;
}

/** Add or edit a user of the online customer, in the kit's dialog with the users call's metadata. */
export function CustomerUserDialog({ customerId, userId, onClose }: CustomerUserDialogProps) {
  const { readOnly, roles } = useCurrentStaff();
  if (userId === undefined) {
    return (
      <MetaFormDialog
        title={TEXT.addUser}
        endpoint={vsOnlineApi.createUser}
        params={{ id: customerId }}
        initialValues={NEW_USER}
        readOnly={readOnly}
        adjustFields={withPasswordHint}
        savedMessage={TEXT.userCreated}
        invalidates={CUSTOMER_CHANGES}
        form={{ roles }}
        onSaved={onClose}
        onClose={onClose}
      />
    );
  }
  return <EditUserDialog customerId={customerId} userId={userId} onClose={onClose} />;
}

/** An existing user, read afresh: the password is sent only when changed. */
function EditUserDialog({ customerId, userId, onClose }: Required<CustomerUserDialogProps>) {
  const { readOnly, roles } = useCurrentStaff();
  const user = useCustomerUser(customerId, userId);
  return (
    <MetaFormDialog
      title={TEXT.editUser}
      endpoint={vsOnlineApi.updateUser}
      params={{ id: customerId, userId }}
      initialValues={user.data}
      loading={user.isPending}
      editing
      readOnly={readOnly}
      adjustFields={withPasswordHint}
      savedMessage={TEXT.userUpdated}
      invalidates={CUSTOMER_CHANGES}
      form={{ roles }}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}
