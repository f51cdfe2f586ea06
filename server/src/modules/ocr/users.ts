import { and, eq, sql } from 'drizzle-orm';
import type { OcrUser, OcrUsersQuery } from '@console/contract/ocr/api';
import type { Queryable } from '../../db/client.ts';
import { accountUsers, customerAccounts } from '../../db/schema.ts';
import { containsAny, exactCount, type ListSource } from '../../kit/list.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { inScope } from '../accounts/scope.ts';

const columns = {
  id: accountUsers.id,
  userName: accountUsers.userName,
  firstName: accountUsers.firstName,
  lastName: accountUsers.lastName,
  email: accountUsers.email,
  active: accountUsers.active,
  accountId: customerAccounts.id,
  accountName: customerAccounts.name,
};

/**
 * What the search matches: names, login and e-mail in one expression, so "Ann Lee" finds Ann Lee
 * and the trigram index account_users_search (the same expression) serves the ILIKE.
 */
const accountUserSearchText = sql`(${accountUsers.firstName} || ' ' || ${accountUsers.lastName} || ' ' || ${accountUsers.userName} || ' ' || ${accountUsers.email})`;

/** GET /api/Ocr/Users: the tenant's customer users with their accounts (contract/src/ocr/api.ts). */
export function ocrUsersSource(
  db: Queryable,
  tenant: Tenant,
  query: OcrUsersQuery,
): ListSource<OcrUser, OcrUser> {
  const where = and(
    inScope(tenant),
    query.active === undefined ? undefined : eq(accountUsers.active, query.active),
    containsAny(query.textFilter ?? '', [accountUserSearchText]),
  );
  return {
    select: (extra) =>
      db
        .select({ ...columns, ...extra })
        .from(accountUsers)
        .innerJoin(customerAccounts, eq(customerAccounts.id, accountUsers.accountId))
        .$dynamic(),
    where,
    sorts: {
      id: { column: accountUsers.id },
      userName: { column: sql`lower(${accountUsers.userName})` },
      lastName: { column: sql`lower(${accountUsers.lastName})` },
    },
    tieBreak: accountUsers.id,
    count: () =>
      exactCount(db, accountUsers, where, (rows) =>
        rows.innerJoin(customerAccounts, eq(customerAccounts.id, accountUsers.accountId)),
      ),
    toItem: (row) => row,
  };
}
