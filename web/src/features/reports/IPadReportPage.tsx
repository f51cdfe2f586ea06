import { reportsApi } from '@console/contract/reports/api';
import { useIPadReport } from './api';
import { ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { openListCsvWindow } from '../../kit/reports/openCsv';
import { reportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { deviceColumns, type DeviceRow } from './deviceColumns';
import { customerFilter } from '../../kit/reports/filters';
import { TEXT } from './texts';

const FILTERS = [reportPeriodFilter('other'), customerFilter()];

/**
 * /Reports/iPadReport: the iPads with their app version, last seen and scans in the period (by
 * default the last 24 hours); IPadsReportCsv opens in a new window, as the other report CSVs do.
 */
export default function IPadReportPage() {
  const list = useIPadReport();
  return (
    <ListPage<DeviceRow>
      list={list}
      title={TEXT.iPadReport}
      columns={deviceColumns(false)}
      rowKey="id"
      search={{ label: 'Search iPads', placeholder: 'iPad name or serial number' }}
      onExport={() => openListCsvWindow(list, reportsApi.iPadsCsv)}
      filters={<ListFilters list={list} filters={FILTERS} />}
      nouns={['iPad', 'iPads']}
      empty={{ none: 'No iPads yet', filtered: 'No iPads match' }}
    />
  );
}
