import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import { TEXT_FILTER_COUNT_CAP } from '@console/contract/accounts/api';
import type { AccountChoice as AccountChoiceSchema } from '@console/contract/lookups/api';
import type { Queryable } from '../../db/client.ts';
import { cappedCount } from '../../kit/list.ts';
import { customerAccounts } from '../../db/schema.ts';
import type { LookupSource } from '../../kit/lookup-paging.ts';
import { inScope } from './scope.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { accountTextCondition, countInScope } from './search.ts';

/** A choice of the lookup, as the contract answers it. */
export type AccountChoice = Static<typeof AccountChoiceSchema>;

/**
 * The accounts a field may point at (the parent of an account): the tenant's accounts, the one
 * being edited left out; filtered, counted and paged in SQL on the list's indexes. A filtered
 * count stops at TEXT_FILTER_COUNT_CAP, so the select offers its first ten pages: past that,
 * staff type more. Unlike the list, one or two letters are not refused (the select filters as
 * it is typed); one or two digits name an ID, as in the list.
 */
export function accountsLookupSource(
  db: Queryable,
  tenant: Tenant,
  currentAccountId?: number,
): LookupSource<AccountChoice, number> {
  const base = (): SQL[] => [
    inScope(tenant),
    ...(currentAccountId ? [ne(customerAccounts.id, currentAccountId)] : []),
  ];
  const columns = { id: customerAccounts.id, name: customerAccounts.name };
  // The counters know the tenant's size; the account being edited is not a choice.
  const countUnfiltered = async () => {
    const inScopeTotal = await countInScope(db, tenant);
    if (!currentAccountId) return inScopeTotal;
    const [edited] = await db
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(and(inScope(tenant), eq(customerAccounts.id, currentAccountId)));
    return edited ? inScopeTotal - 1 : inScopeTotal;
  };
  return {
    keyOf: (item) => item.id,
    async page({ textFilter, offset, limit }) {
      const text = textFilter.trim();
      const where = and(...base(), text ? accountTextCondition(text) : undefined);
      const [items, total] = await Promise.all([
        db
          .select(columns)
          .from(customerAccounts)
          .where(where)
          .orderBy(asc(customerAccounts.name), asc(customerAccounts.id))
          .limit(limit)
          .offset(offset),
        text
          ? cappedCount(db, customerAccounts, where, TEXT_FILTER_COUNT_CAP).then((c) => c.total)
          : countUnfiltered(),
      ]);
      return { items, total };
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
