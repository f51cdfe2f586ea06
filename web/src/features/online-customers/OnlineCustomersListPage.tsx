import type { TableColumnType } from 'antd';
import type { OnlineCustomerListItem } from '@console/contract/vsonline/api';
import { useCustomerFilters, useOnlineCustomersList } from './api';
import { IssueRankTag } from '../../kit/widgets/IssueRankTag/IssueRankTag';
import { choiceFilter, ListFilters } from '../../kit/list/ListFilters';
import {
  accountSearch,
  activeFilter,
  lastScanColumn,
  useAccountColumns,
} from '../../kit/product/accountLists';
import { ListPage } from '../../kit/list/ListPage';
import { customerPath, CUSTOMERS_LIST_PATH } from './paths';
import { TEXT } from './texts';

/**
 * The Dashboard's customers (product-families §9): the online customers, latest scan first, with
 * the text, active, expiration and plan filters in the address and Export CSV.
 */
export default function OnlineCustomersListPage() {
  const list = useOnlineCustomersList();
  const options = useCustomerFilters();
  // The filters under the list call's own names (contract/src/vsonline/api.ts).
  const filters = [
    activeFilter,
    choiceFilter(
      'expDate',
      'Expiration',
      options.data?.expDates.map(({ name, value }) => ({ value, label: name })),
      { loading: options.isPending, width: 200 },
    ),
    choiceFilter(
      'subscriptionPlanId',
      'Subscription Plan',
      options.data?.subscriptionPlans.map(({ id, name }) => ({ value: id, label: name })),
      { any: 'Any plan', loading: options.isPending, width: 200 },
    ),
  ];

  const columns: TableColumnType<OnlineCustomerListItem>[] = [
    ...useAccountColumns<OnlineCustomerListItem>(CUSTOMERS_LIST_PATH, customerPath),
    lastScanColumn<OnlineCustomerListItem>(),
    { key: 'scansLast30Days', dataIndex: 'scansLast30Days', align: 'right' },
    { key: 'locations', dataIndex: 'locations', align: 'right', width: 110 },
    { key: 'devices', dataIndex: 'devices', align: 'right', width: 100 },
    {
      key: 'issuesTotalRank',
      width: 100,
      render: (_, customer) => <IssueRankTag rank={customer.issuesTotalRank} />,
    },
  ];

  return (
    <ListPage<OnlineCustomerListItem>
      list={list}
      title={TEXT.customers}
      columns={columns}
      rowKey="id"
      search={accountSearch('Search customers')}
      filters={<ListFilters list={list} filters={filters} />}
      nouns={['customer', 'customers']}
      empty={{ none: 'No online customers yet', filtered: 'No customers match' }}
    />
  );
}
