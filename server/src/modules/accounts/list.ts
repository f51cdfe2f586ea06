import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  accountSearchProblem,
  TEXT_FILTER_COUNT_CAP,
  type AccountListItem,
  type AccountListQuery,
  type AccountSortField,
} from '@console/contract/accounts/api';
import type { Queryable } from '../../db/client.ts';
import { customerAccounts, staffUsers } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import { cappedCount, type ListSource, type SortKey } from '../../kit/list.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { productIssuesOf } from './issues-store.ts';
import { inScope } from './scope.ts';
import { accountTextCondition, countInScope } from './search.ts';

const parent = alias(customerAccounts, 'parent');

/** Each sort field is a column with an index led by the tenant scope (db/schema/accounts.ts). */
const SORTS = {
  id: { column: customerAccounts.id },
  customerName: { column: customerAccounts.name },
  contactName: { column: customerAccounts.contactName },
  active: { column: customerAccounts.active },
  issuesTotalRank: { column: customerAccounts.issuesTotalRank },
  assignedTo: { column: customerAccounts.assignedTo, nullable: true },
} satisfies Record<AccountSortField, SortKey>;

/** The assigned admin's name as the list shows it: first and last name, or nothing. */
const assignedToUserName = sql<string | null>`case when ${staffUsers.firstName} is null then null
  else btrim(${staffUsers.firstName} || ' ' || coalesce(${staffUsers.lastName}, '')) end`;

/** The row's fields, which are the item's (its product issues come from enrich). */
const rowColumns = {
  id: customerAccounts.id,
  companyId: customerAccounts.companyId,
  customerName: customerAccounts.name,
  parentId: parent.id,
  parentName: parent.name,
  contactName: customerAccounts.contactName,
  active: customerAccounts.active,
  issuesTotalRank: customerAccounts.issuesTotalRank,
  assignedTo: customerAccounts.assignedTo,
  assignedToUserName,
};

interface AccountRow {
  id: number;
  companyId: number;
  customerName: string;
  parentId: number | null;
  parentName: string | null;
  contactName: string;
  active: boolean;
  issuesTotalRank: number;
  assignedTo: number | null;
  assignedToUserName: string | null;
}

function accountFilter(tenant: Tenant, text: string, assignees: readonly number[] | undefined): SQL {
  const conditions: SQL[] = [inScope(tenant)];
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
 * The accounts list's rows (the kit sorts, pages and exports them): the tenant's accounts matching
 * the text and Assigned To filters, with the parent's and the assigned admin's names. Counted
 * exactly from the counters without a text filter, up to the cap with one (search.ts); a page's
 * items carry their product issues, which the CSV leaves out.
 */
export function accountsSource(
  db: Queryable,
  tenant: Tenant,
  query: AccountListQuery,
): ListSource<AccountRow, AccountListItem> {
  const text = query.textFilter?.trim() ?? '';
  const assignees = query.assignedToCollection;
  const where = accountFilter(tenant, text, assignees);
  return {
    select: (extra) =>
      db
        .select({ ...rowColumns, ...extra })
        .from(customerAccounts)
        .leftJoin(parent, eq(parent.id, customerAccounts.parentAccountId))
        .leftJoin(staffUsers, eq(staffUsers.id, customerAccounts.assignedTo))
        .$dynamic(),
    where,
    sorts: SORTS,
    tieBreak: customerAccounts.id,
    count: async () =>
      text
        ? cappedCount(db, customerAccounts, where, TEXT_FILTER_COUNT_CAP)
        : { total: await countInScope(db, tenant, assignees) },
    toItem: (row) => ({
      id: row.id,
      companyId: row.companyId,
      customerName: row.customerName,
      parentId: row.parentId,
      parentName: row.parentName,
      contactName: row.contactName,
      active: row.active,
      issuesTotalRank: row.issuesTotalRank,
      assignedTo: row.assignedTo,
      assignedToUserName: row.assignedToUserName,
      productIssues: [],
    }),
    csvOfRow: true,
    async enrich(items) {
      const issues = await productIssuesOf(
        db,
        items.map((item) => item.id),
      );
      return items.map((item) => ({ ...item, productIssues: issues.get(item.id) ?? [] }));
    },
  };
}
