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
 *
 * `productIds` narrows it to the requests of those products, for a writer that added only theirs
 * to accounts whose other requests were counted already (each family's demo after the first): its
 * rollups are rewritten, lastScan and lastSeen only move forward. Recounting every product of
 * nearly every demo account once per family took a second each on the 2-core development machine.
 */
export async function recountActivity(
  db: Queryable,
  accounts: { from: number; to: number },
  productIds?: readonly number[],
): Promise<void> {
  const inRange = (column: string) => sql`${sql.raw(column)} between ${accounts.from} and ${accounts.to}`;
  const ofProducts = productIds
    ? sql` and product_id in (${sql.join(
        (productIds.length ? productIds : [0]).map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`delete from request_daily_rollups where ${inRange('account_id')}${ofProducts}`);
  // A request without a service, location or device counts under '' or 0, as ingest.ts counts it.
  await db.execute(sql`
    insert into request_daily_rollups
      (day, company_id, account_id, product_id, is_test, service, location_id, device_id, status, requests)
    select (started_at at time zone 'UTC')::date, company_id, account_id, product_id, is_test,
      coalesce(service, ''), coalesce(location_id, 0), coalesce(device_id, 0), status, count(*)
    from verification_requests
    where ${inRange('account_id')}${ofProducts}
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
  await db.execute(sql`
    update customer_accounts a set last_scan = ${
      productIds ? sql`greatest(a.last_scan, latest.started_at)` : sql`latest.started_at`
    }
    from (select account_id, max(started_at) as started_at from verification_requests
          where ${inRange('account_id')}${ofProducts} group by account_id) latest
    where a.id = latest.account_id`);
  // A device is last seen when its latest request completed (or started, if it never completed).
  await db.execute(sql`
    update devices d set last_seen_at = greatest(d.last_seen_at, seen.at)
    from (select device_id, max(coalesce(completed_at, started_at)) as at from verification_requests
          where ${inRange('account_id')}${ofProducts} and device_id is not null group by device_id) seen
    where d.id = seen.device_id`);
}
