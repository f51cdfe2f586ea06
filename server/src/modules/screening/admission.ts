import { and, desc, eq, sql } from 'drizzle-orm';
import { SUBSCRIPTION_STATUS_NAMES, SubscriptionStatus } from '@console/contract/screening/subscriptions';
import type { Queryable } from '../../db/client.ts';
import { screeningServices, screeningSubscriptions } from './tables.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import { usDate, utcDay } from '../../lib/days.ts';

/**
 * The product API's screening rule (billing model): a screening request must name its service, and
 * the account must hold an Active subscription to that service that has not passed its expiration
 * date. Requests beyond the subscription's quantity are accepted (billed as overage). A refusal is a
 * 403 in the error shape saying why: no subscription, or the one it has is cancelled, expired or
 * suspended for non-payment.
 */
export async function refuseWithoutScreeningSubscription(
  db: Queryable,
  account: { companyId: number; accountId: number },
  service: string | null,
  now = new Date(),
): Promise<void> {
  if (service === null) {
    throw validationError({ service: ['A screening request must name its service'] });
  }
  const s = screeningSubscriptions;
  // The live subscription when there is one (at most one: screening_subscriptions_live), else the latest.
  const [found] = await db
    .select({
      name: screeningServices.name,
      status: s.subscriptionStatusId,
      expirationDate: s.expirationDate,
    })
    .from(screeningServices)
    .leftJoin(s, and(eq(s.serviceId, screeningServices.id), eq(s.accountId, account.accountId)))
    .where(and(eq(screeningServices.companyId, account.companyId), eq(screeningServices.code, service)))
    .orderBy(sql`${s.subscriptionStatusId} in (1, 4) desc nulls last`, desc(s.id))
    .limit(1);
  if (!found) throw forbidden(`${service} is not a screening service of this platform`);
  if (found.status === null) {
    throw forbidden(`The account has no subscription to ${found.name}`);
  }
  if (found.status !== SubscriptionStatus.Active) {
    throw forbidden(`The account's ${found.name} subscription is ${SUBSCRIPTION_STATUS_NAMES[found.status]}`);
  }
  if (found.expirationDate !== null && found.expirationDate < utcDay(now)) {
    throw forbidden(`The account's ${found.name} subscription expired on ${usDate(found.expirationDate)}`);
  }
}
