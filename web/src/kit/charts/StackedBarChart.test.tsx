import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StackedBarChart, type ChartSeries } from './index';

const SERIES: ChartSeries[] = [
  { key: 'success', label: 'Success', tone: 'success' },
  { key: 'failed', label: 'Failed', tone: 'error' },
];

describe('StackedBarChart', () => {
  it("captions the chart with its title and each series' total over the rows", async () => {
    render(
      <StackedBarChart
        title="Scans per day"
        categoryKey="day"
        series={SERIES}
        rows={[
          { day: '2026-11-01', success: 1200, failed: 3 },
          { day: '2026-11-02', success: 34, failed: 0 },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Scans per day' })).toBeTruthy();
    expect(screen.getByText('Success 1,234 · Failed 3')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Scans per day: bars per day' })).toBeTruthy();
  });

  it('says the range holds nothing instead of drawing empty axes', () => {
    render(
      <StackedBarChart
        title="Scans per day"
        categoryKey="day"
        series={SERIES}
        rows={[{ day: '2026-11-01', success: 0, failed: 0 }]}
      />,
    );
    expect(screen.getByText('Nothing in this range')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
