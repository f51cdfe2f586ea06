import { and, eq, type SQL } from 'drizzle-orm';
import type {
  ScreeningRequestDetail,
  ScreeningRequestItem,
  ScreeningRequestsQuery,
} from '@console/contract/screening/api';
import type { Queryable } from '../../db/client.ts';
import { verificationRequests } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ListSource } from '../../kit/list.ts';
import {
  REQUEST_ITEM_COLUMNS,
  requestListSource,
  requestsMatching,
  requestsWithAccount,
  withStartedAtText,
} from '../../kit/requests.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';
import { productIn } from '../accounts/product-scope.ts';
import { dayRange } from '../activity/day-series.ts';
import { findScreeningAccount, screeningProductIds } from './scope.ts';

/**
 * The screening requests (product-families §7: Requests, Accounts/{id}/requests): the requests the
 * product API stored for the Screening product, newest first, in a window of UTC days (the same
 * two-year cap as the statistics; left out, the last 30 days). The window bounds startedAt, the
 * column the requests table is partitioned by, so only its months are read; the tenant's Test Mode
 * picks live or test requests.
 */

const v = verificationRequests;

const itemColumns = { ...REQUEST_ITEM_COLUMNS, service: v.service, completedAt: v.completedAt };

type Row = Omit<ScreeningRequestItem, 'startedAt' | 'completedAt'> & {
  startedAt: Date;
  completedAt: Date | null;
};

const toItem = (row: Row): ScreeningRequestItem => ({
  ...withStartedAtText(row),
  completedAt: row.completedAt?.toISOString() ?? null,
});

/** The tenant's screening requests, as a condition on verification_requests. */
async function tenantRequests(db: Queryable, tenant: Tenant): Promise<SQL> {
  const productIds = await screeningProductIds(db, tenant.companyId);
  return and(inTenant(v, tenant), productIn(v.productId, productIds)) as SQL;
}

/** The list's source; `accountId` set: one account's requests (the path's, already found). */
export async function requestsSource(
  db: Queryable,
  tenant: Tenant,
  query: Omit<ScreeningRequestsQuery, 'accountId'> & { accountId?: number },
  now = new Date(),
): Promise<ListSource<Row, ScreeningRequestItem>> {
  const range = dayRange(query.From, query.To, 'To', now);
  const where = and(
    await tenantRequests(db, tenant),
    requestsMatching({ ...range, status: query.status }, 'To'),
    query.service === undefined ? undefined : eq(v.service, query.service),
    query.accountId === undefined ? undefined : eq(v.accountId, query.accountId),
  );
  return requestListSource(db, { columns: itemColumns, where, toItem });
}

/** Accounts/{id}/requests: the account found in the tenant first (404 otherwise). */
export async function accountRequestsSource(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  query: Omit<ScreeningRequestsQuery, 'accountId'>,
): Promise<ListSource<Row, ScreeningRequestItem>> {
  const { account } = await findScreeningAccount(db, tenant, accountId);
  return requestsSource(db, tenant, { ...query, accountId: account.id });
}

/** Requests/{id}: one of the tenant's screening requests with its result details. */
export async function getRequest(
  db: Queryable,
  tenant: Tenant,
  requestId: number,
): Promise<ScreeningRequestDetail> {
  const [row] = await requestsWithAccount(db, {
    ...itemColumns,
    receivedAt: v.receivedAt,
    result: v.result,
  }).where(and(await tenantRequests(db, tenant), eq(v.id, requestId)));
  if (!row) throw notFound('The request');
  return { ...toItem(row), receivedAt: row.receivedAt.toISOString(), result: row.result ?? null };
}
