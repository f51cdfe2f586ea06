import { sql, type SQL } from 'drizzle-orm';
import { requestDailyRollups } from '../../db/schema.ts';
import { screeningServices, screeningSubscriptions } from './tables.ts';
import { productIn } from '../accounts/product-scope.ts';

/**
 * Usage (billing model): a subscription's requests are the account's requests of the Screening
 * product with the subscription's service code, counted from the daily rollups (their primary key
 * leads with the account and the day), never from raw requests. Every status counts: a request the
 * service answered as failed or sent to review was still made.
 */

/**
 * The requests of the subscription row's account and service from `from` to `to` (UTC days, both
 * included), as a correlated subquery of a select over screening_subscriptions joined to
 * screening_services.
 */
export function usageBetween(
  productIds: readonly number[],
  from: SQL | string,
  to: SQL | string,
): SQL<number> {
  const r = requestDailyRollups;
  return sql<number>`(select coalesce(sum(${r.requests}), 0)::int from ${r}
    where ${r.accountId} = ${screeningSubscriptions.accountId}
      and ${productIn(r.productId, productIds)}
      and ${r.service} = ${screeningServices.code}
      and ${r.day} between ${from}::date and ${to}::date)`;
}

/** The requests of the subscription's current period. */
export const currentPeriodUsage = (productIds: readonly number[]): SQL<number> =>
  usageBetween(
    productIds,
    sql`${screeningSubscriptions.currentPeriodStart}`,
    sql`${screeningSubscriptions.currentPeriodEnd}`,
  );

/** Requests beyond the included quantity (billed as overage at the plan's overageUnitCents each). */
export const overageOf = (usage: number, quantity: number): number => Math.max(0, usage - quantity);
