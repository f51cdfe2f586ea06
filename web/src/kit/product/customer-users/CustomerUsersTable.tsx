import { useState, type ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import type { AccountUserRow } from '@console/contract/accounts/api';
import type { Endpoint } from '@console/contract/kit/endpoint';
import { formatDateTime } from '../../../lib/formats';
import { ListPage } from '../../list/ListPage';
import type { UrlList } from '../../list/useUrlList';
import { useMayCall } from '../../permit';
import { PermitDrawn } from '../../Permitted';
import { YesNo } from '../../widgets/YesNo';
import { NameWithLogin } from '../../widgets/NameWithLogin';
import { CUSTOMER_USER_TEXT as TEXT } from './texts';

type Dialog =
  { kind: 'add' } | { kind: 'edit'; userId: number } | { kind: 'credentials'; user: AccountUserRow } | null;

export interface CustomerUsersTableProps {
  /** The family's paged users call, in the address (useUrlList). */
  list: UrlList;
  /**
   * The family's calls behind the table's own buttons: adding a user, and reading a user's
   * credentials. Each button is gated by its call (kit/permit.ts): disabled, saying why, for staff
   * who may not make it.
   */
  calls: { create: Endpoint; credentials: Endpoint };
  /** Yes/no columns after Active that the family shows (the accounts page: Admin, Read Only). */
  flags?: readonly (keyof Pick<AccountUserRow, 'admin' | 'readOnly'>)[];
  /** Row actions after Edit and the credentials (the Dashboard's lock and registration e-mail). */
  rowActions?: (user: AccountUserRow) => ReactNode;
  /** The family's add (no userId) or edit dialog: a CustomerUserDialog with its calls. */
  userDialog: (userId: number | undefined, onClose: () => void) => ReactNode;
  /** The family's credentials dialog of a user. */
  credentialsDialog: (user: AccountUserRow, onClose: () => void) => ReactNode;
  /**
   * Actions over the selected users (the Dashboard's Set features): with them the table offers row
   * selection, kept across pages, and shows the actions with the count above the table.
   */
  bulkActions?: (selectedIds: readonly number[], clearSelection: () => void) => ReactNode;
}

/**
 * The users of a customer account (console-core §2 "Users tab"): search, Add user, the paged table
 * with each user's edit and credentials, and the family's own actions. One table for every family
 * whose customers have users; each brings its calls through the dialogs it renders.
 */
export function CustomerUsersTable({
  list,
  calls,
  flags = [],
  rowActions,
  userDialog,
  credentialsDialog,
  bulkActions,
}: CustomerUsersTableProps) {
  // One permit for every row's credentials button: the rows share it.
  const mayAdd = useMayCall(calls.create);
  const mayReadCredentials = useMayCall(calls.credentials);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<readonly number[]>([]);
  const clearSelection = () => setSelected([]);
  const close = () => setDialog(null);
  const yesNo = (key: string): TableColumnType<AccountUserRow> => ({
    key,
    dataIndex: key,
    render: (value: boolean) => <YesNo value={value} />,
  });

  const columns: TableColumnType<AccountUserRow>[] = [
    {
      // One column for the name, sorted by the first name.
      key: 'firstName',
      title: 'Name',
      render: (_, user) => (
        <NameWithLogin firstName={user.firstName} lastName={user.lastName} login={user.login} />
      ),
    },
    { key: 'email', dataIndex: 'email' },
    yesNo('active'),
    ...flags.map(yesNo),
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
            {TEXT.editUser}
          </Button>
          <PermitDrawn permit={mayReadCredentials}>
            <Button
              type="link"
              size="small"
              icon={<KeyOutlined />}
              aria-label={`${TEXT.showCredential} ${user.login}`}
              onClick={() => setDialog({ kind: 'credentials', user })}
            >
              {TEXT.showCredential}
            </Button>
          </PermitDrawn>
          {rowActions?.(user)}
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
          <Space wrap>
            {bulkActions && selected.length > 0 && (
              <>
                <Typography.Text>{TEXT.selected(selected.length)}</Typography.Text>
                {bulkActions(selected, clearSelection)}
              </>
            )}
            <PermitDrawn permit={mayAdd}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
                {TEXT.addUser}
              </Button>
            </PermitDrawn>
          </Space>
        }
        table={
          bulkActions && {
            rowSelection: {
              selectedRowKeys: [...selected],
              preserveSelectedRowKeys: true,
              // antd copies a column's title into its hidden measuring row, where a select-all
              // checkbox would be a focusable control inside aria-hidden (axe): rows are picked one by one.
              hideSelectAll: true,
              onChange: (keys) => setSelected(keys.map(Number)),
              getCheckboxProps: (user) => ({ 'aria-label': `Select ${user.login}` }),
            },
          }
        }
        nouns={['user', 'users']}
        empty={{ none: 'No users yet', filtered: 'No users match' }}
      />
      {dialog?.kind === 'add' && userDialog(undefined, close)}
      {dialog?.kind === 'edit' && userDialog(dialog.userId, close)}
      {dialog?.kind === 'credentials' && credentialsDialog(dialog.user, close)}
    </>
  );
}
