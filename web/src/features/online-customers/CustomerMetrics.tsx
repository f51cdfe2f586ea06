import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { Alert, Card, Col, Flex, Row, Skeleton, Statistic } from 'antd';
import {
  METRICS_RANGE_REVERSED,
  METRICS_RANGE_TOO_LONG,
  metricsRangeTooLong,
  type MetricsQuery,
} from '@console/contract/vsonline';
import { useCustomerMetrics } from '../../api/vsonline';
import { DateRangePicker } from '../../components/DateRangePicker/DateRangePicker';
import { defaultDateRange, type DateRange } from '../../components/DateRangePicker/dateRanges';
import { StackedBarChart, type ChartSeries } from '../../kit/charts';
import { DATE_VALUE_FORMAT, formatDate, toDateValue } from '../../lib/formats';

/** The range's days in the address, so reload, back and a shared link keep it. */
const FROM = 'from';
const TO = 'to';

const SCAN_SERIES: readonly ChartSeries[] = [
  { key: 'success', label: 'Success', tone: 'success' },
  { key: 'review', label: 'Review', tone: 'warning' },
  { key: 'failed', label: 'Failed', tone: 'error' },
];

const strictDay = (text: string | null) => {
  const value = text === null ? undefined : dayjs(text, DATE_VALUE_FORMAT, true);
  return value?.isValid() ? value : undefined;
};

/** The range the address names, or the last 30 days; what is wrong with it, in the contract's words. */
function rangeOf(params: URLSearchParams): { range: DateRange; problem?: string } {
  const from = strictDay(params.get(FROM));
  const to = strictDay(params.get(TO));
  const range: DateRange = from && to ? [from, to] : defaultDateRange(dayjs());
  const [dateFrom, dateTo] = range.map(toDateValue) as [string, string];
  if (dateTo < dateFrom) return { range, problem: METRICS_RANGE_REVERSED };
  // The server's own rule, so the page never asks for a range it would refuse.
  if (metricsRangeTooLong(dateFrom, dateTo)) return { range, problem: METRICS_RANGE_TOO_LONG };
  return { range };
}

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

/**
 * The customer's scans over a range (product-families §5, §9): scans per day by status, the success
 * rate, and the devices and locations that scanned. The picker's days are the contract's UTC days:
 * the rollups are by UTC day, and staff compare a range across time zones by the same dates.
 */
export function CustomerMetrics({ customerId }: { customerId: number }) {
  const [params, setParams] = useSearchParams();
  const { range, problem } = rangeOf(params);
  const query: MetricsQuery = { dateFrom: toDateValue(range[0]), dateTo: toDateValue(range[1]) };
  const metrics = useCustomerMetrics(customerId, query, !problem);
  const data = problem ? undefined : metrics.data;

  const choose = ([from, to]: DateRange) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(FROM, toDateValue(from));
        next.set(TO, toDateValue(to));
        return next;
      },
      { replace: true },
    );

  return (
    <Card title="Scans">
      <Flex vertical gap={16}>
        <DateRangePicker value={range} onChange={choose} />
        {problem ? (
          <Alert type="error" showIcon title={problem} />
        ) : metrics.isError ? (
          <Alert type="error" showIcon title="The metrics could not be loaded" />
        ) : !data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <>
            <Row gutter={[16, 16]}>
              <Col xs={12} lg={6}>
                <Statistic title="Scans" value={data.totals.total} />
              </Col>
              <Col xs={12} lg={6}>
                <Statistic title="Success rate" value={percent(data.successRate)} />
              </Col>
              <Col xs={12} lg={6}>
                <Statistic title="Active devices" value={data.activeDevices} />
              </Col>
              <Col xs={12} lg={6}>
                <Statistic title="Active locations" value={data.activeLocations} />
              </Col>
            </Row>
            <StackedBarChart
              title={`Scans per day, ${formatDate(data.dateFrom)} – ${formatDate(data.dateTo)}`}
              rows={data.days}
              categoryKey="day"
              series={SCAN_SERIES}
              formatCategory={(day) => dayjs(day).format('MM/DD')}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
