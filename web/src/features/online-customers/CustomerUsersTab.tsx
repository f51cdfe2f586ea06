import { useState } from 'react';
import { App as AntApp, Button, Flex, Space, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import {
  EditOutlined,
  KeyOutlined,
  LockOutlined,
  MailOutlined,
  PlusOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import type { AccountUserRow } from '@console/contract/accounts';
import { vsOnlineApi } from '@console/contract/vsonline';
import { useCustomerCredentials, useResendRegistrationEmail, useSetUserStatus } from '../../api/vsonline';
import { YesNo } from '../../kit/YesNo';
import { CredentialsDialog } from '../../kit/CredentialsDialog';
import { ListPage } from '../../kit/ListPage';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { useUrlList } from '../../kit/useUrlList';
import { formatDateTime } from '../../lib/formats';
import { CustomerUserDialog } from './CustomerUserDialog';
import {
  lockQuestion,
  registrationSent,
  resendQuestion,
  TEXT,
  unlockQuestion,
  userLocked,
  userUnlocked,
} from './texts';

type Dialog =
  { kind: 'add' } | { kind: 'edit'; userId: number } | { kind: 'credentials'; user: AccountUserRow } | null;

function CustomerCredentials({
  customerId,
  user,
  onClose,
}: {
  customerId: number;
  user: AccountUserRow;
  onClose: () => void;
}) {
  const credentials = useCustomerCredentials(customerId, user.id);
  return (
    <CredentialsDialog
      userName={`${user.firstName} ${user.lastName}`}
      credentials={credentials}
      onClose={onClose}
    />
  );
}

/**
 * The customer's users (product-families §9): add and edit in the kit's dialogs, lock and unlock and
 * resending the registration e-mail each after a confirmation, and the credentials. The list's state
 * sits in the address under 'users.', beside the page's own.
 */
export function CustomerUsersTab({ customerId }: { customerId: number }) {
  const list = useUrlList(vsOnlineApi.users, { params: { id: customerId }, prefix: 'users.' });
  const { readOnly } = useCurrentStaff();
  const { modal, message } = AntApp.useApp();
  const setStatus = useSetUserStatus();
  const resend = useResendRegistrationEmail();
  const [dialog, setDialog] = useState<Dialog>(null);

  const confirmStatus = (user: AccountUserRow) => {
    const locking = user.active;
    void modal.confirm({
      title: locking ? `${TEXT.lock} user` : `${TEXT.unlock} user`,
      content: locking ? lockQuestion(user.login) : unlockQuestion(user.login),
      okText: locking ? TEXT.lock : TEXT.unlock,
      okButtonProps: { danger: locking },
      onOk: () =>
        setStatus
          .mutateAsync({ params: { id: customerId, userId: user.id }, body: { active: !locking } })
          .then(() => void message.success(locking ? userLocked(user.login) : userUnlocked(user.login))),
    });
  };

  const confirmResend = (user: AccountUserRow) =>
    void modal.confirm({
      title: TEXT.resendRegistration,
      content: resendQuestion(user.email),
      okText: 'Send',
      onOk: () =>
        resend
          .mutateAsync({ params: { id: customerId, userId: user.id } })
          .then(({ sentTo }) => void message.success(registrationSent(sentTo))),
    });

  const columns: TableColumnType<AccountUserRow>[] = [
    {
      key: 'firstName',
      title: 'Name',
      render: (_, user) => (
        <Flex vertical>
          <span>
            {user.firstName} {user.lastName}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {user.login}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'email', dataIndex: 'email' },
    {
      key: 'active',
      dataIndex: 'active',
      width: 90,
      render: (active: boolean) => <YesNo value={active} />,
    },
    { key: 'created', dataIndex: 'created', render: formatDateTime },
    {
      key: 'actions',
      title: 'Actions',
      fixed: 'right',
      ellipsis: false,
      render: (_, user) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={`${TEXT.editUser} ${user.login}`}
            onClick={() => setDialog({ kind: 'edit', userId: user.id })}
          >
            Edit
          </Button>
          <Button
            type="link"
            size="small"
            icon={<KeyOutlined />}
            aria-label={`${TEXT.showCredential} ${user.login}`}
            onClick={() => setDialog({ kind: 'credentials', user })}
          >
            Credentials
          </Button>
          <Button
            type="link"
            size="small"
            danger={user.active}
            disabled={readOnly}
            icon={user.active ? <LockOutlined /> : <UnlockOutlined />}
            aria-label={`${user.active ? TEXT.lock : TEXT.unlock} ${user.login}`}
            onClick={() => confirmStatus(user)}
          >
            {user.active ? TEXT.lock : TEXT.unlock}
          </Button>
          <Button
            type="link"
            size="small"
            disabled={readOnly}
            icon={<MailOutlined />}
            aria-label={`${TEXT.resendRegistration} to ${user.login}`}
            onClick={() => confirmResend(user)}
          >
            Resend registration
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<AccountUserRow>
        list={list}
        bare
        columns={columns}
        rowKey="id"
        search={{ label: 'Search users', placeholder: 'Search by name, login or email' }}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={readOnly}
            onClick={() => setDialog({ kind: 'add' })}
          >
            {TEXT.addUser}
          </Button>
        }
        nouns={['user', 'users']}
        empty={{ none: 'No users yet', filtered: 'No users match' }}
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <CustomerUserDialog
          customerId={customerId}
          userId={dialog.kind === 'edit' ? dialog.userId : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'credentials' && (
        <CustomerCredentials customerId={customerId} user={dialog.user} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
