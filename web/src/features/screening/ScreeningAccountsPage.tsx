import { Tag } from 'antd';
import type { TableColumnType } from 'antd';
import type { ScreeningAccountListItem } from '@console/contract/screening/api';
import { useScreeningAccountsList } from './api';
import { ListFilters } from '../../kit/list/ListFilters';
import {
  accountSearch,
  activeFilter,
  lastScanColumn,
  useAccountColumns,
} from '../../kit/product/accountLists';
import { ListPage } from '../../kit/list/ListPage';
import { ACCOUNTS_PATH, screeningCustomerPath } from './paths';
import { TEXT } from './texts';

/** /ScreeningService/Accounts: the screening accounts, latest request first, searchable and exportable. */
export default function ScreeningAccountsPage() {
  const list = useScreeningAccountsList();

  const columns: TableColumnType<ScreeningAccountListItem>[] = [
    ...useAccountColumns<ScreeningAccountListItem>(ACCOUNTS_PATH, screeningCustomerPath),
    lastScanColumn<ScreeningAccountListItem>(),
    {
      key: 'activeSubscriptions',
      dataIndex: 'activeSubscriptions',
      align: 'right',
      render: (count: number) => <Tag color={count > 0 ? 'green' : 'default'}>{count}</Tag>,
    },
  ];

  return (
    <ListPage<ScreeningAccountListItem>
      list={list}
      title={TEXT.accounts}
      columns={columns}
      rowKey="id"
      search={accountSearch('Search accounts')}
      filters={<ListFilters list={list} filters={[activeFilter]} />}
      nouns={['account', 'accounts']}
      empty={{ none: 'No screening accounts yet', filtered: 'No accounts match' }}
    />
  );
}
