import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { Alert, Col, Flex, Row, Skeleton, Statistic } from 'antd';
import type { ScanCounts } from '@console/contract/kit/metrics';
import { DateRangePicker } from './widgets/DateRangePicker/DateRangePicker';
import type { UrlDayRange } from './widgets/DateRangePicker/useUrlDayRange';
import { formatDate } from '../lib/formats';
import { REQUEST_STATUS_SERIES, StackedBarChart } from './charts';

/** What a family's statistics call answers of a range: its days by status and the totals. */
export interface DayStatsData {
  dateFrom: string;
  dateTo: string;
  totals: ScanCounts;
  days: (ScanCounts & { day: string })[];
}

const successRate = ({ success, total }: ScanCounts) =>
  total ? `${((success / total) * 100).toFixed(1)}%` : '—';

/**
 * A family's statistics over a range of UTC days kept in the address (screening, DIVE Online): the
 * date range picker (two years at most; a longer range is rounded and says so, console-core §5),
 * the totals with the success rate, and the requests per day stacked by status, whose caption
 * totals each status. What a family adds (screening's counts per service) follows the chart.
 */
export function DayStats<T extends DayStatsData>({
  range: { range, problem, rounded, choose },
  stats,
  failed,
  chartTitle,
  children,
}: {
  /** The range in the address (useUrlDayRange('round')). */
  range: UrlDayRange;
  /** The statistics of the range, not asked while the range has a problem. */
  stats: { data?: T; isError: boolean };
  /** What to say when the statistics could not be read. */
  failed: string;
  /** The chart's title, before the range ('Requests per day'). */
  chartTitle: string;
  children?: (data: T) => ReactNode;
}) {
  const data = problem ? undefined : stats.data;
  return (
    <Flex vertical gap={16}>
      <DateRangePicker value={range} onChange={choose} rounded={rounded} />
      {problem ? (
        <Alert type="error" showIcon title={problem} />
      ) : stats.isError ? (
        <Alert type="error" showIcon title={failed} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6}>
              <Statistic title="Requests" value={data.totals.total} />
            </Col>
            <Col xs={12} lg={6}>
              <Statistic title="Success rate" value={successRate(data.totals)} />
            </Col>
            <Col xs={12} lg={6}>
              <Statistic title="Review" value={data.totals.review} />
            </Col>
            <Col xs={12} lg={6}>
              <Statistic title="Failed" value={data.totals.failed} />
            </Col>
          </Row>
          <StackedBarChart
            title={`${chartTitle}, ${formatDate(data.dateFrom)} – ${formatDate(data.dateTo)}`}
            rows={data.days.map(({ day, success, failed: failedCount, review, total }) => ({
              day,
              success,
              failed: failedCount,
              review,
              total,
            }))}
            categoryKey="day"
            series={REQUEST_STATUS_SERIES}
            formatCategory={(day) => dayjs(day).format('MM/DD')}
          />
          {children?.(data)}
        </>
      )}
    </Flex>
  );
}
