import type { TableColumnType } from 'antd';
import type { FailedVerificationsRow } from '@console/contract/validation-reports/api';
import { useFailedVerificationsReport } from './api';
import { ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { customerFilter } from '../../kit/reports/filters';
import { openListCsvWindow } from '../../kit/reports/openCsv';
import { reportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { EMPTY_TEXT, formatDateTime } from '../../lib/formats';
import { TEXT } from './texts';

const FILTERS = [reportPeriodFilter('other'), customerFilter()];

const columns: TableColumnType<FailedVerificationsRow>[] = [
  { key: 'customerName', dataIndex: 'customerName' },
  { key: 'failed', dataIndex: 'failed', align: 'right', width: 110 },
  { key: 'lastFailedAt', dataIndex: 'lastFailedAt', render: (value: string) => formatDateTime(value) },
  { key: 'topReason', dataIndex: 'topReason', render: (value: string | null) => value ?? EMPTY_TEXT },
];

/**
 * /Reports/FailedVerificationsReport: the customers whose verifications failed in the period, most
 * failures first, with the filters of product-families §3 in the address (searchQuery, sortField,
 * the period (fromto), custId) and Export CSV, which opens in a new window.
 */
export default function FailedVerificationsReportPage() {
  const list = useFailedVerificationsReport();
  return (
    <ListPage<FailedVerificationsRow>
      list={list}
      title={TEXT.failedVerifications}
      columns={columns}
      onExport={() => openListCsvWindow(list)}
      rowKey="accountId"
      search={{ label: 'Search customers', placeholder: 'Customer name' }}
      filters={<ListFilters list={list} filters={FILTERS} />}
      nouns={['customer', 'customers']}
      empty={{
        none: 'No failed verifications in this period',
        filtered: 'No customer with failed verifications matches',
      }}
    />
  );
}
