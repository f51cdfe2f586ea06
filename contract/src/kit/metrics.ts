import { Type, type Static } from 'typebox';
import { Day, DAY_PERIOD_REVERSED, DAY_PERIOD_TOO_LONG, dayPeriodTooLong } from './dates.ts';

/*
 * A product account's requests per day over a range (the Metrics call of online customers, DIVE
 * Online users, Verification Services customers and the other product families): the query, the
 * counts and the answer, shared by every family that shows them and by the web kit's chart.
 */

/**
 * The metrics range is a period of days (contract kit/dates.ts): at most two years, its end not
 * before its start. Its rule and words under the names the families and the picker know them by.
 */
export const metricsRangeTooLong = dayPeriodTooLong;
export const METRICS_RANGE_TOO_LONG = DAY_PERIOD_TOO_LONG;
export const METRICS_RANGE_REVERSED = DAY_PERIOD_REVERSED;

/**
 * A Metrics call's range (GET /api/VsOnlineCustomers/{id}/Metrics and the families' likes): UTC days,
 * both ends included. Left out, the range is the last 30 days ending today; at most two years
 * (metricsRangeTooLong).
 */
export const MetricsQuery = Type.Object({
  dateFrom: Type.Optional(Day('From', 'First UTC day of the range (YYYY-MM-DD)')),
  dateTo: Type.Optional(Day('To', 'Last UTC day of the range, included (YYYY-MM-DD)')),
});
export type MetricsQuery = Static<typeof MetricsQuery>;

export const ScanCounts = Type.Object({
  success: Type.Integer(),
  failed: Type.Integer(),
  review: Type.Integer(),
  total: Type.Integer(),
});
export type ScanCounts = Static<typeof ScanCounts>;

/**
 * An account's scans over the range, read from the daily rollups: every day of the range (days
 * without scans count zero), the totals, the success rate (success / total, 0..1; null without
 * scans), and the devices and locations that scanned in the range.
 */
export const DailyScanMetrics = Type.Object({
  dateFrom: Day(),
  dateTo: Day(),
  days: Type.Array(Type.Object({ day: Day(), ...ScanCounts.properties })),
  totals: ScanCounts,
  successRate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
  activeDevices: Type.Integer(),
  activeLocations: Type.Integer(),
});
export type DailyScanMetrics = Static<typeof DailyScanMetrics>;
