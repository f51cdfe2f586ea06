import { and, eq, sql } from 'drizzle-orm';
import type { RequestStatus } from '@console/contract/activity/api';
import type { Tx } from '../../db/client.ts';
import { isRequest } from '../../db/request-key.ts';
import { verificationRequests } from '../../db/schema.ts';
import { utcDay } from '../../lib/days.ts';

/**
 * Moves one stored request from one status to another with a reason, and its daily rollup with it
 * (one less under the old status, one more under the new), inside the caller's transaction. A
 * request no longer in `from` is left as it is, so a job that runs twice moves it once; answers
 * whether it moved. The rollup's key is the one ingest.ts and recount.ts count under ('' and 0 for a
 * request without a service, location or device).
 */
export async function moveRequestStatus(
  tx: Tx,
  request: { id: number; startedAt: Date },
  change: { from: RequestStatus; to: RequestStatus; reason: string },
): Promise<boolean> {
  const [moved] = await tx
    .update(verificationRequests)
    .set({ status: change.to, failureReason: change.reason })
    .where(and(isRequest(request.id, request.startedAt), eq(verificationRequests.status, change.from)))
    .returning();
  if (!moved) return false;
  const day = utcDay(moved.startedAt);
  const service = moved.service ?? '';
  const locationId = moved.locationId ?? 0;
  const deviceId = moved.deviceId ?? 0;
  await tx.execute(sql`update request_daily_rollups set requests = requests - 1
    where day = ${day}::date and account_id = ${moved.accountId} and product_id = ${moved.productId}
      and service = ${service} and location_id = ${locationId} and device_id = ${deviceId}
      and status = ${change.from}`);
  await tx.execute(sql`
    insert into request_daily_rollups (day, company_id, account_id, product_id, is_test, service,
      location_id, device_id, status, requests)
    values (${day}::date, ${moved.companyId}, ${moved.accountId}, ${moved.productId}, ${moved.isTest},
      ${service}, ${locationId}, ${deviceId}, ${change.to}, 1)
    on conflict (account_id, day, product_id, service, location_id, device_id, status)
    do update set requests = request_daily_rollups.requests + 1`);
  return true;
}
