import { Card, Flex } from 'antd';
import type { TableColumnType } from 'antd';
import type { EnhancedServiceRow } from '@console/contract/reports/api';
import { useEnhancedServicesReport, useServicesByDay } from './api';
import { StackedBarChart, type ChartSeries, type ChartTone } from '../../kit/charts';
import { ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { reportPeriodFilter } from '../../kit/reports/ReportPeriodFilter';
import { formatDate } from '../../lib/formats';
import { customerFilter } from '../../kit/reports/filters';
import { countColumn, customerColumn } from './columns';
import { TEXT } from './texts';

const FILTERS = [reportPeriodFilter('other'), customerFilter()];

const columns: TableColumnType<EnhancedServiceRow>[] = [
  customerColumn(),
  { key: 'service', dataIndex: 'service' },
  countColumn('requests'),
  countColumn('success'),
  countColumn('review'),
  countColumn('failed'),
];

/** Services have no meaning of their own for colour: they take the chart tones in turn. */
const TONES: readonly ChartTone[] = ['info', 'success', 'warning', 'neutral', 'error'];

/**
 * /Reports/EnhancedServices: the screening services each customer used in the period (by default the
 * last 24 hours), most used first, and the requests per day and service above them.
 */
export default function EnhancedServicesPage() {
  const list = useEnhancedServicesReport();
  const fromto = list.state.filters.fromto as string[] | undefined;
  const chart = useServicesByDay(fromto);
  const services = chart.data?.services ?? [];
  const series: ChartSeries[] = services.map((service, index) => ({
    key: service,
    label: service,
    tone: TONES[index % TONES.length] ?? 'neutral',
  }));
  const rows = (chart.data?.days ?? []).map((day) => ({ day: day.day, ...day.counts }));
  return (
    <ListPage<EnhancedServiceRow>
      list={list}
      title={TEXT.enhancedServices}
      columns={columns}
      rowKey={(row) => `${row.customerId}:${row.service}`}
      search={{ label: 'Search customers', placeholder: 'Customer name' }}
      filters={
        <Flex vertical gap={0}>
          <ListFilters list={list} filters={FILTERS} />
          <Card size="small" style={{ marginBottom: 16 }}>
            <StackedBarChart
              title={TEXT.servicesByDay}
              rows={rows}
              categoryKey="day"
              series={series}
              height={200}
              formatCategory={formatDate}
            />
          </Card>
        </Flex>
      }
      nouns={['customer service', 'customer services']}
      empty={{ none: 'No screening services used in this period', filtered: 'No services match' }}
    />
  );
}
