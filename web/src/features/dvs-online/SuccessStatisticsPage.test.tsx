import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { dvsOnlineApi, type DvsOnlineSuccessStatistics } from '@console/contract/dvs-online/api';
import { fakeServer } from '../../testing/fakeServer';
import { renderRoutes } from '../../testing/render';
import SuccessStatisticsPage from './SuccessStatisticsPage';

const day = (date: string, success: number, failed: number, review: number) => ({
  day: date,
  success,
  failed,
  review,
  total: success + failed + review,
  successRate: success + failed + review ? success / (success + failed + review) : null,
});

const stats: DvsOnlineSuccessStatistics = {
  dateFrom: '2026-03-01',
  dateTo: '2026-03-03',
  days: [day('2026-03-01', 6, 1, 1), day('2026-03-02', 0, 0, 0), day('2026-03-03', 3, 1, 0)],
  totals: { success: 9, failed: 2, review: 1, total: 12 },
  successRate: 0.75,
};

const PATH = '/DVSOnline/successStatistics';

describe('SuccessStatisticsPage', () => {
  it("asks for the address's range and shows the success rate and the chart's totals", async () => {
    const server = fakeServer().on(dvsOnlineApi.successStatistics, stats);
    renderRoutes([{ path: PATH, element: <SuccessStatisticsPage /> }], {
      url: `${PATH}?from=2026-03-01&to=2026-03-03`,
    });
    expect(await screen.findByText('75.0%')).toBeTruthy();
    expect(screen.getByText('Success 9 · Review 1 · Failed 2')).toBeTruthy();
    const [call] = server.callsOf(dvsOnlineApi.successStatistics);
    expect(call?.query.get('dateFrom')).toBe('2026-03-01');
    expect(call?.query.get('dateTo')).toBe('2026-03-03');
  });

  it('says the range holds nothing, with no rate, when there were no requests', async () => {
    fakeServer().on(dvsOnlineApi.successStatistics, {
      ...stats,
      days: [day('2026-03-01', 0, 0, 0)],
      totals: { success: 0, failed: 0, review: 0, total: 0 },
      successRate: null,
    });
    renderRoutes([{ path: PATH, element: <SuccessStatisticsPage /> }], {
      url: `${PATH}?from=2026-03-01&to=2026-03-01`,
    });
    expect(await screen.findByText('Nothing in this range')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
  });

  it('asks nothing for a reversed range and says what is wrong', async () => {
    const server = fakeServer().on(dvsOnlineApi.successStatistics, stats);
    renderRoutes([{ path: PATH, element: <SuccessStatisticsPage /> }], {
      url: `${PATH}?from=2026-03-05&to=2026-03-01`,
    });
    expect(await screen.findByText('The end date is before the start date')).toBeTruthy();
    expect(server.callsOf(dvsOnlineApi.successStatistics)).toHaveLength(0);
  });
});
