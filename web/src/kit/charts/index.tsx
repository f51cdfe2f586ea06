import { lazy, Suspense } from 'react';
import { Empty, Flex, Skeleton, Typography } from 'antd';
import type { ChartSeries, StackedBarChartProps } from './types';

export type { ChartSeries, ChartTone, StackedBarChartProps } from './types';

/** The verification requests' statuses as series (rows of ScanCounts: success, review, failed). */
export const REQUEST_STATUS_SERIES: readonly ChartSeries[] = [
  { key: 'success', label: 'Success', tone: 'success' },
  { key: 'review', label: 'Review', tone: 'warning' },
  { key: 'failed', label: 'Failed', tone: 'error' },
];

/** recharts loads with the first chart a page draws, never with the shell or the lists. */
const StackedBarChartLazy = lazy(() => import('./StackedBarChart'));

const total = (rows: StackedBarChartProps['rows'], key: string) =>
  rows.reduce((sum, row) => sum + (typeof row[key] === 'number' ? row[key] : 0), 0);

/**
 * A stacked bar chart as a figure: its title and each series' total in the caption (what a screen
 * reader reads, and what staff check first), the bars under it, and an empty state when the range
 * holds nothing. The one chart pieces of the families build on (DESIGN.md: one chart library,
 * loaded only with the pages that draw charts).
 */
export function StackedBarChart(props: StackedBarChartProps) {
  const { rows, series, title, height = 280 } = props;
  const totals = series.map((s) => ({ ...s, total: total(rows, s.key) }));
  const empty = totals.every((s) => s.total === 0);
  return (
    <figure aria-label={title} style={{ margin: 0 }}>
      <figcaption>
        <Flex gap="small" wrap align="baseline">
          <Typography.Text strong>{title}</Typography.Text>
          {!empty && (
            <Typography.Text type="secondary">
              {totals.map((s) => `${s.label} ${s.total.toLocaleString('en-US')}`).join(' · ')}
            </Typography.Text>
          )}
        </Flex>
      </figcaption>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing in this range" style={{ height }} />
      ) : (
        <div role="img" aria-label={`${title}: bars per ${props.categoryKey}`} style={{ height }}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
            <StackedBarChartLazy {...props} />
          </Suspense>
        </div>
      )}
    </figure>
  );
}
