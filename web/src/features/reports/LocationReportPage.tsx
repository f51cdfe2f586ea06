import { Card, Flex, InputNumber, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import type { LocationReportRow } from '@console/contract/reports/api';
import { useLocationReport, useScansByDay } from './api';
import { REQUEST_STATUS_SERIES, StackedBarChart } from '../../kit/charts';
import { FilterPanel } from '../../kit/list/FilterPanel';
import { ListPage } from '../../kit/list/ListPage';
import { ReportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { formatDate } from '../../lib/formats';
import { filterOf } from '../../kit/reports/filters';
import { CustomerActiveFilter } from './filters';
import { TEXT } from './texts';

const columns: TableColumnType<LocationReportRow>[] = [
  {
    key: 'customerName',
    dataIndex: 'customerName',
    render: (name: string, row) => <Link to={`/Dashboard/Customers/${row.customerId}`}>{name}</Link>,
  },
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
  {
    key: 'scans',
    dataIndex: 'scans',
    align: 'right',
    render: (scans: number) => scans.toLocaleString('en-US'),
  },
];

/**
 * /Reports/LocationReport: every location with its scans in the period (product-families §3 filters,
 * §9 defaults: the last 30 days, by customer name, active customers), the company's scans per day
 * above it, and the list as CSV.
 */
export default function LocationReportPage() {
  const list = useLocationReport();
  const filter = filterOf(list);
  const fromto = list.state.filters.fromto as string[] | undefined;
  const chart = useScansByDay(fromto);
  const lessThan = list.state.filters.scansDuringThePeriodLessThan as number | undefined;
  return (
    <ListPage<LocationReportRow>
      list={list}
      title={TEXT.locationReport}
      columns={columns}
      rowKey="locationId"
      search={{ label: 'Search locations', placeholder: 'Location or customer name' }}
      filters={
        <Flex vertical gap={0}>
          <FilterPanel label="Filters">
            <ReportPeriodFilter list={list} kind="location" />
            <CustomerActiveFilter list={list} byDefault="true" />
            <Flex gap={8} align="center">
              <Typography.Text>Scans less than</Typography.Text>
              <InputNumber
                aria-label="Scans during the period less than"
                min={1}
                precision={0}
                placeholder="Any"
                value={lessThan}
                onChange={(value) => filter({ scansDuringThePeriodLessThan: value ?? undefined })}
              />
            </Flex>
          </FilterPanel>
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
