import { Card } from 'antd';
import type { Endpoint } from '@console/contract/kit';
import type { MetricsQuery, DailyScanMetrics } from '@console/contract/kit/metrics';
import { useUrlDayRange } from './widgets/DateRangePicker/useUrlDayRange';
import { useEndpoint } from './data/queries';
import { DayStats } from './DayStats';

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
  const dayRange = useUrlDayRange('refuse');
  const { dateFrom, dateTo, problem } = dayRange;
  // Not asked while the range is one the server would refuse.
  const metrics = useEndpoint(
    endpoint,
    { params: { id: accountId } as never, query: { dateFrom, dateTo } },
    { enabled: !problem },
  );
  return (
    <Card title="Scans">
      <DayStats
        range={dayRange}
        stats={metrics}
        failed="The metrics could not be loaded"
        chartTitle="Scans per day"
        figures={(data) => [
          { title: 'Scans', value: data.totals.total },
          { title: 'Success rate', value: percent(data.successRate) },
          { title: 'Active devices', value: data.activeDevices },
          { title: 'Active locations', value: data.activeLocations },
        ]}
      />
    </Card>
  );
}
