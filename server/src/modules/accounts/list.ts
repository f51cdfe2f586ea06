import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  accountSearchProblem,
  type AccountListPage,
  type AccountListQuery,
  type AccountSortField,
} from '@console/contract/accounts';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts, staffUsers } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import { productIssuesOf } from './issues-store.ts';
import { inScope, type AccountScope } from './scope.ts';
import { accountTextCondition, countInScope, countMatchesUpToCap } from './search.ts';

const parent = alias(customerAccounts, 'parent');

/** Each sort field is a column with an index led by the tenant scope (db/schema/accounts.ts). */
const SORT_COLUMNS = {
  id: customerAccounts.id,
  customerName: customerAccounts.name,
  contactName: customerAccounts.contactName,
  active: customerAccounts.active,
  issuesTotalRank: customerAccounts.issuesTotalRank,
  assignedTo: customerAccounts.assignedTo,
} satisfies Record<AccountSortField, unknown>;

function accountFilter(scope: AccountScope, text: string, assignees: readonly number[] | undefined): SQL {
  const conditions: SQL[] = [inScope(scope)];
  if (text) {
    // The list refuses one or two characters other than an ID; the lookup does not (search.ts).
    const problem = accountSearchProblem(text);
    if (problem) throw validationError({ textFilter: [problem] });
    conditions.push(accountTextCondition(text));
  }
  if (assignees?.length) conditions.push(inArray(customerAccounts.assignedTo, assignees));
  return and(...conditions) as SQL;
}

/**
 * How many accounts the list holds: exactly from the counters without a text filter, up to the
 * cap with one (search.ts).
 */
async function countAccounts(
  db: Queryable,
  scope: AccountScope,
  text: string,
  assignees: readonly number[] | undefined,
  where: SQL,
): Promise<{ total: number; totalCapped: boolean }> {
  if (text) {
    const { total, capped } = await countMatchesUpToCap(db, where);
    return { total, totalCapped: capped };
  }
  return { total: await countInScope(db, scope, assignees), totalCapped: false };
}

/** The accounts list: filtered, sorted and paged in SQL; the page's product issues alongside. */
export async function listAccounts(
  db: Queryable,
  scope: AccountScope,
  query: AccountListQuery,
): Promise<AccountListPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  const text = query.textFilter?.trim() ?? '';
  const assignees = query.assignedToCollection;
  const where = accountFilter(scope, text, assignees);
  const direction = query.order === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[query.sortField ?? 'id'];

  const [rows, { total, totalCapped }] = await Promise.all([
    db
      .select({
        id: customerAccounts.id,
        companyId: customerAccounts.companyId,
        customerName: customerAccounts.name,
        parentId: parent.id,
        parentName: parent.name,
        contactName: customerAccounts.contactName,
        active: customerAccounts.active,
        issuesTotalRank: customerAccounts.issuesTotalRank,
        assignedTo: customerAccounts.assignedTo,
        assignedToFirst: staffUsers.firstName,
        assignedToLast: staffUsers.lastName,
      })
      .from(customerAccounts)
      .leftJoin(parent, eq(parent.id, customerAccounts.parentAccountId))
      .leftJoin(staffUsers, eq(staffUsers.id, customerAccounts.assignedTo))
      .where(where)
      // The id breaks ties, so paging is stable whatever the sort.
      .orderBy(direction(column), direction(customerAccounts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countAccounts(db, scope, text, assignees, where),
  ]);
  const issues = await productIssuesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map(({ assignedToFirst, assignedToLast, ...row }) => ({
      ...row,
      assignedToUserName:
        assignedToFirst === null ? null : `${assignedToFirst} ${assignedToLast ?? ''}`.trim(),
      productIssues: issues.get(row.id) ?? [],
    })),
    total,
    totalCapped,
    totalPages: Math.ceil(total / pageSize),
    page,
  };
}
