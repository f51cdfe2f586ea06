import { useMemo } from 'react';
import { Flex, Table, theme, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { ALL_ROLES, holdsAnyRole, type Role } from '@console/contract/gates';
import {
  EVERY_STAFF_USER,
  PERMISSION_RULE,
  permissionMatrix,
  type PermissionMatrixRow,
} from '@console/contract/permission-matrix';
import { PageHeading } from '../../kit/widgets/PageHeading';
import { PlainTag } from '../../kit/widgets/PlainTag';
import { useCurrentStaff } from '../../kit/useCurrentStaff';

export const GRANTED = 'Granted';
export const GRANTED_TO_EVERYONE = "Granted: every staff user's";
export const YOURS = 'Yours';

/** A check where the column grants the permission; a grey one where every staff user has it anyway. */
function Granted({ granted, everyday }: { granted: boolean; everyday: boolean }) {
  const { token } = theme.useToken();
  if (!granted) return null;
  const label = everyday ? GRANTED_TO_EVERYONE : GRANTED;
  return (
    <CheckOutlined
      role="img"
      aria-label={label}
      title={label}
      style={{ color: everyday ? token.colorTextTertiary : token.colorSuccess, fontSize: 16 }}
    />
  );
}

/** A column's title, with a tag on the columns that are the signed-in user's own. */
function ColumnTitle({ title, yours }: { title: string; yours: boolean }) {
  return (
    <Flex vertical align="center" gap={2}>
      <span>{title}</span>
      {yours && <PlainTag tone="success">{YOURS}</PlainTag>}
    </Flex>
  );
}

/**
 * Settings, Roles and permissions (/Roles): the permission table as a matrix, read from the contract
 * (the table the server enforces; no call). A row per permission with what it allows, a column for
 * every staff user and one per role: a role's column is what a staff user holding that role alone
 * may do, so the everyday checks repeat in every column, drawn grey. The signed-in user's own
 * columns are marked, so they can tell what they hold and which role to ask an Admin for.
 *
 * In Settings, the Admins' menu (console-core §2); other staff meet the same words where they are
 * refused: a disabled action's tooltip and a 403 name the permission and the roles granting it.
 */
export default function RolesPermissionsPage() {
  const { roles } = useCurrentStaff();
  const rows = useMemo(() => permissionMatrix(), []);
  const columns: TableColumnType<PermissionMatrixRow>[] = [
    {
      key: 'permission',
      title: 'Permission',
      minWidth: 320,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.title}</Typography.Text>
          <Typography.Text type="secondary">{row.description}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'everyone',
      title: <ColumnTitle title={EVERY_STAFF_USER} yours />,
      align: 'center',
      width: 120,
      render: (_, row) => <Granted granted={row.everyday} everyday={false} />,
    },
    ...ALL_ROLES.map((role: Role): TableColumnType<PermissionMatrixRow> => ({
      key: role,
      title: <ColumnTitle title={role} yours={holdsAnyRole(roles, [role])} />,
      align: 'center',
      width: 104,
      render: (_, row) => <Granted granted={row.roles[role]} everyday={row.everyday} />,
    })),
  ];
  return (
    <>
      <PageHeading style={{ marginTop: 0, marginBottom: 4 }}>Roles and permissions</PageHeading>
      <Typography.Paragraph style={{ maxWidth: 880 }}>{PERMISSION_RULE}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 880 }}>
        A role&apos;s column is what a staff user holding that role alone may do; the grey checks are the
        everyday work every staff user has. Roles are given by an Admin at Settings, Users.
      </Typography.Paragraph>
      {/*
        On a narrow screen the matrix scrolls rather than squeeze its checks; the scrolling region
        takes the focus, so a keyboard scrolls it too (the table holds nothing focusable).
      */}
      <div role="region" aria-label="Roles and permissions matrix" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<PermissionMatrixRow>
          aria-label="Roles and permissions"
          rowKey="permission"
          size="middle"
          bordered
          pagination={false}
          dataSource={rows}
          columns={columns}
          style={{ minWidth: 1000 }}
        />
      </div>
    </>
  );
}
