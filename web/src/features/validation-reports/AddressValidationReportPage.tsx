import type { TableColumnType } from 'antd';
import type { AddressValidationRow } from '@console/contract/validation-reports/api';
import { useAddressValidationReport } from './api';
import { idFilter, ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { customerFilter } from '../../kit/reports/filters';
import { openListCsvWindow } from '../../kit/reports/openCsv';
import { reportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { YesNo } from '../../kit/widgets/YesNo';
import { EMPTY_TEXT, formatDateTime } from '../../lib/formats';
import { flagFilter } from './ReportFilters';
import { TEXT } from './texts';

const flag = (value: boolean) => <YesNo value={value} />;
const orEmpty = (value: string) => value || EMPTY_TEXT;

const columns: TableColumnType<AddressValidationRow>[] = [
  { key: 'id', dataIndex: 'id', width: 100 },
  { key: 'checkedAt', dataIndex: 'checkedAt', render: (value: string) => formatDateTime(value) },
  { key: 'customerName', dataIndex: 'customerName' },
  { key: 'address', dataIndex: 'address', render: orEmpty },
  { key: 'city', dataIndex: 'city', render: orEmpty },
  { key: 'state', dataIndex: 'state', render: orEmpty, width: 80 },
  { key: 'zip', dataIndex: 'zip', render: orEmpty, width: 90 },
  { key: 'validated', dataIndex: 'validated', render: flag },
  { key: 'valid', dataIndex: 'valid', render: flag },
  { key: 'found', dataIndex: 'found', render: flag },
];

const FILTERS = [
  reportPeriodFilter('other'),
  flagFilter('validated', 'Validated'),
  flagFilter('valid', 'Valid'),
  flagFilter('found', 'Found'),
  idFilter('id', 'Request ID', { width: 130 }),
  customerFilter(),
];

/**
 * /Reports/AddressValidationReport: the address checks the products reported in the period, latest
 * first, with the filters of product-families §3 in the address (searchQuery, the period (fromto),
 * validated, valid, found, id: the request, custId) and Export CSV, which opens in a new window.
 */
export default function AddressValidationReportPage() {
  const list = useAddressValidationReport();
  return (
    <ListPage<AddressValidationRow>
      list={list}
      title={TEXT.addressValidation}
      columns={columns}
      onExport={() => openListCsvWindow(list)}
      rowKey="id"
      search={{ label: 'Search addresses', placeholder: 'Address, city or ZIP code' }}
      filters={<ListFilters list={list} filters={FILTERS} />}
      nouns={['address check', 'address checks']}
      empty={{ none: 'No address checks in this period', filtered: 'No address checks match' }}
    />
  );
}
