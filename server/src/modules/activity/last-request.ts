import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { requestDailyRollups, verificationRequests } from '../../db/schema.ts';

/**
 * When an account last reported a request of these products (a product family's own), or null.
 * The account's `lastScan` spans every product it has, so a DIVE page beside 0 DIVE scans once said
 * "a day ago" for a face request: a product's page reads its own last request here. Bounded: the
 * newest rollup day of the products (the rollups' key starts with the account and the day), then
 * that one day of the account's requests (verification_requests_account).
 */
export async function lastRequestOf(
  db: Queryable,
  accountId: number,
  productIds: readonly number[],
): Promise<Date | null> {
  if (!productIds.length) return null;
  const d = requestDailyRollups;
  const r = verificationRequests;
  const newestDay = sql`(select max(${d.day})::timestamp at time zone 'UTC' from ${d}
    where ${and(eq(d.accountId, accountId), inArray(d.productId, [...productIds]))})`;
  const [row] = await db
    .select({ last: sql<Date | null>`max(${r.startedAt})`.mapWith(r.startedAt) })
    .from(r)
    .where(
      and(
        eq(r.accountId, accountId),
        inArray(r.productId, [...productIds]),
        sql`${r.startedAt} >= ${newestDay}`,
        sql`${r.startedAt} < ${newestDay} + interval '1 day'`,
      ),
    );
  return row?.last ?? null;
}
