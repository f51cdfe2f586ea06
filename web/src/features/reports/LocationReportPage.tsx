import { Card, Flex, InputNumber, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import type { LocationReportRow } from '@console/contract/reports/api';
import { useLocationReport, useScansByDay } from './api';
import { REQUEST_STATUS_SERIES, StackedBarChart } from '../../kit/charts';
import { customFilter, ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { reportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { formatDate } from '../../lib/formats';
import { customerActiveFilter } from './filters';
import { countColumn, customerColumn } from './columns';
import { TEXT } from './texts';

const columns: TableColumnType<LocationReportRow>[] = [
  customerColumn(),
  {
    key: 'locationName',
    dataIndex: 'locationName',
    render: (name: string, row) => (
      <Link to={`/Dashboard/Customers/${row.customerId}/Locations/${row.locationId}`}>{name}</Link>
    ),
  },
  {
    key: 'city',
    dataIndex: 'city',
    render: (city: string, row) => [city, row.state].filter(Boolean).join(', ') || '—',
  },
  countColumn('scans'),
];

const FILTERS = [
  reportPeriodFilter('location'),
  customerActiveFilter('true'),
  customFilter('scansDuringThePeriodLessThan', ({ value, set }) => (
    <Flex gap={8} align="center">
      <Typography.Text>Scans less than</Typography.Text>
      <InputNumber
        aria-label="Scans during the period less than"
        min={1}
        precision={0}
        placeholder="Any"
        value={value as number | undefined}
        onChange={(lessThan) => set(lessThan ?? undefined)}
      />
    </Flex>
  )),
];

/**
 * /Reports/LocationReport: every location with its scans in the period (product-families §3 filters,
 * §9 defaults: the last 30 days, by customer name, active customers), the company's scans per day
 * above it, and the list as CSV.
 */
export default function LocationReportPage() {
  const list = useLocationReport();
  const fromto = list.state.filters.fromto as string[] | undefined;
  const chart = useScansByDay(fromto);
  return (
    <ListPage<LocationReportRow>
      list={list}
      title={TEXT.locationReport}
      columns={columns}
      rowKey="locationId"
      search={{ label: 'Search locations', placeholder: 'Location or customer name' }}
      filters={
        <Flex vertical gap={0}>
          <ListFilters list={list} filters={FILTERS} />
          <Card size="small" style={{ marginBottom: 16 }}>
            <StackedBarChart
              title={TEXT.scansByDay}
              rows={chart.data?.days ?? []}
              categoryKey="day"
              series={REQUEST_STATUS_SERIES}
              height={200}
              formatCategory={formatDate}
            />
          </Card>
        </Flex>
      }
      nouns={['location', 'locations']}
      empty={{ none: 'No locations yet', filtered: 'No locations match' }}
    />
  );
}
