import {
  billingPeriodOf,
  type BillingPeriod,
  type PlanInterval,
} from '@console/contract/screening/subscriptions';
import { validationError } from '../../../http/errors.ts';

/*
 * Which subscription periods a billing month's invoices bill. Subscriptions are billed in arrears,
 * once a period is over: the run for a month bills each subscription's period that ended in it,
 * with the requests it included and the overage measured over that same period (a spec silence;
 * Stripe bills metered usage in arrears too). A monthly plan started on the 1st is billed for
 * October in the October run, made after October ends; a yearly plan once a year.
 */

/** The first and last UTC days of a billing month (YYYY-MM). */
export function monthBounds(month: string): BillingPeriod {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/** The billing month before the one this instant is in: what the scheduled run bills. */
export function previousMonth(now: Date): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * Billing is in arrears: a run bills a month once it has ended. A run of the current month would
 * bill it early and its real run would then skip the month's late usage (one invoice per account
 * and month); a run of a later month would charge for days not yet lived.
 */
export function refuseUnendedMonth(month: string, now: Date): void {
  const latest = previousMonth(now);
  if (month > latest) {
    throw validationError({
      period: [`Only a month that has ended can be billed (billing is in arrears): the latest is ${latest}`],
    });
  }
}

const dayBefore = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The period of a subscription started on `startedOn` that ends within the month, if one does: the
 * period holding the month's last day when it ends that day, else the one before it, provided it
 * ends in the month and is not before the subscription began.
 */
export function periodEndingIn(
  startedOn: string,
  interval: PlanInterval,
  month: string,
): BillingPeriod | undefined {
  const bounds = monthBounds(month);
  let period = billingPeriodOf(startedOn, interval, bounds.end);
  if (period.end > bounds.end) {
    if (period.start <= startedOn) return undefined; // the first period has not ended yet
    period = billingPeriodOf(startedOn, interval, dayBefore(period.start));
  }
  if (period.end < bounds.start || period.end > bounds.end || period.start < startedOn) return undefined;
  return period;
}
