import { and, eq, inArray, like, sql, sum, type SQL } from 'drizzle-orm';
import { accountSearchProblem, searchesById } from '@console/contract/accounts/api';
import type { Queryable } from '../../db/client.ts';
import { customerAccountCounts, customerAccounts } from '../../db/schema.ts';
import { containsPattern } from '../../db/patterns.ts';
import { validationError } from '../../http/errors.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';

// How the accounts list and the account lookup find and count accounts at a million rows: the
// trigram index for a contains-match, the trigger-kept counters for an unfiltered total, and a
// capped count (the kit's cappedCount, up to TEXT_FILTER_COUNT_CAP) for a filtered one.

/**
 * Accounts whose ID, name or contact contains the text (trimmed by the caller). One or two digits
 * name an account ID instead: a contains-match that short cannot use the trigram index.
 */
export function accountTextCondition(text: string): SQL {
  if (searchesById(text)) return eq(customerAccounts.id, Number(text));
  // The stored search text carries the trigram index, so the index serves the contains-match.
  return like(customerAccounts.searchText, containsPattern(text));
}

/**
 * A list's text filter on accounts (ID, name, contact): none when blank, a 400 on textFilter when
 * the text cannot be searched (accountSearchProblem). Product families' account lists share it.
 */
export function accountTextFilter(text: string | undefined): SQL | undefined {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return undefined;
  const problem = accountSearchProblem(trimmed);
  if (problem) throw validationError({ textFilter: [problem] });
  return accountTextCondition(trimmed);
}

/** The tenant's accounts (of these assignees, when given), from the counters of migration 0006. */
export async function countInScope(
  db: Queryable,
  tenant: Tenant,
  assignees?: readonly number[],
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(${sum(customerAccountCounts.accounts)}, 0)::int` })
    .from(customerAccountCounts)
    .where(
      and(
        inTenant(customerAccountCounts, tenant),
        assignees?.length ? inArray(customerAccountCounts.assignedTo, assignees) : undefined,
      ),
    );
  return row?.total ?? 0;
}
