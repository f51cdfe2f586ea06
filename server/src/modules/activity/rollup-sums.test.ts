import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { customerAccounts, locations, verificationRequests } from '../../db/schema.ts';
import type { TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { recountActivity } from './recount.ts';
import { moveRequestStatus } from './status-change.ts';
import { aRequest, productAccount, report } from './testing.ts';

let t: TestContext;
appForFile(async (context) => {
  t = context;
});

const db = () => t.database.db;

/**
 * Rows of a sum that differ from summing the daily rollups again (the company's summed over their
 * shards; rows at 0 are kept, so left out).
 */
async function differences(): Promise<{ company: unknown[]; location: unknown[] }> {
  const company = await db().execute(sql`
    (select company_id, product_id, is_test, day, status, sum(requests)::int as requests
      from request_daily_rollups group by 1, 2, 3, 4, 5
     except
     select company_id, product_id, is_test, day, status, sum(requests)::int
      from request_company_daily_rollups group by 1, 2, 3, 4, 5)
    union all
    (select company_id, product_id, is_test, day, status, sum(requests)::int
      from request_company_daily_rollups group by 1, 2, 3, 4, 5 having sum(requests) <> 0
     except
     select company_id, product_id, is_test, day, status, sum(requests)::int
      from request_daily_rollups group by 1, 2, 3, 4, 5)`);
  const location = await db().execute(sql`
    (select location_id, day, company_id, sum(requests)::int as requests
      from request_daily_rollups where location_id <> 0 group by 1, 2, 3
     except
     select location_id, day, company_id, requests from request_location_daily_rollups)
    union all
    (select location_id, day, company_id, requests from request_location_daily_rollups where requests <> 0
     except
     select location_id, day, company_id, sum(requests)::int
      from request_daily_rollups where location_id <> 0 group by 1, 2, 3)`);
  return { company: company.rows, location: location.rows };
}

const expectSumsExact = async () => expect(await differences()).toEqual({ company: [], location: [] });

const scansAt = async (locationId: number) =>
  (
    await db().execute<{ n: number }>(
      sql`select coalesce(sum(requests), 0)::int as n from request_location_daily_rollups
        where location_id = ${locationId}`,
    )
  ).rows[0]?.n;

describe("the company's and the locations' daily sums of the rollups (migration location_rollups)", () => {
  it('stay equal to summing the rollups through the product API, a status move, a recount and a deletion', async () => {
    const account = await productAccount(t);
    const [front, back] = await db()
      .insert(locations)
      .values([
        { accountId: account.accountId, companyId: account.companyId, name: 'Front' },
        { accountId: account.accountId, companyId: account.companyId, name: 'Back' },
      ])
      .returning({ id: locations.id });
    if (!front || !back) throw new Error('no locations');

    // New rollup rows and increments of them (the upsert's insert and update triggers), a request
    // without a location, on two days and two statuses.
    const yesterday = new Date(Date.now() - 26 * 3600_000).toISOString();
    const sent = [
      aRequest('sum-1', { locationId: front.id, deviceSerial: 'S-1' }),
      aRequest('sum-2', { locationId: front.id, deviceSerial: 'S-1' }),
      aRequest('sum-3', { locationId: front.id, deviceSerial: 'S-2', status: 'failed' }),
      aRequest('sum-4', { locationId: back.id, startedAt: yesterday, completedAt: yesterday }),
      aRequest('sum-5', {}),
    ];
    for (const body of sent) expect((await report(t, account.token, body)).statusCode).toBe(201);
    // Another customer's request of the same day and status: another shard of the company's sums.
    const other = await productAccount(t);
    expect((await report(t, other.token, aRequest('sum-6'))).statusCode).toBe(201);
    expect(await scansAt(front.id)).toBe(3);
    expect(await scansAt(back.id)).toBe(1);
    await expectSumsExact();

    // A status move: one less under the old status, one more under the new; the location's sum stays.
    const [failed] = await db()
      .select({ id: verificationRequests.id, startedAt: verificationRequests.startedAt })
      .from(verificationRequests)
      .where(eq(verificationRequests.externalId, 'sum-3'));
    if (!failed) throw new Error('the failed request was not stored');
    const moved = await db().transaction((tx) =>
      moveRequestStatus(tx, failed, { from: 'failed', to: 'review', reason: 'Checked again' }),
    );
    expect(moved).toBe(true);
    expect(await scansAt(front.id)).toBe(3);
    await expectSumsExact();

    // The rollups derived again from the rows (the demo's and the bench's bulk writers).
    await recountActivity(db(), { from: account.accountId, to: account.accountId });
    expect(await scansAt(front.id)).toBe(3);
    await expectSumsExact();

    // The customer deleted: its rollups go by the cascade, and its sums with them.
    await db().delete(customerAccounts).where(eq(customerAccounts.id, account.accountId));
    expect(await scansAt(front.id)).toBe(0);
    await expectSumsExact();
  });
});
