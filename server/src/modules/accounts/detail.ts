import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AccountDetail as AccountDetailSchema,
  type AccountDetail,
  type AccountWithInfo,
  type SubAccount,
  type SubAccountsQuery,
} from '@console/contract/accounts/api';
import { Feature } from '@console/contract/gates';
import type { Db, Queryable } from '../../db/client.ts';
import { customerAccounts } from '../../db/schema.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import { containsAny, exactCount, type ListSource } from '../../kit/list.ts';
import { diff, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import { assertEditableFields } from '../../metadata/editable.ts';
import { adminUsers } from '../books/service.ts';
import { isFeatureOn } from '../../platform/companies/service.ts';
import { recomputeAccountIssues } from './issues-store.ts';
import { findAccount, inScope } from './scope.ts';
import type { Tenant } from '../../platform/tenant.ts';

const parent = alias(customerAccounts, 'parent');

export async function hasSubAccounts(db: Queryable, accountId: number): Promise<boolean> {
  const [child] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.parentAccountId, accountId))
    .limit(1);
  return Boolean(child);
}

/**
 * An account can be deleted only when nothing would be stranded: the company allows deleting
 * accounts (the AccountDeleting feature) and no sub-account hangs from it. Products are removed
 * one by one at deletion (delete.ts), each able to refuse.
 */
export async function canBeDeleted(db: Queryable, tenant: Tenant, accountId: number): Promise<boolean> {
  if (!(await isFeatureOn(db, tenant.companyId, Feature.AccountDeleting))) return false;
  return !(await hasSubAccounts(db, accountId));
}

export async function getAccount(db: Queryable, tenant: Tenant, accountId: number): Promise<AccountWithInfo> {
  const [row] = await db
    .select({ account: customerAccounts, parentName: parent.name })
    .from(customerAccounts)
    .leftJoin(parent, eq(parent.id, customerAccounts.parentAccountId))
    .where(and(inScope(tenant), eq(customerAccounts.id, accountId)));
  if (!row) throw notFound('The account');
  const a = row.account;
  const [isParent, deletable] = await Promise.all([hasSubAccounts(db, a.id), canBeDeleted(db, tenant, a.id)]);
  return {
    id: a.id,
    name: a.name,
    customerName: a.name,
    contactName: a.contactName,
    assignedTo: a.assignedTo,
    active: a.active,
    address1: a.address1,
    address2: a.address2,
    state: a.state,
    zip: a.zip,
    city: a.city,
    parentAccountId: a.parentAccountId,
    parentName: row.parentName,
    isParent,
    comments: a.comments,
    timeZoneId: a.timeZoneId,
    dayEnds: a.dayEnds,
    isDaylightSavingTime: a.isDaylightSavingTime,
    isCanBeDeleted: deletable,
  };
}

/** Refuses a parent that is not the tenant's, the account itself, or one of its own descendants. */
async function assertParent(db: Queryable, tenant: Tenant, accountId: number, parentId: number) {
  if (parentId === accountId)
    throw validationError({ parentAccountId: ['An account cannot be its own parent'] });
  await findAccount(db, tenant, parentId).catch((error: unknown) => {
    // Only a missing parent is the caller's mistake; an unreachable database stays a 503.
    if (error instanceof AppError && error.statusCode === 404)
      throw validationError({ parentAccountId: ['The parent account was not found'] });
    throw error;
  });
  const result = await db.execute<{ id: number }>(sql`
    with recursive ancestors(id, parent_id) as (
      select id, parent_account_id from customer_accounts where id = ${parentId}
      union all
      select a.id, a.parent_account_id from customer_accounts a join ancestors on a.id = ancestors.parent_id
    )
    select id from ancestors where id = ${accountId} limit 1`);
  if (result.rows.length)
    throw validationError({ parentAccountId: ['The parent account is one of its sub-accounts'] });
}

export async function updateAccount(
  db: Db,
  staff: StaffPrincipal,
  actor: Actor,
  tenant: Tenant,
  accountId: number,
  input: AccountDetail,
): Promise<AccountWithInfo> {
  const current = await findAccount(db, tenant, accountId);
  assertEditableFields(AccountDetailSchema, input, staff.roles, {
    ...current,
    assignedTo: current.assignedTo,
  });
  const name = input.name.trim();
  if (!name) throw validationError({ name: ['Account Name is required'] });
  if (
    input.assignedTo !== undefined &&
    input.assignedTo !== null &&
    input.assignedTo !== current.assignedTo
  ) {
    const admins = await adminUsers(db, tenant.companyId);
    if (!admins.some((a) => a.id === input.assignedTo))
      throw validationError({ assignedTo: ['Assigned To must be an admin of the company'] });
  }
  if (
    input.parentAccountId !== undefined &&
    input.parentAccountId !== null &&
    input.parentAccountId !== current.parentAccountId
  ) {
    await assertParent(db, tenant, accountId, input.parentAccountId);
  }
  const next = {
    name,
    ...(input.contactName !== undefined ? { contactName: input.contactName.trim() } : {}),
    ...(input.assignedTo !== undefined ? { assignedTo: input.assignedTo } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.address1 !== undefined ? { address1: input.address1.trim() } : {}),
    ...(input.address2 !== undefined ? { address2: input.address2.trim() } : {}),
    ...(input.state !== undefined ? { state: input.state.trim() } : {}),
    ...(input.zip !== undefined ? { zip: input.zip.trim() } : {}),
    ...(input.city !== undefined ? { city: input.city.trim() } : {}),
    ...(input.parentAccountId !== undefined ? { parentAccountId: input.parentAccountId } : {}),
    ...(input.comments !== undefined ? { comments: input.comments.trim() } : {}),
    ...(input.timeZoneId !== undefined ? { timeZoneId: input.timeZoneId } : {}),
    ...(input.dayEnds !== undefined ? { dayEnds: input.dayEnds } : {}),
    ...(input.isDaylightSavingTime !== undefined ? { isDaylightSavingTime: input.isDaylightSavingTime } : {}),
  };
  await db.transaction(async (tx) => {
    await tx
      .update(customerAccounts)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(customerAccounts.id, accountId));
    const before = Object.fromEntries(Object.keys(next).map((k) => [k, current[k as keyof typeof current]]));
    await recordChangeIfAny(tx, actor, {
      action: 'account.update',
      entityId: accountId,
      changes: diff(before, next),
    });
    if (next.active !== undefined && next.active !== current.active)
      await recomputeAccountIssues(tx, accountId);
  });
  return getAccount(db, tenant, accountId);
}

/**
 * A product family's PUT {id}/Account: the accounts family's update, once `find` has found the
 * account to be one of the family's; another account answers find's 404 before anything is checked.
 */
export function updateProductAccount(
  find: (db: Queryable, tenant: Tenant, accountId: number) => Promise<unknown>,
): typeof updateAccount {
  return async (db, staff, actor, tenant, accountId, input) => {
    await find(db, tenant, accountId);
    return updateAccount(db, staff, actor, tenant, accountId, input);
  };
}

/** The sub-accounts of one of the tenant's accounts (the kit sorts, pages and exports them). */
export async function subAccountsSource(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  query: SubAccountsQuery,
): Promise<ListSource<SubAccount, SubAccount>> {
  await findAccount(db, tenant, accountId);
  const where = and(
    inScope(tenant),
    eq(customerAccounts.parentAccountId, accountId),
    containsAny(query.textFilter ?? '', [customerAccounts.name, customerAccounts.contactName]),
  );
  return {
    select: (extra) =>
      db
        .select({
          id: customerAccounts.id,
          name: customerAccounts.name,
          contactName: customerAccounts.contactName,
          active: customerAccounts.active,
          ...extra,
        })
        .from(customerAccounts)
        .$dynamic(),
    where,
    sorts: {
      id: { column: customerAccounts.id },
      name: { column: customerAccounts.name },
      contactName: { column: customerAccounts.contactName },
      active: { column: customerAccounts.active },
    },
    tieBreak: customerAccounts.id,
    count: () => exactCount(db, customerAccounts, where),
    toItem: ({ id, name, contactName, active }) => ({ id, name, contactName, active }),
  };
}
