/** What a series means, and so its colour in either theme (the antd token of that meaning). */
export type ChartTone = 'success' | 'error' | 'warning' | 'info' | 'neutral';

export interface ChartSeries {
  /** The row field holding this series' value. */
  key: string;
  /** Its name in the legend and tooltip. */
  label: string;
  tone: ChartTone;
}

export interface StackedBarChartProps {
  rows: readonly Record<string, string | number>[];
  /** The row field that names each bar (a day as YYYY-MM-DD, a service). */
  categoryKey: string;
  series: readonly ChartSeries[];
  /** What the chart shows, for screen readers (with its totals, summarised in the table below it). */
  title: string;
  height?: number;
  formatCategory?: (category: string) => string;
}
