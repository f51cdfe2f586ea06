import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import type { TableColumnType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { settingsUsersApi, type SettingsUser } from '@console/contract/settings-users';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { useDeleteSettingsUser } from '../../api/settings-users';
import { ListPage } from '../../kit/ListPage';
import { useUrlList } from '../../kit/useUrlList';
import { SettingsUserDialog } from './SettingsUserDialog';
import { useFeedback } from '../../kit/feedback';

export const USER_DELETED = 'User has been successfully deleted!';

/** Which dialog is open: none, a new user, or one user's details. */
type Dialog = { user?: SettingsUser } | null;

/** The list's columns in the spec's order; their captions are the list's own. */
const FIELDS = ['firstName', 'lastName', 'userName', 'email', 'phone', 'comments'] as const;

/**
 * Settings users (/Users): search, Add User, and the paged table with edit and delete per row. A
 * delete that empties a later page is followed by the kit's return to page 1.
 */
export default function SettingsUsersPage() {
  const list = useUrlList(settingsUsersApi.list);
  const remove = useDeleteSettingsUser();
  const { message } = useFeedback();
  const { readOnly } = useCurrentStaff();
  const [dialog, setDialog] = useState<Dialog>(null);

  const deleteUser = (user: SettingsUser) =>
    remove
      .mutateAsync({ params: { id: user.id } })
      .then(() => void message.success(USER_DELETED))
      // The error catalogue has already told the user why.
      .catch(() => undefined);

  const columns: TableColumnType<SettingsUser>[] = [
    ...FIELDS.map((field) => ({ key: field, dataIndex: field })),
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
  ];

  return (
    <>
      <ListPage<SettingsUser>
        list={list}
        title="Users"
        columns={columns}
        rowKey="id"
        search={{ label: 'Search users', placeholder: 'Search by name, login or email' }}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} disabled={readOnly} onClick={() => setDialog({})}>
            Add User
          </Button>
        }
        nouns={['user', 'users']}
        empty={{ none: 'No users', filtered: 'No users match' }}
      />
      {dialog && (
        <SettingsUserDialog user={dialog.user} readOnly={readOnly} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
