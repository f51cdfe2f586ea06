import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_TYPES } from '@console/contract/dvs/result';
import type { DvsOnlineRequestItem, DvsOnlineRequestsQuery } from '@console/contract/dvs-online/api';
import type { Queryable } from '../../db/client.ts';
import { requestDailyRollups, verificationRequests } from '../../db/schema.ts';
import type { Count, ListSource } from '../../kit/list.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { addDays } from '../../lib/days.ts';
import { productIn } from '../accounts/product-scope.ts';
import { findDvsOnlineUser } from './users.ts';
import { refuseBadPeriod } from '../../kit/day-period.ts';

/**
 * A DIVE Online user's requests (GET /api/DvsOnline/Users/{id}/Requests): the activity store's
 * requests of the account's DIVE Online product, newest first on the index (account, startedAt),
 * counted from the daily rollups of the account (their primary key leads with it).
 */

const r = verificationRequests;
const documentTypeOf = sql<string | null>`${r.result}->>'documentType'`;

type RequestRow = Omit<DvsOnlineRequestItem, 'startedAt' | 'documentType'> & {
  startedAt: Date;
  documentType: string | null;
};

const toItem = ({ startedAt, documentType, ...row }: RequestRow): DvsOnlineRequestItem => ({
  ...row,
  startedAt: startedAt.toISOString(),
  // A type the console does not know (a newer app's) is shown as none rather than failing the page.
  documentType: DOCUMENT_TYPES.find((t) => t === documentType) ?? null,
});

export async function dvsOnlineRequestsSource(
  db: Queryable,
  tenant: Tenant,
  userId: number,
  query: DvsOnlineRequestsQuery,
): Promise<ListSource<RequestRow, DvsOnlineRequestItem>> {
  refuseBadPeriod(query.dateFrom, query.dateTo);
  const { account, productIds } = await findDvsOnlineUser(db, tenant, userId);
  const where = and(
    eq(r.accountId, account.id),
    productIn(r.productId, productIds),
    eq(r.isTest, tenant.testMode),
    query.dateFrom === undefined ? undefined : gte(r.startedAt, new Date(`${query.dateFrom}T00:00:00Z`)),
    query.dateTo === undefined
      ? undefined
      : lt(r.startedAt, new Date(`${addDays(query.dateTo, 1)}T00:00:00Z`)),
    query.status === undefined ? undefined : eq(r.status, query.status),
  ) as SQL;
  const d = requestDailyRollups;
  const count = async (): Promise<Count> => {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${d.requests}), 0)::int` })
      .from(d)
      .where(
        and(
          eq(d.accountId, account.id),
          productIn(d.productId, productIds),
          eq(d.isTest, tenant.testMode),
          query.dateFrom === undefined ? undefined : gte(d.day, query.dateFrom),
          query.dateTo === undefined ? undefined : sql`${d.day} <= ${query.dateTo}`,
          query.status === undefined ? undefined : eq(d.status, query.status),
        ),
      );
    return { total: row?.total ?? 0 };
  };
  return {
    select: (extra) =>
      db
        .select({
          id: r.id,
          externalId: r.externalId,
          startedAt: r.startedAt,
          status: r.status,
          documentType: documentTypeOf,
          failureReason: r.failureReason,
          ...extra,
        })
        .from(r)
        .$dynamic(),
    where,
    sorts: { startedAt: { column: r.startedAt } },
    tieBreak: r.id,
    count,
    toItem,
  };
}
