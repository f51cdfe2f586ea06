import { useMemo } from 'react';
import { App as AntApp, Form, Modal, Skeleton } from 'antd';
import type { AccountUser } from '@console/contract/accounts';
import { AccountRoutes, useAccountUser, useSaveAccountUser } from '../../api/accounts';
import { useRouteMetadata } from '../../api/metadata';
import { applyPropertyErrors } from '../../components/meta/applyPropertyErrors';
import { MetaForm, type FormValues } from '../../components/meta/MetaForm';
import { withPasswordHint } from './formFields';
import { useCurrentStaff } from './staff';
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
 * Add or edit a user of the account, with the fields of the users route's metadata. The password is
 * sent only when typed (the server keeps the old one otherwise); ValidationError lands on the fields.
 */
export function AccountUserDialog({ accountId, userId, onClose }: AccountUserDialogProps) {
  const creating = userId === undefined;
  const [form] = Form.useForm<FormValues>();
  const { message } = AntApp.useApp();
  const staff = useCurrentStaff();
  const metadata = useRouteMetadata(AccountRoutes.user);
  const user = useAccountUser(accountId, userId);
  const save = useSaveAccountUser(accountId);
  const fields = useMemo(() => withPasswordHint(metadata.data?.fields ?? []), [metadata.data]);
  const loading = metadata.isPending || (!creating && user.isPending);

  const submit = ({ password, ...values }: FormValues) => {
    // The server validates the payload; a blank password means "unchanged" and is left out.
    const input = (password ? { ...values, password } : values) as AccountUser;
    save.mutate(
      { userId, user: input },
      {
        onSuccess: () => {
          void message.success(creating ? TEXT.userCreated : TEXT.userUpdated);
          onClose();
        },
        onError: (error) => {
          for (const text of applyPropertyErrors(form, error, fields)) void message.error(text);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={creating ? TEXT.addUser : TEXT.editUser}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: loading || staff.readOnly }}
      width={760}
      destroyOnHidden
    >
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <MetaForm
          form={form}
          fields={fields}
          groups={metadata.data?.groups}
          initialValues={creating ? NEW_USER : user.data}
          roles={staff.roles}
          defaultSpan={12}
          onFinish={submit}
          disabled={save.isPending || staff.readOnly}
        />
      )}
    </Modal>
  );
}
