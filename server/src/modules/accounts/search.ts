import { and, eq, inArray, like, sql, sum, type SQL } from 'drizzle-orm';
import { searchesById, TEXT_FILTER_COUNT_CAP } from '@console/contract/accounts';
import type { Queryable } from '../../db/client.ts';
import { customerAccountCounts, customerAccounts } from '../../db/schema.ts';
import { containsPattern } from '../../db/patterns.ts';
import type { AccountScope } from './scope.ts';

// How the accounts list and the account lookup find and count accounts at a million rows: the
// trigram index for a contains-match, the trigger-kept counters for an unfiltered total, and a
// capped count for a filtered one.

/**
 * Accounts whose ID, name or contact contains the text (trimmed by the caller). One or two digits
 * name an account ID instead: a contains-match that short cannot use the trigram index.
 */
export function accountTextCondition(text: string): SQL {
  if (searchesById(text)) return eq(customerAccounts.id, Number(text));
  // The stored search text carries the trigram index, so the index serves the contains-match.
  return like(customerAccounts.searchText, containsPattern(text));
}

/** The scope's accounts (of these assignees, when given), from the counters of migration 0006. */
export async function countInScope(
  db: Queryable,
  scope: AccountScope,
  assignees?: readonly number[],
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(${sum(customerAccountCounts.accounts)}, 0)::int` })
    .from(customerAccountCounts)
    .where(
      and(
        eq(customerAccountCounts.companyId, scope.companyId),
        eq(customerAccountCounts.isTest, scope.isTest),
        assignees?.length ? inArray(customerAccountCounts.assignedTo, assignees) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/**
 * The accounts matching `where`, counted up to TEXT_FILTER_COUNT_CAP: counting every match of a
 * broad term costs more than the page it is for. `capped` says there are more.
 */
export async function countMatchesUpToCap(
  db: Queryable,
  where: SQL | undefined,
): Promise<{ total: number; capped: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(customerAccounts)
    .where(where)
    .limit(TEXT_FILTER_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  const n = row?.n ?? 0;
  return { total: Math.min(n, TEXT_FILTER_COUNT_CAP), capped: n > TEXT_FILTER_COUNT_CAP };
}
