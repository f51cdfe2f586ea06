import { Select } from 'antd';
import { DEVICE_KINDS } from '@console/contract/vsonline/api';
import { reportsApi } from '@console/contract/reports/api';
import { useDeviceReport } from './api';
import { FilterPanel } from '../../kit/list/FilterPanel';
import { ListPage } from '../../kit/list/ListPage';
import { openCsvWindow, withoutPaging } from '../../kit/reports/openCsv';
import { ReportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { deviceColumns, type DeviceRow } from './deviceColumns';
import { CustomerFilter, filterOf } from '../../kit/reports/filters';
import { TEXT } from './texts';

/**
 * /Reports/DeviceReport: every device of the company's customers with its scans in the period (by
 * default the last 24 hours), most recently seen first; its CSV (DevicesReportCsv) opens in a new
 * window (product-families §2).
 */
export default function DeviceReportPage() {
  const list = useDeviceReport();
  return (
    <ListPage<DeviceRow>
      list={list}
      title={TEXT.deviceReport}
      columns={deviceColumns(true)}
      rowKey="id"
      search={{ label: 'Search devices', placeholder: 'Device name or serial number' }}
      onExport={() =>
        openCsvWindow(reportsApi.devicesCsv, withoutPaging(list.addressedQuery(), list.spec.names))
      }
      filters={
        <FilterPanel label="Filters">
          <ReportPeriodFilter list={list} kind="other" />
          <Select
            aria-label="Kind filter"
            placeholder="Any kind"
            allowClear
            style={{ minWidth: 140 }}
            value={list.state.filters.kind as string | undefined}
            options={DEVICE_KINDS.map((kind) => ({ value: kind, label: kind }))}
            onChange={(kind?: string) => filterOf(list)({ kind })}
          />
          <CustomerFilter list={list} />
        </FilterPanel>
      }
      nouns={['device', 'devices']}
      empty={{ none: 'No devices yet', filtered: 'No devices match' }}
    />
  );
}
