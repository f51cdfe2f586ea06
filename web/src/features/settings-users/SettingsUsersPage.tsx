import { useState } from 'react';
import { App as AntApp, Button, Card, Empty, Flex, Input, Popconfirm, Space, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SETTINGS_USER_PAGE_SIZES,
  type SettingsUser,
  type SettingsUserSortField,
} from '@console/contract/settings-users';
import { useBootstrap } from '../../app/bootstrap';
import { useDeleteSettingsUser, useSettingsUsers } from '../../api/settings-users';
import { toUsersQuery, useUsersListState, type UsersListState } from './listState';
import { SettingsUserDialog } from './SettingsUserDialog';

export const USER_DELETED = 'User has been successfully deleted!';

/** Which dialog is open: none, a new user, or one user's details. */
type Dialog = { user?: SettingsUser } | null;

const COLUMNS: { key: SettingsUserSortField; title: string }[] = [
  { key: 'firstName', title: 'First Name' },
  { key: 'lastName', title: 'Last Name' },
  { key: 'userName', title: 'Login' },
  { key: 'email', title: 'Email' },
  { key: 'phone', title: 'Phone' },
  { key: 'comments', title: 'Comments' },
];

const sortOrderOf = (state: UsersListState, key: SettingsUserSortField): SortOrder =>
  state.sortField === key ? (state.order === 'desc' ? 'descend' : 'ascend') : null;

/** Settings users (/Users): search, Add User, and the paged table with edit and delete per row. */
export default function SettingsUsersPage() {
  const [state, update] = useUsersListState();
  const users = useSettingsUsers(toUsersQuery(state));
  const remove = useDeleteSettingsUser();
  const { message } = AntApp.useApp();
  const readOnly = useBootstrap()?.user.readOnly ?? false;
  const [dialog, setDialog] = useState<Dialog>(null);

  // The search box follows the URL (back, reload) and keeps what is being typed in between.
  const [search, setSearch] = useState(state.filter);
  const [searched, setSearched] = useState(state.filter);
  if (searched !== state.filter) {
    setSearched(state.filter);
    setSearch(state.filter);
  }

  const rows = users.data?.items ?? [];

  const deleteUser = async (user: SettingsUser) => {
    try {
      await remove.mutateAsync(user.id);
    } catch {
      return; // The API client has already told the user why.
    }
    void message.success(USER_DELETED);
    // The last row of a later page is gone: that page is empty now, so the list starts over.
    if (rows.length === 1 && state.page > 1) update({ page: 1 });
  };

  const onChange: TableProps<SettingsUser>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = single?.order;
      update({
        page: 1,
        sortField: order ? (single.columnKey as SettingsUserSortField) : undefined,
        order: order === 'descend' ? 'desc' : 'asc',
      });
    } else if (action === 'paginate') {
      const pageSize = pagination.pageSize ?? state.pageSize;
      update({ page: pageSize === state.pageSize ? (pagination.current ?? 1) : 1, pageSize });
    }
  };

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Users
      </Typography.Title>
      <Card>
        <Flex justify="space-between" gap={16} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label="Search users"
            placeholder="Search by name, login or email"
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onSearch={(value) => update({ filter: value.trim(), page: 1 })}
            style={{ maxWidth: 360 }}
          />
          <Button type="primary" icon={<PlusOutlined />} disabled={readOnly} onClick={() => setDialog({})}>
            Add User
          </Button>
        </Flex>
        <Table<SettingsUser>
          rowKey="id"
          size="middle"
          loading={users.isFetching}
          dataSource={rows}
          onChange={onChange}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: users.isPending ? (
              ' '
            ) : (
              <Empty description={state.filter ? 'No users match' : 'No users'} />
            ),
          }}
          pagination={{
            current: state.page,
            pageSize: state.pageSize,
            total: users.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: SETTINGS_USER_PAGE_SIZES.map(String),
            showTotal: (total) => `${total} users`,
          }}
          columns={[
            ...COLUMNS.map(({ key, title }) => ({
              key,
              title,
              dataIndex: key,
              sorter: true,
              sortOrder: sortOrderOf(state, key),
            })),
            {
              key: 'actions',
              title: 'Actions',
              fixed: 'right',
              render: (_value, user) => (
                <Space>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`Edit ${user.userName}`}
                    onClick={() => setDialog({ user })}
                  />
                  <Popconfirm
                    title="Delete this user?"
                    description={`${user.firstName} ${user.lastName} will no longer be able to sign in.`}
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => deleteUser(user)}
                    disabled={readOnly}
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${user.userName}`}
                      disabled={readOnly}
                    />
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {dialog && (
        <SettingsUserDialog user={dialog.user} readOnly={readOnly} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
