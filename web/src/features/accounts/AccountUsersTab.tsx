import { useState } from 'react';
import { Button, Flex, Space, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { accountsApi, type AccountUserRow } from '@console/contract/accounts';
import { ListPage } from '../../kit/ListPage';
import { useUrlList } from '../../kit/useUrlList';
import { formatDateTime } from '../../lib/formats';
import { AccountUserDialog } from './AccountUserDialog';
import { CredentialsDialog } from './CredentialsDialog';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { TEXT } from './texts';
import { YesNo } from '../../kit/YesNo';

type Dialog =
  { kind: 'add' } | { kind: 'edit'; userId: number } | { kind: 'credentials'; user: AccountUserRow } | null;

/** The account's users (console-core §2 "Users tab"): search, Add user, and the paged table. */
export function AccountUsersTab({ accountId }: { accountId: number }) {
  const list = useUrlList(accountsApi.users, { params: { id: accountId } });
  const { readOnly } = useCurrentStaff();
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns: TableColumnType<AccountUserRow>[] = [
    {
      // One column for the name, sorted by the first name.
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
    { key: 'active', dataIndex: 'active', render: (active: boolean) => <YesNo value={active} /> },
    { key: 'admin', dataIndex: 'admin', render: (admin: boolean) => <YesNo value={admin} /> },
    { key: 'readOnly', dataIndex: 'readOnly', render: (readOnly: boolean) => <YesNo value={readOnly} /> },
    { key: 'created', dataIndex: 'created', render: formatDateTime },
    {
      key: 'actions',
      title: 'Actions',
      fixed: 'right',
      render: (_, user) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={`${TEXT.editUser} ${user.login}`}
            onClick={() => setDialog({ kind: 'edit', userId: user.id })}
          >
            {TEXT.editUser}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<KeyOutlined />}
            aria-label={`${TEXT.showCredential} ${user.login}`}
            onClick={() => setDialog({ kind: 'credentials', user })}
          >
            {TEXT.showCredential}
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
        <AccountUserDialog
          accountId={accountId}
          userId={dialog.kind === 'edit' ? dialog.userId : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'credentials' && (
        <CredentialsDialog user={dialog.user} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
