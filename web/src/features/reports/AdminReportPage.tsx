import { Card, Flex, Table, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { UNASSIGNED, type AdminReportRow, type AdminReportSummary } from '@console/contract/reports/api';
import { useAdminReport, useAdminReportSummary, useReportFilterOptions } from './api';
import { choiceFilter, ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { lastScanColumn } from '../../kit/product/accountLists';
import { YesNo } from '../../kit/widgets/YesNo';
import { openListCsvWindow } from '../../kit/reports/openCsv';
import { reportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { filterOf } from '../../kit/reports/filters';
import { customerActiveFilter } from './filters';
import { countColumn, customerColumn } from './columns';
import { TEXT } from './texts';

const columns: TableColumnType<AdminReportRow>[] = [
  {
    key: 'assignedTo',
    dataIndex: 'assignedToName',
    title: 'Assigned To',
    render: (name: string) => name || <Typography.Text type="secondary">{TEXT.unassigned}</Typography.Text>,
  },
  customerColumn(),
  {
    key: 'customerActive',
    dataIndex: 'customerActive',
    render: (active: boolean) => <YesNo value={active} />,
  },
  lastScanColumn(),
  countColumn('scans'),
];

type SummaryRow = AdminReportSummary[number];

/**
 * /Reports/AdminReport: how many customers each staff user is assigned (a row picks that user's
 * customers), and the customers with their assignee and scans in the period (by default the last 24
 * hours); its CSV opens in a new window (product-families §2).
 */
export default function AdminReportPage() {
  const list = useAdminReport();
  const filter = filterOf(list);
  const summary = useAdminReportSummary();
  const options = useReportFilterOptions();
  const assignedTo = list.state.filters.assignedTo as number | undefined;
  const keyOf = (row: SummaryRow) => row.assignedTo ?? UNASSIGNED;
  const filters = [
    reportPeriodFilter('other'),
    choiceFilter(
      'assignedTo',
      'Assigned to',
      (summary.data ?? []).map((row) => ({
        value: keyOf(row),
        label: row.assignedToName || TEXT.unassigned,
      })),
      { any: 'Anyone' },
    ),
    customerActiveFilter('all'),
    choiceFilter(
      'subscriptionPlanId',
      'Subscription plan',
      (options.data?.subscriptionPlans ?? []).map((plan) => ({ value: plan.id, label: plan.name })),
      { any: 'Any plan', width: 220 },
    ),
    choiceFilter(
      'expDate',
      'Expiration',
      (options.data?.expDates ?? []).map((option) => ({ value: option.value, label: option.name })),
      { width: 200 },
    ),
  ];
  return (
    <ListPage<AdminReportRow>
      list={list}
      title={TEXT.adminReport}
      columns={columns}
      rowKey="customerId"
      search={{ label: 'Search customers', placeholder: 'Customer name' }}
      onExport={() => openListCsvWindow(list)}
      filters={
        <Flex vertical gap={0}>
          <Card
            size="small"
            title={TEXT.customersPerAdmin}
            role="region"
            aria-label={TEXT.customersPerAdmin}
            style={{ marginBottom: 16 }}
          >
            <Table<SummaryRow>
              size="small"
              rowKey={keyOf}
              loading={summary.isFetching}
              dataSource={summary.data ?? []}
              pagination={false}
              scroll={{ y: 200 }}
              rowSelection={{
                type: 'radio',
                selectedRowKeys: assignedTo === undefined ? [] : [assignedTo],
                onChange: ([key]) => filter({ assignedTo: key === undefined ? undefined : Number(key) }),
                getCheckboxProps: (row) => ({
                  'aria-label': `Show the customers of ${row.assignedToName || TEXT.unassigned}`,
                }),
              }}
              columns={[
                {
                  key: 'name',
                  // A row's radio shows that user's customers below (the Assigned To filter).
                  title: 'Staff user',
                  dataIndex: 'assignedToName',
                  render: (name: string) => name || TEXT.unassigned,
                },
                { key: 'customers', title: 'Customers', dataIndex: 'customers', align: 'right' },
              ]}
            />
          </Card>
          <ListFilters list={list} filters={filters} />
        </Flex>
      }
      nouns={['customer', 'customers']}
      empty={{ none: 'No customers yet', filtered: 'No customers match' }}
    />
  );
}
