import { sql } from 'drizzle-orm';
import type { Db } from '@console/server/src/db/client.ts';
import { generateRequests } from '@console/server/src/modules/activity/generate.ts';
import { ensureCurrentPartitions } from '@console/server/src/modules/activity/partitions.ts';
import { recountActivity } from '@console/server/src/modules/activity/recount.ts';

/**
 * Product activity for the accounts fillAccounts made (each has Veriscan Online): 1-4 locations an
 * account, 1-3 devices a location, the account's user on its first location's team, and
 * `requests` verification requests over two years, set-based in chunks of accounts (each chunk a
 * few INSERT … SELECT over generate_series). Every value is a hash of the row's id or number, so
 * the same sizes give the same rows. Rollups, lastScan and lastSeen are derived by the activity
 * module's recountActivity, as the demo derives its own.
 */

const ACCOUNTS_PER_CHUNK = 5_000;
const DAYS = 730;
/** Fixed, so the same sizes give the same rows on every run. */
const SEED = 20_260_101;

export interface ActivitySizes {
  requests: number;
  locations: number;
  devices: number;
  ms: number;
}

type Range = { from: number; to: number };

async function addPlaces(db: Db, range: Range): Promise<void> {
  await db.execute(sql`
    insert into locations (company_id, account_id, name, address1, city, state, zip, time_zone_id)
    select a.company_id, a.id, case when n = 1 then 'Main Office' else 'Location ' || n end,
      (100 + abs(hashint8extended(a.id * 10 + n, ${SEED})) % 9000) || ' Main St',
      (ARRAY['Austin', 'Denver', 'Columbus', 'Portland'])[1 + a.id % 4],
      (ARRAY['TX', 'CO', 'OH', 'OR'])[1 + a.id % 4], '10001',
      (ARRAY['Central Standard Time', 'Mountain Standard Time', 'Eastern Standard Time', 'Pacific Standard Time'])[1 + a.id % 4]
    from customer_accounts a, generate_series(1, 1 + (abs(hashint8extended(a.id, ${SEED})) % 4)::int) n
    where a.id between ${range.from} and ${range.to}`);
  await db.execute(sql`
    insert into devices (company_id, account_id, location_id, kind, name, serial, app_version)
    select l.company_id, l.account_id, l.id, (ARRAY['iPad', 'Scanner', 'Phone'])[1 + (l.id + n) % 3],
      'Device ' || n, 'BN' || l.id || '-' || n, '4.3.' || (l.id % 3)
    from locations l, generate_series(1, 1 + (abs(hashint8extended(l.id, ${SEED})) % 3)::int) n
    where l.account_id between ${range.from} and ${range.to}`);
  await db.execute(sql`
    insert into location_team_members (location_id, account_user_id)
    select (select min(l.id) from locations l where l.account_id = u.account_id), u.id
    from account_users u
    where u.account_id between ${range.from} and ${range.to}
      and exists (select 1 from locations l where l.account_id = u.account_id)`);
}

/** Adds the activity to the company's accounts that have none yet (on a database fillAccounts filled). */
export async function fillActivity(db: Db, companyId: number, requests: number): Promise<ActivitySizes> {
  const start = performance.now();
  await ensureCurrentPartitions(db);
  const [bounds] = // The accounts after any that already have activity (the demo's).
    (
      await db.execute<{ from: number; to: number; accounts: number }>(
        sql`select min(id)::int as from, max(id)::int as to, count(*)::int as accounts
          from customer_accounts where company_id = ${companyId} and is_test = false
            and id > (select coalesce(max(account_id), 0) from locations)`,
      )
    ).rows;
  if (!bounds?.accounts) throw new Error(`company ${companyId} has no accounts to give activity`);
  const chunks: Range[] = [];
  for (let from = bounds.from; from <= bounds.to; from += ACCOUNTS_PER_CHUNK) {
    chunks.push({ from, to: Math.min(bounds.to, from + ACCOUNTS_PER_CHUNK - 1) });
  }
  for (const chunk of chunks) await addPlaces(db, chunk);
  const [places] = (
    await db.execute<{ locations: number; devices: number }>(
      sql`select (select count(*)::int from locations where account_id >= ${bounds.from}) as locations,
            (select count(*)::int from devices where account_id >= ${bounds.from}) as devices`,
    )
  ).rows;
  const perDevice = requests / Math.max(1, places?.devices ?? 1);
  let inserted = 0;
  const until = new Date();
  for (const chunk of chunks) {
    inserted += await generateRequests(db, {
      accounts: chunk,
      perDevice,
      days: DAYS,
      until,
      seed: SEED,
      externalIdPrefix: 'bench',
    });
    await recountActivity(db, chunk);
    console.error(`activity: ${inserted} requests after accounts up to ${chunk.to}`);
  }
  for (const table of [
    'verification_requests',
    'request_daily_rollups',
    'request_company_daily_rollups',
    'request_location_daily_rollups',
    'devices',
    'locations',
  ]) {
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }
  return {
    requests: inserted,
    locations: places?.locations ?? 0,
    devices: places?.devices ?? 0,
    ms: Math.round(performance.now() - start),
  };
}
