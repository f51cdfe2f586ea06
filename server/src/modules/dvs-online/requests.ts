import { and, eq, type SQL } from 'drizzle-orm';
import { DOCUMENT_TYPES } from '@console/contract/dvs/result';
import type { DvsOnlineRequestItem, DvsOnlineRequestsQuery } from '@console/contract/dvs-online/api';
import type { Queryable } from '../../db/client.ts';
import { requestDailyRollups, verificationRequests } from '../../db/schema.ts';
import type { ListSource } from '../../kit/list.ts';
import {
  documentTypeOf,
  REQUEST_COLUMNS,
  requestsMatching,
  rollupsMatching,
  rolledUpRequests,
  withStartedAtText,
  type RequestRowOf,
} from '../../kit/requests.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { productIn } from '../accounts/product-scope.ts';
import { findDvsOnlineUser } from './users.ts';

/**
 * A DIVE Online user's requests (GET /api/DvsOnline/Users/{id}/Requests): the activity store's
 * requests of the account's DIVE Online product, newest first on the index (account, startedAt),
 * counted from the daily rollups of the account (their primary key leads with it).
 */

const r = verificationRequests;

type RequestRow = Omit<RequestRowOf<DvsOnlineRequestItem>, 'documentType'> & { documentType: string | null };

const toItem = ({ documentType, ...row }: RequestRow): DvsOnlineRequestItem => ({
  ...withStartedAtText(row),
  // A type the console does not know (a newer app's) is shown as none rather than failing the page.
  documentType: DOCUMENT_TYPES.find((t) => t === documentType) ?? null,
});

export async function dvsOnlineRequestsSource(
  db: Queryable,
  tenant: Tenant,
  userId: number,
  query: DvsOnlineRequestsQuery,
): Promise<ListSource<RequestRow, DvsOnlineRequestItem>> {
  const matching = requestsMatching(query);
  const { account, productIds } = await findDvsOnlineUser(db, tenant, userId);
  const where = and(
    eq(r.accountId, account.id),
    productIn(r.productId, productIds),
    eq(r.isTest, tenant.testMode),
    matching,
  ) as SQL;
  const d = requestDailyRollups;
  const rollups = and(
    eq(d.accountId, account.id),
    productIn(d.productId, productIds),
    eq(d.isTest, tenant.testMode),
    rollupsMatching(d, query),
  );
  return {
    select: (extra) =>
      db
        .select({
          ...REQUEST_COLUMNS,
          documentType: documentTypeOf,
          failureReason: r.failureReason,
          ...extra,
        })
        .from(r)
        .$dynamic(),
    where,
    sorts: { startedAt: { column: r.startedAt } },
    tieBreak: r.id,
    count: async () => ({ total: await rolledUpRequests(db, d, rollups) }),
    toItem,
  };
}
