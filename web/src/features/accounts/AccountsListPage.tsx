import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge, Button, Card, Empty, Flex, Input, Select, Table, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import { ApartmentOutlined, FilterOutlined, FolderOpenOutlined, PlusOutlined } from '@ant-design/icons';
import { accountSearchProblem, type AccountListItem } from '@console/contract/accounts';
import type { AdminUser } from '@console/contract/books';
import { rankRowColour } from '@console/contract/rank';
import {
  CURRENT_ADMIN_SUFFIX,
  useAccountsList,
  useAdminUsers,
  type AccountSortField,
} from '../../api/accounts';
import { ErrorsDialog } from '../../components/ErrorsDialog/ErrorsDialog';
import type { NamedErrors } from '../../components/ErrorsDialog/groupErrors';
import { IssueRankTag } from '../../components/IssueRankTag/IssueRankTag';
import { EMPTY_TEXT } from '../../lib/formats';
import { CreateAccountDialog, type CreatedAccount } from './CreateAccountDialog';
import { toAccountListQuery, useAccountsListState, type AccountsListState } from './listState';
import { MyAccountStar } from './MyAccountStar';
import { accountPath, useListReturn, type ListReturn } from './paths';
import styles from './rankRows.module.css';
import { useCurrentStaff } from './staff';
import { paginationOf, sortOrderOf, stateChangeOf } from './tableState';
import { TEXT } from './texts';
import { YesNoTag } from './YesNoTag';

/** The admins as filter choices; the signed-in user marked ' (current)' (console-core §3). */
const adminChoices = (admins: readonly AdminUser[], userId: number | undefined) =>
  admins.map((admin) => ({
    value: admin.id,
    label: admin.id === userId ? `${admin.name}${CURRENT_ADMIN_SUFFIX}` : admin.name,
  }));

/** The row's tint by issue rank: none at 0, then green, orange, red (contract/src/rank.ts). */
const rankRowClass = (row: AccountListItem) => {
  const colour = rankRowColour(row.issuesTotalRank);
  return colour ? (styles[colour] ?? '') : '';
};

function AccountName({ account, listReturn }: { account: AccountListItem; listReturn: ListReturn }) {
  return (
    <Flex vertical gap={2}>
      <Link to={accountPath(account.id)} state={listReturn}>
        {account.customerName}
      </Link>
      {account.parentId !== null && (
        <Tooltip title={TEXT.parent}>
          <Link to={accountPath(account.parentId)} state={listReturn} style={{ fontSize: 12 }}>
            <ApartmentOutlined /> {account.parentName ?? account.parentId}
          </Link>
        </Tooltip>
      )}
    </Flex>
  );
}

/**
 * The accounts list ('/', console-core §2): search, the Assigned To filter, Create Account, and the
 * paged table, rows tinted by issue rank. Page, size, sort, search and filter live in the URL.
 */
export default function AccountsListPage() {
  const [state, update] = useAccountsListState();
  const list = useAccountsList(toAccountListQuery(state));
  const admins = useAdminUsers();
  const navigate = useNavigate();
  const listReturn = useListReturn();
  const [creating, setCreating] = useState(false);
  const [createErrors, setCreateErrors] = useState<NamedErrors[]>([]);
  const [filtersShown, setFiltersShown] = useState(state.assignedTo.length > 0);
  const { readOnly, userId } = useCurrentStaff();
  const choices = adminChoices(admins.data ?? [], userId);
  const filtered = state.textFilter !== '' || state.assignedTo.length > 0;
  // A term refused as typed is never sent; one that came in the URL (a link, a hand-edited
  // address) is refused by the server too, and the same hint says why the list is empty.
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const searchProblem = typedProblem ?? accountSearchProblem(state.textFilter);

  const onSearch = (value: string) => {
    const problem = accountSearchProblem(value);
    setTypedProblem(problem);
    if (!problem) update({ textFilter: value.trim(), page: 1 });
  };

  const onCreated = ({ customerName, productErrors }: CreatedAccount) => {
    setCreating(false);
    // The new account is shown by its name, whatever page, sort or filter the list was on.
    update({ textFilter: customerName, assignedTo: [], page: 1 });
    setCreateErrors(productErrors);
  };

  const onChange: TableProps<AccountListItem>['onChange'] = (pagination, filters, sorter, extra) => {
    if (extra.action === 'filter') {
      update({ assignedTo: (filters.assignedTo ?? []).map(Number), page: 1 });
      return;
    }
    const change = stateChangeOf(state, pagination, sorter, extra);
    if (change) update(change);
  };

  const sortable = (key: AccountSortField) => ({ key, sorter: true, sortOrder: sortOrderOf(state, key) });

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Accounts
      </Typography.Title>
      <Card>
        <Flex justify="space-between" gap={16} wrap style={{ marginBottom: 16 }}>
          <Flex gap={8} wrap style={{ flex: 1 }}>
            <Flex vertical gap={4} style={{ flex: 1, maxWidth: 360 }}>
              <Input.Search
                // Remounted when the URL's search changes (back, forward, a new account), so the box shows it.
                key={state.textFilter}
                defaultValue={state.textFilter}
                aria-label="Search accounts"
                placeholder="Search by ID, account or contact name"
                allowClear
                status={searchProblem ? 'error' : undefined}
                onChange={() => setTypedProblem(null)}
                onSearch={onSearch}
              />
              {searchProblem && (
                <Typography.Text type="danger" role="alert">
                  {searchProblem}
                </Typography.Text>
              )}
            </Flex>
            <Badge count={state.assignedTo.length} size="small">
              <Button
                icon={<FilterOutlined />}
                aria-expanded={filtersShown}
                onClick={() => setFiltersShown(!filtersShown)}
              >
                {TEXT.filter}
              </Button>
            </Badge>
          </Flex>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={readOnly}
            onClick={() => setCreating(true)}
          >
            {TEXT.createAccount}
          </Button>
        </Flex>
        {filtersShown && (
          <FilterPanel state={state} choices={choices} loading={admins.isPending} update={update} />
        )}
        <Table<AccountListItem>
          rowKey="id"
          size="middle"
          className={styles.table}
          rowClassName={rankRowClass}
          loading={list.isFetching}
          dataSource={list.data?.items}
          onChange={onChange}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: list.isPending ? (
              ' '
            ) : (
              <Empty description={filtered ? 'No accounts match' : 'No accounts yet'} />
            ),
          }}
          pagination={paginationOf(
            state,
            list.data?.total ?? 0,
            ['account', 'accounts'],
            list.data?.totalCapped,
          )}
          columns={[
            { ...sortable('id'), title: 'Account ID', dataIndex: 'id', width: 120 },
            {
              ...sortable('customerName'),
              title: 'Account Name',
              render: (_, account) => <AccountName account={account} listReturn={listReturn} />,
            },
            { ...sortable('contactName'), title: 'Contact Name', dataIndex: 'contactName' },
            {
              ...sortable('active'),
              title: 'Active',
              dataIndex: 'active',
              render: (active: boolean) => <YesNoTag value={active} />,
            },
            {
              ...sortable('issuesTotalRank'),
              title: 'Issues',
              render: (_, account) => (
                <IssueRankTag rank={account.issuesTotalRank} issues={account.productIssues} />
              ),
            },
            {
              ...sortable('assignedTo'),
              title: 'Assigned To',
              filters: choices.map(({ value, label }) => ({ value, text: label })),
              filteredValue: state.assignedTo,
              render: (_, account) => (
                <Flex gap={6} align="center">
                  {account.assignedToUserName ?? EMPTY_TEXT}
                  <MyAccountStar assignedTo={account.assignedTo} />
                </Flex>
              ),
            },
            {
              key: 'actions',
              title: 'Actions',
              fixed: 'right',
              render: (_, account) => (
                <Button
                  size="small"
                  icon={<FolderOpenOutlined />}
                  aria-label={`Open ${account.customerName}`}
                  onClick={() => navigate(accountPath(account.id), { state: listReturn })}
                >
                  Open
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {creating && <CreateAccountDialog onClose={() => setCreating(false)} onCreated={onCreated} />}
      <ErrorsDialog
        open={createErrors.length > 0}
        title={TEXT.createErrorsTitle}
        errors={createErrors}
        onClose={() => setCreateErrors([])}
      />
    </>
  );
}

interface FilterPanelProps {
  state: AccountsListState;
  choices: { value: number; label: string }[];
  loading: boolean;
  update: (changes: Partial<AccountsListState>) => void;
}

/** The Filter button's panel: the same Assigned To filter as the column's, for a longer admin list. */
function FilterPanel({ state, choices, loading, update }: FilterPanelProps) {
  return (
    <Flex
      gap={12}
      align="center"
      wrap
      role="region"
      aria-label="Filters"
      style={{ marginBottom: 16, padding: '12px 16px', background: '#fafafa', borderRadius: 6 }}
    >
      <Typography.Text strong>Assigned To</Typography.Text>
      <Select<number[]>
        mode="multiple"
        aria-label="Assigned To filter"
        placeholder="Any admin"
        allowClear
        loading={loading}
        value={state.assignedTo}
        options={choices}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(assignedTo) => update({ assignedTo, page: 1 })}
        style={{ minWidth: 280, flex: 1, maxWidth: 520 }}
      />
      <Button
        type="link"
        disabled={state.assignedTo.length === 0}
        onClick={() => update({ assignedTo: [], page: 1 })}
      >
        Clear filters
      </Button>
    </Flex>
  );
}
