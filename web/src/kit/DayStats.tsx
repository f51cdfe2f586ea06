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

/** One figure of the row above the chart: its caption and its value. */
export interface DayStatsFigure {
  title: string;
  value: number | string;
}

/** A family's figures by default: the requests, their success rate, and those in review and failed. */
const requestTotals = ({ totals }: DayStatsData): DayStatsFigure[] => [
  { title: 'Requests', value: totals.total },
  { title: 'Success rate', value: successRate(totals) },
  { title: 'Review', value: totals.review },
  { title: 'Failed', value: totals.failed },
];

/**
 * Statistics over a range of UTC days kept in the address (a family's: screening, DIVE Online; an
 * account's scans, RequestMetrics): the date range picker (two years at most; in 'round' mode a
 * longer range is rounded and says so, console-core §5), a row of figures (by default the totals
 * with the success rate), and the requests per day stacked by status, whose caption totals each
 * status. What a family adds (screening's counts per service) follows the chart.
 */
export function DayStats<T extends DayStatsData>({
  range: { range, problem, rounded, choose },
  stats,
  failed,
  chartTitle,
  figures = requestTotals,
  children,
}: {
  /** The range in the address (useUrlDayRange). */
  range: UrlDayRange;
  /** The statistics of the range, not asked while the range has a problem. */
  stats: { data?: T; isError: boolean };
  /** What to say when the statistics could not be read. */
  failed: string;
  /** The chart's title, before the range ('Requests per day'). */
  chartTitle: string;
  /** The figures above the chart, four to a row on a wide screen. */
  figures?: (data: T) => DayStatsFigure[];
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
            {figures(data).map(({ title, value }) => (
              <Col key={title} xs={12} lg={6}>
                <Statistic title={title} value={value} />
              </Col>
            ))}
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
