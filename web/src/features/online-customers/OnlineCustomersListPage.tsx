import type { TableColumnType } from 'antd';
import type { OnlineCustomerListItem } from '@console/contract/vsonline/api';
import { useCustomerFilters, useOnlineCustomersList } from './api';
import { Select } from 'antd';
import { IssueRankTag } from '../../kit/widgets/IssueRankTag/IssueRankTag';
import { FilterPanel } from '../../kit/list/FilterPanel';
import { accountColumns, accountSearch, ActiveFilter, lastScanColumn } from '../../kit/product/accountLists';
import { ListPage } from '../../kit/list/ListPage';
import { useListReturn } from '../../kit/list/listReturn';
import type { ListState } from '../../kit/list/listState';
import { customerPath, CUSTOMERS_LIST_PATH } from './paths';
import { TEXT } from './texts';

/** The list's filters under the list call's own names (contract/src/vsonline/api.ts). */
type FilterName = 'active' | 'expDate' | 'subscriptionPlanId';

const filterOf = (state: ListState, name: FilterName) => {
  const value = state.filters[name];
  return value === undefined || value === null ? undefined : String(value);
};

/**
 * The Dashboard's customers (product-families §9): the online customers, latest scan first, with
 * the text, active, expiration and plan filters in the address and Export CSV.
 */
export default function OnlineCustomersListPage() {
  const list = useOnlineCustomersList();
  const { state, update } = list;
  const options = useCustomerFilters();
  const listReturn = useListReturn(CUSTOMERS_LIST_PATH);

  const filter = (name: FilterName, value: boolean | string | number | undefined) =>
    update({ filters: { ...state.filters, [name]: value }, page: 1 });

  const columns: TableColumnType<OnlineCustomerListItem>[] = [
    ...accountColumns<OnlineCustomerListItem>(customerPath, listReturn),
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

  const selectStyle = { minWidth: 200 };
  return (
    <ListPage<OnlineCustomerListItem>
      list={list}
      title={TEXT.customers}
      columns={columns}
      rowKey="id"
      search={accountSearch('Search customers')}
      filters={
        <FilterPanel label="Filters">
          <ActiveFilter list={list} />
          <Select
            aria-label="Expiration filter"
            placeholder="Any expiration"
            allowClear
            style={selectStyle}
            loading={options.isPending}
            value={filterOf(state, 'expDate')}
            options={options.data?.expDates.map(({ name, value }) => ({ value, label: name }))}
            onChange={(value?: string) => filter('expDate', value)}
          />
          <Select
            aria-label="Subscription Plan filter"
            placeholder="Any plan"
            allowClear
            style={selectStyle}
            loading={options.isPending}
            value={filterOf(state, 'subscriptionPlanId')}
            options={options.data?.subscriptionPlans.map(({ id, name }) => ({
              value: String(id),
              label: name,
            }))}
            onChange={(value?: string) =>
              filter('subscriptionPlanId', value === undefined ? undefined : Number(value))
            }
          />
        </FilterPanel>
      }
      nouns={['customer', 'customers']}
      empty={{ none: 'No online customers yet', filtered: 'No customers match' }}
    />
  );
}
