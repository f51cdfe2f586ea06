import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { RequestStatus } from '@console/contract/activity/api';
import type { Queryable } from '../db/client.ts';
import {
  customerAccounts,
  requestCompanyDailyRollups,
  requestDailyRollups,
  verificationRequests,
} from '../db/schema.ts';
import { dayInDays, momentInDays, refuseBadPeriod, type DayPeriod } from './day-period.ts';
import { exactCount, type ListSource } from './list.ts';

/**
 * The lists of the one request store (verification_requests, DESIGN.md "Product activity"), as
 * every family that shows requests filters, counts and answers them: DIVE's, DIVE Online's, Face/ID's,
 * screening's and the review queue. Written once so that a day means the same UTC day, and a total
 * the same requests, in each; the scope (which product, which account, the queue) stays the family's.
 */

const r = verificationRequests;

/** The filters both the store and its daily rollups know: UTC days of startedAt, and the status. */
export interface RequestFilter extends DayPeriod {
  status?: RequestStatus;
}

/** A status filter: left out, every status. */
const statusIs = (column: AnyColumn, status: RequestStatus | undefined): SQL | undefined =>
  status === undefined ? undefined : eq(column, status);

/**
 * The requests started in the period's UTC days, as a condition on verification_requests, the
 * period checked first (a 400 naming `toField`): a list calls it before its first query. It bounds
 * startedAt itself, the column the table is partitioned by and every request index ends with, so
 * only the period's months are read and the index walks the range.
 */
export function requestsInDays(period: DayPeriod, toField = 'dateTo'): SQL | undefined {
  refuseBadPeriod(period.dateFrom, period.dateTo, toField);
  return momentInDays(r.startedAt, period);
}

/** The requests of the filter's days (checked, as requestsInDays) and status. */
export function requestsMatching(filter: RequestFilter, toField = 'dateTo'): SQL | undefined {
  return and(requestsInDays(filter, toField), statusIs(r.status, filter.status));
}

/** Either table of daily rollups: by account and the rest, or by company (summed by triggers). */
export type Rollups = typeof requestDailyRollups | typeof requestCompanyDailyRollups;

/**
 * The rollups' rows of the filter's days and status: the requests requestsMatching selects, since
 * a rollup's day is the UTC day of its requests' startedAt. A list's total sums them instead of
 * counting its rows.
 */
export function rollupsMatching(rollups: Rollups, filter: RequestFilter): SQL | undefined {
  return and(dayInDays(rollups.day, filter), statusIs(rollups.status, filter.status));
}

/**
 * The requests the rollups count where `where` holds (their scope and rollupsMatching): a list's
 * total read from a few rows a day, whatever the number of requests. 0 where none match.
 */
export async function rolledUpRequests(
  db: Queryable,
  rollups: Rollups,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${rollups.requests}), 0)::int` })
    .from(rollups)
    .where(where);
  return row?.total ?? 0;
}

/** What every list shows of a request: which one, the product's id for it, how and when it started. */
export const REQUEST_COLUMNS = {
  id: r.id,
  externalId: r.externalId,
  status: r.status,
  startedAt: r.startedAt,
};

/** Whose request it is, for a list of many accounts' requests (requestsWithAccount joins the name). */
export const REQUEST_ACCOUNT_COLUMNS = { accountId: r.accountId, accountName: customerAccounts.name };

/** The item of a product's requests list: the request, its account, and why it failed. */
export const REQUEST_ITEM_COLUMNS = {
  ...REQUEST_COLUMNS,
  ...REQUEST_ACCOUNT_COLUMNS,
  failureReason: r.failureReason,
};

/**
 * The document type a product reported in its result (DIVE's result shape). This very expression
 * is in DIVE's index (company, product, document type, started_at) of migration 0018, which a
 * filter on it uses only when written the same way.
 */
export const documentTypeOf = sql<string | null>`${r.result}->>'documentType'`;

/** A request row as selected: startedAt a Date where its item has the API's text. */
export type RequestRowOf<Item extends { startedAt: string }> = Omit<Item, 'startedAt'> & { startedAt: Date };

/** The row with startedAt as the API writes every moment: ISO 8601 in UTC. */
export function withStartedAtText<Row extends { startedAt: Date }>(
  row: Row,
): Omit<Row, 'startedAt'> & { startedAt: string } {
  return { ...row, startedAt: row.startedAt.toISOString() };
}

/**
 * The store's requests with their account joined (for its name), before where, order and paging:
 * what a list of many accounts' requests selects from, with the family's joins after.
 */
export function requestsWithAccount<Fields extends SelectedFields>(db: Queryable, fields: Fields) {
  const select = db.select(fields).from(r).$dynamic();
  // A join on a dynamic select changes its SQL, not its type (an inner join nulls no column).
  return select.innerJoin(customerAccounts, eq(customerAccounts.id, r.accountId)) as typeof select;
}

/** What a family says of its requests list; requestListSource does the rest. */
export interface RequestList<Row, Item> {
  /** The item's columns: REQUEST_ITEM_COLUMNS and the family's. */
  columns: SelectedFields;
  /** Which requests: the family's scope and filters (requestsMatching among them). */
  where: SQL | undefined;
  toItem(row: Row): Item;
}

/**
 * A list of requests with their account, sorted by startedAt (each scope's index ends with it, so
 * the newest page is read off the index) and tied by id, counted exactly on the store alone (the
 * account join adds no row): Face/ID's and screening's lists.
 */
export function requestListSource<Row, Item>(
  db: Queryable,
  list: RequestList<Row, Item>,
): ListSource<Row, Item> {
  return {
    select: (extra) => requestsWithAccount(db, { ...list.columns, ...extra }),
    where: list.where,
    sorts: { startedAt: { column: r.startedAt } },
    tieBreak: r.id,
    count: () => exactCount(db, r, list.where),
    toItem: list.toItem,
  };
}
