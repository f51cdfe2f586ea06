import { InputNumber } from 'antd';
import type { TableColumnType } from 'antd';
import type { AddressValidationRow } from '@console/contract/validation-reports/api';
import { useAddressValidationReport } from './api';
import { FilterPanel } from '../../kit/list/FilterPanel';
import { ListPage } from '../../kit/list/ListPage';
import { CustomerFilter, filterOf } from '../../kit/reports/filters';
import { openListCsvWindow } from '../../kit/reports/openCsv';
import { ReportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { YesNo } from '../../kit/widgets/YesNo';
import { EMPTY_TEXT, formatDateTime } from '../../lib/formats';
import { YesNoFilter } from './ReportFilters';
import { TEXT } from './texts';

type Filters = {
  validated?: boolean;
  valid?: boolean;
  found?: boolean;
  id?: number;
};

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

/**
 * /Reports/AddressValidationReport: the address checks the products reported in the period, latest
 * first, with the filters of product-families §3 in the address (searchQuery, the period (fromto),
 * validated, valid, found, id: the request, custId) and Export CSV, which opens in a new window.
 */
export default function AddressValidationReportPage() {
  const list = useAddressValidationReport();
  const filters = list.state.filters as Filters;
  const filter: (changes: Partial<Filters>) => void = filterOf(list);
  return (
    <ListPage<AddressValidationRow>
      list={list}
      title={TEXT.addressValidation}
      columns={columns}
      onExport={() => openListCsvWindow(list)}
      rowKey="id"
      search={{ label: 'Search addresses', placeholder: 'Address, city or ZIP code' }}
      filters={
        <FilterPanel label="Filters">
          <ReportPeriodFilter list={list} kind="other" />
          <YesNoFilter
            label="Validated"
            value={filters.validated}
            onChange={(validated) => filter({ validated })}
          />
          <YesNoFilter label="Valid" value={filters.valid} onChange={(valid) => filter({ valid })} />
          <YesNoFilter label="Found" value={filters.found} onChange={(found) => filter({ found })} />
          <InputNumber
            aria-label="Request ID filter"
            placeholder="Request ID"
            min={1}
            precision={0}
            style={{ width: 130 }}
            value={filters.id}
            onChange={(id) => filter({ id: typeof id === 'number' ? id : undefined })}
          />
          <CustomerFilter list={list} />
        </FilterPanel>
      }
      nouns={['address check', 'address checks']}
      empty={{ none: 'No address checks in this period', filtered: 'No address checks match' }}
    />
  );
}
