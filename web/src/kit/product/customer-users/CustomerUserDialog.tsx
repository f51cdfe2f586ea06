import type { QueryKey } from '@tanstack/react-query';
import type { ArgsOf, Endpoint } from '@console/contract/kit';
import type { FieldMetadata } from '@console/contract/metadata';
import { PASSWORD_HINT } from '@console/contract/password';
import type { FormValues } from '../../meta/MetaForm';
import { isPasswordField } from '../../meta/fieldRules';
import { MetaFormDialog } from '../../MetaFormDialog';
import { useEndpoint } from '../../data/queries';
import { useCurrentStaff } from '../../useCurrentStaff';
import { CUSTOMER_USER_TEXT as TEXT } from './texts';

/** A new user starts active, without admin rights, able to change things. */
const NEW_USER: FormValues = { active: true, admin: false, readOnly: false };

/** A password field explains the policy the server enforces (console-core §5 "Password hint"). */
export function withPasswordHint(fields: readonly FieldMetadata[]): FieldMetadata[] {
  return fields.map((field) =>
    isPasswordField(field) && !field.description ? { ...field, description: PASSWORD_HINT } : field,
  );
}

/** One of a family's user calls with the path parameters it takes here. */
export interface UserCall<E extends Endpoint> {
  endpoint: E;
  params: ArgsOf<E>['params'];
}

export interface CustomerUserDialogProps<C extends Endpoint, R extends Endpoint, U extends Endpoint> {
  /** The family's add-user call, for a new user. */
  create: UserCall<C>;
  /** The user to edit: the family's read and update calls of that user; none to add one. */
  edit?: { read: UserCall<R>; update: UserCall<U> };
  /** What a save makes stale (the family's record: a user's state counts towards it). */
  invalidates: readonly QueryKey[];
  onClose: () => void;
}

/**
 * Add or edit a user of a customer account, with the fields of the family's users call's metadata;
 * ValidationError lands on the fields. One dialog for every family whose customers have users (the
 * accounts page, the Dashboard's customers); each names its own calls.
 */
export function CustomerUserDialog<C extends Endpoint, R extends Endpoint, U extends Endpoint>({
  create,
  edit,
  invalidates,
  onClose,
}: CustomerUserDialogProps<C, R, U>) {
  const { roles } = useCurrentStaff();
  if (edit) return <EditUserDialog {...edit} invalidates={invalidates} onClose={onClose} />;
  return (
    <MetaFormDialog
      title={TEXT.addUser}
      endpoint={create.endpoint}
      params={create.params}
      initialValues={NEW_USER}
      adjustFields={withPasswordHint}
      savedMessage={TEXT.userCreated}
      invalidates={invalidates}
      form={{ roles }}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}

/**
 * An existing user, read afresh: the password sits behind Change and is sent only when changed
 * (the server keeps the old one otherwise).
 */
function EditUserDialog<R extends Endpoint, U extends Endpoint>({
  read,
  update,
  invalidates,
  onClose,
}: {
  read: UserCall<R>;
  update: UserCall<U>;
  invalidates: readonly QueryKey[];
  onClose: () => void;
}) {
  const { roles } = useCurrentStaff();
  const user = useEndpoint(read.endpoint, { params: read.params } as ArgsOf<R>);
  return (
    <MetaFormDialog
      title={TEXT.editUser}
      endpoint={update.endpoint}
      params={update.params}
      initialValues={user.data as FormValues | undefined}
      loading={user.isPending}
      editing
      adjustFields={withPasswordHint}
      savedMessage={TEXT.userUpdated}
      invalidates={invalidates}
      form={{ roles }}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}
