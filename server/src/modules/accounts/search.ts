import { and, eq, like, sql, sum, type SQL } from 'drizzle-orm';
import { accountSearchProblem, searchesById } from '@console/contract/accounts/api';
import type { Queryable } from '../../db/client.ts';
import { oneOfPlaceholder, preparedPerHandle } from '../../db/prepared.ts';
import { customerAccountCounts, customerAccounts } from '../../db/schema.ts';
import { containsPattern } from '../../db/patterns.ts';
import { validationError } from '../../http/errors.ts';
import { ANY_TENANT, inTenant, tenantValues, type Tenant } from '../../platform/tenant.ts';

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

/** countInScope's statement, built once per handle: every page of the accounts list runs it. */
const scopeCount = preparedPerHandle((db) =>
  db
    .select({ total: sql<number>`coalesce(${sum(customerAccountCounts.accounts)}, 0)::int` })
    .from(customerAccountCounts)
    .where(
      and(
        inTenant(customerAccountCounts, ANY_TENANT),
        sql`(${sql.placeholder('assignees')}::integer[] is null
          or ${oneOfPlaceholder(customerAccountCounts.assignedTo, 'assignees')})`,
      ),
    )
    .prepare('account_scope_count'),
);

/** The tenant's accounts (of these assignees, when given), from the counters of migration 0006. */
export async function countInScope(
  db: Queryable,
  tenant: Tenant,
  assignees?: readonly number[],
): Promise<number> {
  const [row] = await scopeCount(db).execute({
    ...tenantValues(tenant),
    assignees: assignees?.length ? [...assignees] : null,
  });
  return row?.total ?? 0;
}
