import dayjs from 'dayjs';
import { Alert, Card, Col, Flex, Row, Skeleton, Statistic } from 'antd';
import type { Endpoint } from '@console/contract/kit';
import type { MetricsQuery, DailyScanMetrics } from '@console/contract/kit/metrics';
import { DateRangePicker } from './widgets/DateRangePicker/DateRangePicker';
import { useUrlDayRange } from './widgets/DateRangePicker/useUrlDayRange';
import { formatDate } from '../lib/formats';
import { REQUEST_STATUS_SERIES, StackedBarChart } from './charts';
import { useEndpoint } from './data/queries';

/**
 * A metrics call of an account's requests (GET .../{id}/Metrics): the account's id, a range of UTC
 * days, and the requests per day by status from the rollups (contract/src/vsonline/api.ts's shapes,
 * which every product's metrics answer).
 */
export type MetricsEndpoint = Endpoint & {
  params: unknown;
  query: typeof MetricsQuery;
  response: typeof DailyScanMetrics;
};

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

/**
 * An account's scans over a range (product-families §5, §9): scans per day by status, the success
 * rate, and the devices and locations that scanned, from the family's metrics call. The range is in
 * the address (reload, back and a shared link keep it); the picker's days are the contract's UTC
 * days: the rollups are by UTC day, and staff compare a range across time zones by the same dates.
 */
export function RequestMetrics({ accountId, endpoint }: { accountId: number; endpoint: MetricsEndpoint }) {
  const { range, dateFrom, dateTo, problem, choose } = useUrlDayRange('refuse');
  // Not asked while the range is one the server would refuse.
  const metrics = useEndpoint(
    endpoint,
    { params: { id: accountId } as never, query: { dateFrom, dateTo } },
    { enabled: !problem },
  );
  const data = problem ? undefined : metrics.data;

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
              series={REQUEST_STATUS_SERIES}
              formatCategory={(day) => dayjs(day).format('MM/DD')}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
