import { useCallback, useMemo, useState } from 'react';
import { Button, Empty, Flex, Input, Space, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import type { AccountUserRow } from '@console/contract/accounts';
import { useAccountUsers } from '../../api/accounts';
import { formatBoolean, formatDateTime } from '../../lib/formats';
import { AccountUserDialog } from './AccountUserDialog';
import { CredentialsDialog } from './CredentialsDialog';
import { readPagedListState, toPageQuery, writePagedListState, type PagedListState } from './listState';
import { useAccountPageParams } from './paths';
import { useCurrentStaff } from './staff';
import { paginationOf, sortOrderOf, stateChangeOf } from './tableState';
import { TEXT } from './texts';
import { YesNoTag } from './YesNoTag';

/** The users table's sortable columns, by the server's sort field names. */
const USER_SORT_FIELDS = ['firstName', 'email', 'active', 'created'] as const;
type UserSortField = (typeof USER_SORT_FIELDS)[number];
type UsersListState = PagedListState<UserSortField>;

type Dialog =
  { kind: 'add' } | { kind: 'edit'; userId: number } | { kind: 'credentials'; user: AccountUserRow } | null;

/** The users list state, in the URL next to the page's tab. */
function useUsersListState(): [UsersListState, (changes: Partial<UsersListState>) => void] {
  const [params, setParams] = useAccountPageParams();
  const state = useMemo(() => readPagedListState(params, USER_SORT_FIELDS), [params]);
  const update = useCallback(
    (changes: Partial<UsersListState>) =>
      setParams((current) =>
        writePagedListState(
          { ...readPagedListState(current, USER_SORT_FIELDS), ...changes },
          new URLSearchParams(current),
        ),
      ),
    [setParams],
  );
  return [state, update];
}

/** The account's users (console-core §2 "Users tab"): search, Add user, and the paged table. */
export function AccountUsersTab({ accountId }: { accountId: number }) {
  const [state, update] = useUsersListState();
  const users = useAccountUsers(accountId, toPageQuery(state));
  const { readOnly } = useCurrentStaff();
  const [dialog, setDialog] = useState<Dialog>(null);

  const onChange: TableProps<AccountUserRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    const change = stateChangeOf(state, pagination, sorter, extra);
    if (change) update(change);
  };
  const sortable = (key: UserSortField) => ({ key, sorter: true, sortOrder: sortOrderOf(state, key) });

  return (
    <>
      <Flex justify="space-between" gap={16} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          key={state.textFilter}
          defaultValue={state.textFilter}
          aria-label="Search users"
          placeholder="Search by name, login or email"
          allowClear
          style={{ maxWidth: 360 }}
          onSearch={(value) => update({ textFilter: value.trim(), page: 1 })}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={readOnly}
          onClick={() => setDialog({ kind: 'add' })}
        >
          {TEXT.addUser}
        </Button>
      </Flex>
      <Table<AccountUserRow>
        rowKey="id"
        size="middle"
        loading={users.isFetching}
        dataSource={users.data?.items}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: users.isPending ? (
            ' '
          ) : (
            <Empty description={state.textFilter ? 'No users match' : 'No users yet'} />
          ),
        }}
        pagination={paginationOf(state, users.data?.total ?? 0, ['user', 'users'])}
        columns={[
          {
            ...sortable('firstName'),
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
          { ...sortable('email'), title: 'E-mail', dataIndex: 'email' },
          {
            ...sortable('active'),
            title: 'Active',
            dataIndex: 'active',
            render: (active: boolean) => <YesNoTag value={active} />,
          },
          { key: 'admin', title: 'Admin', dataIndex: 'admin', render: formatBoolean },
          { key: 'readOnly', title: 'ReadOnly', dataIndex: 'readOnly', render: formatBoolean },
          { ...sortable('created'), title: 'Created', dataIndex: 'created', render: formatDateTime },
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
        ]}
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
