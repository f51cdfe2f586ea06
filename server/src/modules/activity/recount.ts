import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/**
 * What the product API keeps beside each request (ingest.ts: the daily rollup, the account's
 * lastScan, the device's last sighting), derived from the stored requests of a range of accounts
 * in three set-based statements. Data written in bulk (the demo, the bench generator) calls this
 * once after inserting its rows, so the rollups count exactly the raw rows, whoever wrote them.
 *
 * lastScan becomes the latest startedAt: the product API keeps it within a minute below that
 * (LAST_SCAN_RESOLUTION), and the latest itself is the exact end of that window.
 */
export async function recountActivity(db: Queryable, accounts: { from: number; to: number }): Promise<void> {
  const inRange = (column: string) => sql`${sql.raw(column)} between ${accounts.from} and ${accounts.to}`;
  await db.execute(sql`delete from request_daily_rollups where ${inRange('account_id')}`);
  // A request without a service, location or device counts under '' or 0, as ingest.ts counts it.
  await db.execute(sql`
    insert into request_daily_rollups
      (day, company_id, account_id, product_id, is_test, service, location_id, device_id, status, requests)
    select (started_at at time zone 'UTC')::date, company_id, account_id, product_id, is_test,
      coalesce(service, ''), coalesce(location_id, 0), coalesce(device_id, 0), status, count(*)
    from verification_requests
    where ${inRange('account_id')}
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
  await db.execute(sql`
    update customer_accounts a set last_scan = latest.started_at
    from (select account_id, max(started_at) as started_at from verification_requests
          where ${inRange('account_id')} group by account_id) latest
    where a.id = latest.account_id`);
  // A device is last seen when its latest request completed (or started, if it never completed).
  await db.execute(sql`
    update devices d set last_seen_at = greatest(d.last_seen_at, seen.at)
    from (select device_id, max(coalesce(completed_at, started_at)) as at from verification_requests
          where ${inRange('account_id')} and device_id is not null group by device_id) seen
    where d.id = seen.device_id`);
}
