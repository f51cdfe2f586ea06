import { and, asc, desc, eq, inArray, like, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  accountSearchProblem,
  SEARCH_MIN_LENGTH,
  TEXT_FILTER_COUNT_CAP,
  type AccountListPage,
  type AccountListQuery,
  type AccountSortField,
} from '@console/contract/accounts';
import type { Queryable } from '../../db/client.ts';
import { customerAccountCounts, customerAccounts, staffUsers } from '../../db/schema.ts';
import { containsPattern } from '../../db/patterns.ts';
import { validationError } from '../../http/errors.ts';
import { productIssuesOf } from './issues-store.ts';
import { inScope, type AccountScope } from './scope.ts';

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

function accountFilter(
  scope: AccountScope,
  query: Pick<AccountListQuery, 'textFilter' | 'assignedToCollection'>,
): SQL {
  const conditions: SQL[] = [inScope(scope)];
  const text = query.textFilter?.trim();
  if (text) conditions.push(textCondition(text));
  if (query.assignedToCollection?.length)
    conditions.push(inArray(customerAccounts.assignedTo, query.assignedToCollection));
  return and(...conditions) as SQL;
}

function textCondition(text: string): SQL {
  const problem = accountSearchProblem(text);
  if (problem) throw validationError({ textFilter: [problem] });
  // One or two digits name an account ID; a contains-match that short could not use the index.
  if (text.length < SEARCH_MIN_LENGTH) return eq(customerAccounts.id, Number(text));
  // The stored search text carries the trigram index, so the index serves the contains-match.
  return like(customerAccounts.searchText, containsPattern(text));
}

/**
 * How many accounts the list holds. Without a text filter the trigger-kept counters answer it
 * exactly (migration 0006); a text filter counts its matches up to TEXT_FILTER_COUNT_CAP + 1 and
 * reports a cap, because counting every match of a broad term costs more than the page.
 */
async function countAccounts(
  db: Queryable,
  scope: AccountScope,
  query: AccountListQuery,
  where: SQL,
): Promise<{ total: number; totalCapped: boolean }> {
  if (query.textFilter?.trim()) {
    const matches = db
      .select({ one: sql`1` })
      .from(customerAccounts)
      .where(where)
      .limit(TEXT_FILTER_COUNT_CAP + 1)
      .as('matches');
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
    const n = row?.n ?? 0;
    return { total: Math.min(n, TEXT_FILTER_COUNT_CAP), totalCapped: n > TEXT_FILTER_COUNT_CAP };
  }
  const assignees = query.assignedToCollection;
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
  return { total: row?.total ?? 0, totalCapped: false };
}

/** The accounts list: filtered, sorted and paged in SQL; the page's product issues alongside. */
export async function listAccounts(
  db: Queryable,
  scope: AccountScope,
  query: AccountListQuery,
): Promise<AccountListPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  const where = accountFilter(scope, query);
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
    countAccounts(db, scope, query, where),
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
