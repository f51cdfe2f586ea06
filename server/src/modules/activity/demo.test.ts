import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { seededRandom } from '../../demo/random.ts';
import { seedDemoAccounts } from '../accounts/demo.ts';
import { DEMO_ACTIVITY_DAYS, seedActivityDemo } from './demo.ts';

let t: TestContext;
afterEach(() => t.close());

const NOW = new Date('2026-03-10T15:30:00Z');

const fail = (what: string): never => {
  throw new Error(what);
};

async function seeded(seed: number) {
  t = await createTestContext();
  const { companyA, companyB } = t.fixtures;
  await seedDemoAccounts(t.database.db, seededRandom(1), { main: companyA, second: companyB }, NOW);
  await seedActivityDemo(t.database.db, seededRandom(seed), [companyA, companyB], NOW);
  return t.database.db;
}

type Db = Awaited<ReturnType<typeof seeded>>;
const rows = async <T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows;

// Each test seeds the demo accounts and their activity on PGlite, some seconds each.
describe('the demo activity', { timeout: 120_000 }, () => {
  it('gives the accounts with Veriscan Online locations, devices, teams and 90 days of requests', async () => {
    const db = await seeded(5);
    const [counts = fail('no counts')] = await rows<
      Record<
        | 'accounts'
        | 'devices'
        | 'kinds'
        | 'members'
        | 'requests'
        | 'keys'
        | 'statuses'
        | 'services'
        | 'unexplained',
        number
      >
    >(
      db,
      sql`select
        (select count(distinct account_id)::int from locations) as accounts,
        (select count(*)::int from devices) as devices,
        (select count(distinct kind)::int from devices) as kinds,
        (select count(*)::int from location_team_members) as members,
        (select count(*)::int from verification_requests) as requests,
        (select count(*)::int from verification_request_keys) as keys,
        (select count(distinct status)::int from verification_requests) as statuses,
        (select count(distinct service)::int from verification_requests) as services,
        (select count(*)::int from verification_requests where status = 'failed' and failure_reason is null) as unexplained`,
    );
    expect(counts).toMatchObject({ kinds: 3, statuses: 3, services: 3, unexplained: 0 });
    expect(counts.accounts).toBeGreaterThan(50);
    expect(counts.members).toBeGreaterThan(0);
    expect(counts.keys).toBe(counts.requests);
    // Under one request per account a day: the start-up budget (demo.ts).
    const perAccountDay = counts.requests / counts.accounts / DEMO_ACTIVITY_DAYS;
    expect(perAccountDay).toBeGreaterThan(0.2);
    expect(perAccountDay).toBeLessThan(0.8);

    const [span = fail('no span')] = await rows<{ first: string; last: string }>(
      db,
      sql`select min(started_at)::text as first, max(started_at)::text as last from verification_requests`,
    );
    expect(Date.parse(span.last)).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - Date.parse(span.first)).toBeLessThanOrEqual(DEMO_ACTIVITY_DAYS * 86_400_000);
  });

  it('keeps rollups, lastScan and device lastSeen as counting its raw rows gives them', async () => {
    const db = await seeded(5);
    const mismatches = await rows(
      db,
      sql`select * from (
          select (started_at at time zone 'UTC')::date as day, account_id, product_id, coalesce(service, '') as service,
            coalesce(location_id, 0) as location_id, coalesce(device_id, 0) as device_id, status, count(*)::int as requests
          from verification_requests group by 1, 2, 3, 4, 5, 6, 7) raw
        full join (select day, account_id, product_id, service, location_id, device_id, status, requests
          from request_daily_rollups) rolled using (day, account_id, product_id, service, location_id, device_id, status)
        where raw.requests is distinct from rolled.requests`,
    );
    expect(mismatches).toEqual([]);

    const lastScans = await rows<{ id: number; last_scan: string | null; latest: string | null }>(
      db,
      sql`select a.id, a.last_scan::text, (select max(started_at) from verification_requests r
          where r.account_id = a.id)::text as latest from customer_accounts a`,
    );
    expect(lastScans.some((a) => a.latest !== null)).toBe(true);
    for (const account of lastScans) {
      if (account.latest === null) {
        expect(account.last_scan).toBeNull();
        continue;
      }
      // The product API's rule: within a minute below the latest startedAt, never after it.
      const behind = Date.parse(account.latest) - Date.parse(account.last_scan ?? '');
      expect(behind).toBeGreaterThanOrEqual(0);
      expect(behind).toBeLessThan(60_000);
    }

    const staleDevices = await rows(
      db,
      sql`select d.id from devices d where d.last_seen_at is distinct from
          (select max(coalesce(completed_at, started_at)) from verification_requests r where r.device_id = d.id)`,
    );
    expect(staleDevices).toEqual([]);
  });

  it('writes the same rows for the same seed, and other rows for another', async () => {
    const snapshot = async (seed: number) => {
      const db = await seeded(seed);
      const [digest = fail('no digest')] = await rows<{
        locations: string;
        devices: string;
        requests: string;
      }>(
        db,
        sql`select
          (select md5(string_agg(concat_ws('|', id, account_id, name, address1, city, time_zone_id), ',' order by id)) from locations) as locations,
          (select md5(string_agg(concat_ws('|', id, location_id, kind, serial, app_version, last_seen_at), ',' order by id)) from devices) as devices,
          (select md5(string_agg(concat_ws('|', external_id, service, status, failure_reason, result, started_at, account_user_id), ',' order by external_id)) from verification_requests) as requests`,
      );
      await t.close();
      return digest;
    };
    const first = await snapshot(5);
    expect(await snapshot(5)).toEqual(first);
    expect((await snapshot(6)).requests).not.toEqual(first.requests);
    t = await createTestContext();
  });
});
