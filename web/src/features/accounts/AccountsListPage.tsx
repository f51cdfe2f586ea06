import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from 'antd';
import type { TableColumnType } from 'antd';
import { ApartmentOutlined, FilterOutlined, FolderOpenOutlined, PlusOutlined } from '@ant-design/icons';
import { accountSearchProblem, accountsApi, type AccountListItem } from '@console/contract/accounts/api';
import type { AdminUser } from '@console/contract/books/api';
import { rankRowColour } from '@console/contract/rank';
import { CURRENT_ADMIN_SUFFIX, useAccountsList, useAdminUsers } from './api';
import { FilterPanel } from '../../kit/list/FilterPanel';
import type { NamedErrors } from '../../kit/widgets/ErrorsDialog/groupErrors';
import { IssueRankTag } from '../../kit/widgets/IssueRankTag/IssueRankTag';
import { HoverTooltip } from '../../kit/widgets/HoverTooltip';
import { ListPage } from '../../kit/list/ListPage';
import { Permitted } from '../../kit/Permitted';
import { RowButton } from '../../kit/widgets/RowButton';
import { useListReturn, type ListReturn } from '../../kit/list/listReturn';
import type { ListState } from '../../kit/list/listState';
import { EMPTY_TEXT } from '../../lib/formats';
import type { CreatedAccount } from './CreateAccountDialog';
import { CountBadge } from '../../kit/widgets/CountBadge';
import { lazyPart } from '../../kit/widgets/lazyPart';
import { LazySelect } from '../../kit/widgets/LazySelect';
import { AssignedToYouStar } from './MyAccountStar';
import { accountPath, ACCOUNTS_LIST_PATH } from './paths';
import styles from './rankRows.module.css';
import { useCurrentStaff } from '../../kit/useCurrentStaff';
import { TEXT } from './texts';
import { YesNo } from '../../kit/widgets/YesNo';

// Drawn only once asked for: the list's first screen loads without the form and its inputs.
const CreateAccountDialog = lazyPart(() =>
  import('./CreateAccountDialog').then((m) => m.CreateAccountDialog),
);
const ErrorsDialog = lazyPart(() =>
  import('../../kit/widgets/ErrorsDialog/ErrorsDialog').then((m) => m.ErrorsDialog),
);

/** The list's filter of the admins an account is assigned to, under the API's own name. */
const ASSIGNED_TO_FILTER = 'assignedToCollection';

/** The Assigned To filter's admin ids, as the address holds them. */
function assignedToOf(state: ListState): number[] {
  const ids = state.filters[ASSIGNED_TO_FILTER];
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

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

/*
 * The cells are plain elements where antd's would only lay out (Flex): a 400-row page renders
 * each cell 400 times, and an antd component's hooks (its context, theme and style registration)
 * cost more than the row they draw.
 */
const NAME_CELL = { display: 'flex', flexDirection: 'column', gap: 2 } as const;
const ASSIGNED_TO_CELL = { display: 'flex', alignItems: 'center', gap: 6 } as const;

function AccountName({ account, listReturn }: { account: AccountListItem; listReturn: ListReturn }) {
  return (
    <div style={NAME_CELL}>
      <Link to={accountPath(account.id)} state={listReturn}>
        {account.customerName}
      </Link>
      {account.parentId !== null && (
        <HoverTooltip title={TEXT.parent}>
          <Link to={accountPath(account.parentId)} state={listReturn} style={{ fontSize: 12 }}>
            <ApartmentOutlined /> {account.parentName ?? account.parentId}
          </Link>
        </HoverTooltip>
      )}
    </div>
  );
}

/**
 * The accounts list ('/', console-core §2): search, the Assigned To filter, Create Account, Export
 * CSV, and the paged table, rows tinted by issue rank. Page, size, sort, search and filter live in
 * the URL under the list call's own names.
 */
export default function AccountsListPage() {
  const list = useAccountsList();
  const { state, update } = list;
  const admins = useAdminUsers();
  const navigate = useNavigate();
  const listReturn = useListReturn(ACCOUNTS_LIST_PATH);
  const [creating, setCreating] = useState(false);
  const [createErrors, setCreateErrors] = useState<NamedErrors[]>([]);
  const assignedTo = assignedToOf(state);
  const [filtersShown, setFiltersShown] = useState(assignedTo.length > 0);
  const staff = useCurrentStaff();
  const { userId } = staff;
  const choices = adminChoices(admins.data ?? [], userId);
  const filterAssignedTo = (ids: number[]) => update({ filters: { [ASSIGNED_TO_FILTER]: ids }, page: 1 });

  const onCreated = ({ customerName, productErrors }: CreatedAccount) => {
    setCreating(false);
    // The new account is shown by its name, whatever page, sort or filter the list was on.
    update({ textFilter: customerName, filters: {}, page: 1 });
    setCreateErrors(productErrors);
  };

  const columns: TableColumnType<AccountListItem>[] = [
    { key: 'id', dataIndex: 'id', width: 120 },
    {
      key: 'customerName',
      render: (_, account) => <AccountName account={account} listReturn={listReturn} />,
    },
    { key: 'contactName', dataIndex: 'contactName' },
    { key: 'active', dataIndex: 'active', render: (active: boolean) => <YesNo value={active} /> },
    {
      key: 'issuesTotalRank',
      render: (_, account) => <IssueRankTag rank={account.issuesTotalRank} issues={account.productIssues} />,
    },
    {
      // Sorted by the admin (assignedTo), captioned as the list's assignedToUserName column.
      key: 'assignedTo',
      title: list.spec.columns.find((column) => column.field === 'assignedToUserName')?.caption,
      filters: choices.map(({ value, label }) => ({ value, text: label })),
      filteredValue: assignedTo,
      render: (_, account) => (
        <div style={ASSIGNED_TO_CELL}>
          {account.assignedToUserName ?? EMPTY_TEXT}
          <AssignedToYouStar assignedTo={account.assignedTo} staff={staff} />
        </div>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      fixed: 'right',
      render: (_, account) => (
        <RowButton
          icon={<FolderOpenOutlined />}
          aria-label={`Open ${account.customerName}`}
          onClick={() => void navigate(accountPath(account.id), { state: listReturn })}
        >
          Open
        </RowButton>
      ),
    },
  ];

  return (
    <>
      <ListPage<AccountListItem>
        list={list}
        title="Accounts"
        columns={columns}
        rowKey="id"
        search={{
          label: 'Search accounts',
          placeholder: 'Search by ID, account or contact name',
          validate: accountSearchProblem,
        }}
        toolbar={
          <>
            <CountBadge count={assignedTo.length}>
              <Button
                icon={<FilterOutlined />}
                aria-expanded={filtersShown}
                onClick={() => setFiltersShown(!filtersShown)}
              >
                {TEXT.filter}
              </Button>
            </CountBadge>
            <Permitted call={accountsApi.create}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                {...CreateAccountDialog.opener}
                onClick={() => setCreating(true)}
              >
                {TEXT.createAccount}
              </Button>
            </Permitted>
          </>
        }
        filters={
          filtersShown && (
            <AssignedToPanel
              assignedTo={assignedTo}
              choices={choices}
              loading={admins.isPending}
              onChange={filterAssignedTo}
            />
          )
        }
        onColumnFilters={(filters) => filterAssignedTo((filters.assignedTo ?? []).map(Number))}
        nouns={['account', 'accounts']}
        empty={{ none: 'No accounts yet', filtered: 'No accounts match' }}
        table={{ className: styles.table, rowClassName: rankRowClass }}
      />
      {creating && <CreateAccountDialog onClose={() => setCreating(false)} onCreated={onCreated} />}
      {createErrors.length > 0 && (
        <ErrorsDialog
          open
          title={TEXT.createErrorsTitle}
          errors={createErrors}
          onClose={() => setCreateErrors([])}
        />
      )}
    </>
  );
}

interface AssignedToPanelProps {
  assignedTo: number[];
  choices: { value: number; label: string }[];
  loading: boolean;
  onChange: (assignedTo: number[]) => void;
}

/** The Filter button's panel: the same Assigned To filter as the column's, for a longer admin list. */
function AssignedToPanel({ assignedTo, choices, loading, onChange }: AssignedToPanelProps) {
  return (
    <FilterPanel label="Assigned To">
      <LazySelect<number[]>
        mode="multiple"
        aria-label="Assigned To filter"
        placeholder="Any admin"
        allowClear
        loading={loading}
        value={assignedTo}
        options={choices}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={onChange}
        style={{ minWidth: 280, flex: 1, maxWidth: 520 }}
      />
      <Button type="link" disabled={assignedTo.length === 0} onClick={() => onChange([])}>
        Clear filters
      </Button>
    </FilterPanel>
  );
}
