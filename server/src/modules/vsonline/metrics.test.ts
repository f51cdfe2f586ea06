import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REQUEST_STATUSES } from '@console/contract/activity/api';
import { vsOnlineApi } from '@console/contract/vsonline/api';
import {
  METRICS_RANGE_REVERSED,
  METRICS_RANGE_TOO_LONG,
  type DailyScanMetrics,
} from '@console/contract/kit/metrics';
import { locations } from '../../db/schema.ts';
import { seededRandom } from '../../demo/random.ts';
import { fillPath } from '@console/contract/kit';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { aRequest, productAccount, report } from '../activity/testing.ts';
import { metricsRange } from './metrics.ts';
import { addDays, utcDay } from '../../lib/days.ts';

let t: TestContext;
let support: TestClient;
let account: Awaited<ReturnType<typeof productAccount>>;
const DAY = 86_400_000;

/** 80 requests over the last 40 days at two locations and three devices, some in no location or device. */
appForFile(async (context) => {
  t = context;
  support = await t.signIn('support');
  account = await productAccount(t);
  const places = await t.database.db
    .insert(locations)
    .values(
      ['North', 'South'].map((name) => ({
        accountId: account.accountId,
        companyId: account.companyId,
        name,
      })),
    )
    .returning({ id: locations.id });
  const random = seededRandom(7);
  for (let n = 0; n < 80; n++) {
    const startedAt = new Date(Date.now() - Math.floor(random.next() * 40) * DAY - 60_000).toISOString();
    const body = aRequest(`metric-${n}`, {
      startedAt,
      completedAt: startedAt,
      status: random.pick(REQUEST_STATUSES),
      ...(random.next() < 0.8 ? { locationId: random.pick(places).id } : {}),
      ...(random.next() < 0.8 ? { deviceSerial: random.pick(['D-1', 'D-2', 'D-3']) } : {}),
    });
    expect((await report(t, account.token, body)).statusCode).toBe(201);
  }
});

const metricsUrl = (id: number) => fillPath(vsOnlineApi.metrics.path, { id });

/** What counting the raw requests of the range says: per day and status, and the distinct devices and locations. */
async function countedRaw(dateFrom: string, dateTo: string) {
  const inRange = sql`account_id = ${account.accountId}
    and started_at >= ${`${dateFrom}T00:00:00Z`}::timestamptz
    and started_at < ${`${addDays(dateTo, 1)}T00:00:00Z`}::timestamptz`;
  const perDay = await t.database.db.execute<{ day: string; status: string; n: number }>(sql`
    select (started_at at time zone 'UTC')::date::text as day, status, count(*)::int as n
    from verification_requests where ${inRange} group by 1, 2`);
  const [distinct] = (
    await t.database.db.execute<{ devices: number; locations: number }>(sql`
      select count(distinct device_id)::int as devices, count(distinct location_id)::int as locations
      from verification_requests where ${inRange}`)
  ).rows;
  return { perDay: perDay.rows, distinct };
}

describe('GET /api/VsOnlineCustomers/{id}/Metrics', () => {
  it('equals counting the raw rows of a custom range: per day and status, totals, rate, devices and locations', async () => {
    const dateTo = addDays(utcDay(new Date()), -3);
    const dateFrom = addDays(dateTo, -20);
    const response = await support.get(metricsUrl(account.accountId), { dateFrom, dateTo });
    expect(response.statusCode, response.body).toBe(200);
    const metrics = response.json() as DailyScanMetrics;
    const raw = await countedRaw(dateFrom, dateTo);

    expect(metrics.days).toHaveLength(21);
    expect(metrics.days[0]?.day).toBe(dateFrom);
    expect(metrics.days.at(-1)?.day).toBe(dateTo);
    for (const day of metrics.days) {
      for (const status of REQUEST_STATUSES) {
        const expected = raw.perDay.find((row) => row.day === day.day && row.status === status)?.n ?? 0;
        expect(day[status], `${day.day} ${status}`).toBe(expected);
      }
      expect(day.total).toBe(day.success + day.failed + day.review);
    }
    const total = raw.perDay.reduce((sum, row) => sum + row.n, 0);
    const success = raw.perDay.filter((row) => row.status === 'success').reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThan(0);
    expect(metrics.totals.total).toBe(total);
    expect(metrics.successRate).toBeCloseTo(success / total);
    expect(metrics.activeDevices).toBe(raw.distinct?.devices);
    expect(metrics.activeLocations).toBe(raw.distinct?.locations);
  });

  it('defaults to the last 30 UTC days ending today, and answers zeros without scans', async () => {
    const metrics = (await support.get(metricsUrl(account.accountId))).json() as DailyScanMetrics;
    expect(metrics.dateTo).toBe(utcDay(new Date()));
    expect(metrics.days).toHaveLength(30);
    const future = (
      await support.get(metricsUrl(account.accountId), { dateFrom: '2030-01-01', dateTo: '2030-01-02' })
    ).json() as DailyScanMetrics;
    expect(future).toMatchObject({
      totals: { total: 0 },
      successRate: null,
      activeDevices: 0,
      activeLocations: 0,
    });
  });

  it('refuses a range over two years, a reversed range or a date that is no date with 400 naming the field', async () => {
    for (const [query, field, message] of [
      [{ dateFrom: '2024-01-01', dateTo: '2026-01-02' }, 'dateTo', METRICS_RANGE_TOO_LONG],
      [{ dateFrom: '2026-02-01', dateTo: '2026-01-31' }, 'dateTo', METRICS_RANGE_REVERSED],
      [{ dateFrom: 'yesterday' }, 'dateFrom', undefined],
      [{ dateTo: '2026-02-30' }, 'dateTo', undefined],
    ] as const) {
      const response = await support.get(metricsUrl(account.accountId), query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      const errors = response.json().propertyErrors as Record<string, string[]>;
      expect(errors, JSON.stringify(query)).toHaveProperty(field);
      if (message) expect(errors[field]).toEqual([message]);
    }
  });
});

describe('metricsRange', () => {
  const now = new Date('2026-03-10T23:59:00Z');
  it('takes two calendar years, leap day or not, and not a day more', () => {
    expect(metricsRange({ dateFrom: '2024-03-10', dateTo: '2026-03-09' }, now)).toEqual({
      dateFrom: '2024-03-10',
      dateTo: '2026-03-09',
    });
    expect(metricsRange({ dateFrom: '2024-02-28', dateTo: '2026-02-27' }, now).dateFrom).toBe('2024-02-28');
    expect(() => metricsRange({ dateFrom: '2024-02-27', dateTo: '2026-02-27' }, now)).toThrow(
      METRICS_RANGE_TOO_LONG,
    );
    expect(() => metricsRange({ dateFrom: '2024-03-09', dateTo: '2026-03-09' }, now)).toThrow(
      METRICS_RANGE_TOO_LONG,
    );
  });
  it('fills a missing end 30 days from the other, in UTC days', () => {
    expect(metricsRange({}, now)).toEqual({ dateFrom: '2026-02-09', dateTo: '2026-03-10' });
    expect(metricsRange({ dateFrom: '2026-01-01' }, now)).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-30',
    });
    expect(metricsRange({ dateTo: '2026-01-30' }, now)).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-30',
    });
  });
});
