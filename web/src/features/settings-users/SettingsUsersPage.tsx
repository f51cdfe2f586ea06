import { useState } from 'react';
import { Button, Flex, Popconfirm, Space, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import {
  allRolesOf,
  settingsUsersApi,
  staffNameOf,
  type SettingsUser,
} from '@console/contract/settings-users/api';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { useDeleteSettingsUser, useResetSecondFactor } from './api';
import { ListPage } from '../../kit/list/ListPage';
import { useUrlList } from '../../kit/list/useUrlList';
import { SettingsUserDialog } from './SettingsUserDialog';
import { StaffPermissionsDrawer } from './StaffPermissionsDrawer';
import { useFeedback } from '../../kit/feedback';
import { PlainTag } from '../../kit/widgets/PlainTag';
import { YesNo } from '../../kit/widgets/YesNo';

export const USER_DELETED = 'User has been successfully deleted!';
const SECOND_FACTOR_RESET = 'Two-step sign-in has been reset';

/** Which dialog is open: none, a new user, or one user's details. */
type Dialog = { user?: SettingsUser } | null;

/** The list's columns in the spec's order; their captions are the list's own. */
const FIELDS = ['firstName', 'lastName', 'userName', 'email', 'phone', 'comments'] as const;

/** Every role of a user, the Admin switch's first. */
function Roles({ user }: { user: SettingsUser }) {
  const roles = allRolesOf(user);
  if (roles.length === 0) return <Typography.Text type="secondary">No role</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {roles.map((role) => (
        <PlainTag key={role}>{role}</PlainTag>
      ))}
    </Flex>
  );
}

/**
 * Settings users (/Users): search, Add User, and the paged table with edit, effective permissions,
 * the reset of a user's two-step sign-in (a lost phone) and delete per row. A delete that empties a
 * later page is followed by the kit's return to page 1.
 */
export default function SettingsUsersPage() {
  const list = useUrlList(settingsUsersApi.list);
  const remove = useDeleteSettingsUser();
  const reset = useResetSecondFactor();
  const { message } = useFeedback();
  const { readOnly, userId } = useCurrentStaff();
  const [dialog, setDialog] = useState<Dialog>(null);
  /** Whose effective permissions the drawer shows. */
  const [permissionsOf, setPermissionsOf] = useState<SettingsUser>();

  const deleteUser = (user: SettingsUser) =>
    remove
      .mutateAsync({ params: { id: user.id } })
      .then(() => void message.success(USER_DELETED))
      // The error catalogue has already told the user why.
      .catch(() => undefined);

  const resetSecondFactor = (user: SettingsUser) =>
    reset
      .mutateAsync({ params: { id: user.id } })
      .then(() => void message.success(SECOND_FACTOR_RESET))
      .catch(() => undefined);

  const columns: TableColumnType<SettingsUser>[] = [
    ...FIELDS.map((field) => ({ key: field, dataIndex: field })),
    // Wide enough for two tags a line; more wrap rather than hide under the actions.
    { key: 'roles', title: 'Roles', width: 190, render: (_value, user) => <Roles user={user} /> },
    {
      key: 'secondFactor',
      title: 'Two-step sign-in',
      dataIndex: 'secondFactor',
      render: (on: boolean) => <YesNo value={on} />,
    },
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
          <Button
            type="text"
            icon={<SafetyCertificateOutlined />}
            aria-label={`Permissions of ${user.userName}`}
            title="Effective permissions"
            onClick={() => setPermissionsOf(user)}
          />
          {/* Their own is turned off from the user menu, with a code. */}
          <Popconfirm
            title="Reset two-step sign-in?"
            description={`${user.firstName} ${user.lastName} will sign in with the password alone until they set it up again; their sessions end.`}
            okText="Reset"
            okButtonProps={{ danger: true }}
            onConfirm={() => resetSecondFactor(user)}
            disabled={readOnly || !user.secondFactor || user.id === userId}
          >
            <Button
              type="text"
              icon={<SafetyOutlined />}
              aria-label={`Reset two-step sign-in of ${user.userName}`}
              disabled={readOnly || !user.secondFactor || user.id === userId}
            />
          </Popconfirm>
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
      <StaffPermissionsDrawer
        userId={permissionsOf?.id}
        title={permissionsOf ? staffNameOf(permissionsOf) : ''}
        onClose={() => setPermissionsOf(undefined)}
      />
    </>
  );
}
