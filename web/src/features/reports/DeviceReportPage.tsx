import { DEVICE_KINDS } from '@console/contract/vsonline/api';
import { reportsApi } from '@console/contract/reports/api';
import { useDeviceReport } from './api';
import { choiceFilter, ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { openListCsvWindow } from '../../kit/reports/openCsv';
import { reportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { deviceColumns, type DeviceRow } from './deviceColumns';
import { customerFilter } from '../../kit/reports/filters';
import { TEXT } from './texts';

const FILTERS = [
  reportPeriodFilter('other'),
  choiceFilter(
    'kind',
    'Kind',
    DEVICE_KINDS.map((kind) => ({ value: kind, label: kind })),
    { width: 140 },
  ),
  customerFilter(),
];

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
      onExport={() => openListCsvWindow(list, reportsApi.devicesCsv)}
      filters={<ListFilters list={list} filters={FILTERS} />}
      nouns={['device', 'devices']}
      empty={{ none: 'No devices yet', filtered: 'No devices match' }}
    />
  );
}
