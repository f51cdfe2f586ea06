import { and, asc, count, eq, like, ne, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts } from '../../db/schema.ts';
import type { LookupSource } from '../lookups/paging.ts';
import { containsPattern } from '../../db/patterns.ts';
import { inScope, type AccountScope } from './scope.ts';

export interface AccountChoice {
  id: number;
  name: string;
}

/**
 * The accounts a field may point at (the parent of an account): the scope's accounts, the one
 * being edited left out; filtered, counted and paged in SQL on the list's indexes.
 */
export function accountsLookupSource(
  db: Queryable,
  scope: AccountScope,
  currentAccountId?: number,
): LookupSource<AccountChoice, number> {
  const base = (): SQL[] => [
    inScope(scope),
    ...(currentAccountId ? [ne(customerAccounts.id, currentAccountId)] : []),
  ];
  const columns = { id: customerAccounts.id, name: customerAccounts.name };
  return {
    keyOf: (item) => item.id,
    async page({ textFilter, offset, limit }) {
      const conditions = base();
      if (textFilter) {
        conditions.push(like(customerAccounts.searchText, containsPattern(textFilter)));
      }
      const where = and(...conditions);
      const [items, [totals]] = await Promise.all([
        db
          .select(columns)
          .from(customerAccounts)
          .where(where)
          .orderBy(asc(customerAccounts.name), asc(customerAccounts.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(customerAccounts).where(where),
      ]);
      return { items, total: totals?.total ?? 0 };
    },
    async byKey(id) {
      const [item] = await db
        .select(columns)
        .from(customerAccounts)
        .where(and(...base(), eq(customerAccounts.id, id)));
      return item;
    },
  };
}
