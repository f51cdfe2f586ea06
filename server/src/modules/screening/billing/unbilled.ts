import { SubscriptionStatus } from '@console/contract/screening/subscriptions';
import type { Queryable } from '../../../db/client.ts';
import { conflict } from '../../../http/errors.ts';
import { usDate, utcDay } from '../../../lib/days.ts';
import type { SubscriptionRow } from '../subscriptions.ts';
import { monthAwaitingRun } from './drafts.ts';

/** The last day an ended subscription ran: its cancellation day or its expiration date. */
function lastDayRun(row: SubscriptionRow): string | null {
  if (row.subscriptionStatusId === SubscriptionStatus.Cancelled && row.cancelledAt)
    return utcDay(row.cancelledAt);
  if (row.subscriptionStatusId === SubscriptionStatus.Expired) return row.expirationDate;
  return null;
}

/**
 * A cancelled or expired subscription is deleted only once its days are billed: the invoice run
 * reads the subscriptions that ran in its month, so one deleted before the run of the month it
 * ended in would vanish from that invoice with the days it was used (billing is in arrears). The
 * refusal says when it may be deleted. Other statuses are left to the subscription rule's own 409.
 */
export async function refuseUnbilledDays(tx: Queryable, row: SubscriptionRow): Promise<void> {
  const lastDay = lastDayRun(row);
  if (lastDay === null) return;
  const month = await monthAwaitingRun(tx, row, lastDay);
  if (month) {
    throw conflict(
      `This subscription ran until ${usDate(lastDay)}, and the invoice run for ${month} has not billed those days yet: delete it after that run`,
    );
  }
}
