import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  AccountUser,
  AccountUserListQuery,
  AccountUserRow,
  AccountUserSortField,
} from '@console/contract/accounts/api';
import type { Db, Queryable } from '../../db/client.ts';
import { accountUsers, customerAccounts } from '../../db/schema.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { diff, recordChange, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import { hashPassword } from '../../security/passwords.ts';
import {
  auditedUser,
  LOGIN_TAKEN,
  passwordFieldProblems,
  personColumns,
  trimmedPerson,
  withUniqueLogin,
  type PersonFields,
} from '../../kit/users.ts';
import { recomputeAccountIssues } from './issues-store.ts';
import { containsAny, exactCount, type ListSource, type SortKey } from '../../kit/list.ts';
import { findAccount, inScope } from './scope.ts';
import type { Tenant } from '../../platform/tenant.ts';

/**
 * The users of a customer account (console-core §2 "Users tab", §3 "Account user"): the people who
 * sign in to the customer site. Logins are unique across every account, whatever their case (the
 * unique index on lower(user_name) is the judge); a duplicate is a 400 ValidationError on userName.
 * A password is optional (the user may set one on the customer site); when given it must meet the
 * policy, it is stored as an argon2id hash and never answered.
 */

/** A user to insert: names already trimmed, the password (if any) already checked against the policy. */
export interface NewAccountUser extends PersonFields {
  password?: string;
  active?: boolean;
  admin?: boolean;
  readOnly?: boolean;
}

type PropertyErrors = Record<string, string[]>;

/** What an import reads and writes of a user (ImportableUser). */
const importColumns = {
  id: accountUsers.id,
  accountId: accountUsers.accountId,
  userName: accountUsers.userName,
  firstName: accountUsers.firstName,
  lastName: accountUsers.lastName,
  email: accountUsers.email,
  phone: accountUsers.phone,
  active: accountUsers.active,
  admin: accountUsers.admin,
  readOnly: accountUsers.readOnly,
};

/** The user as answered: every column but the password hash; `login` is the userName (console-core §3). */
const rowColumns = { ...importColumns, comments: accountUsers.comments, createdAt: accountUsers.createdAt };
type StoredUser = Omit<typeof accountUsers.$inferSelect, 'passwordHash'>;

function toRow({ accountId: _accountId, createdAt, ...user }: StoredUser): AccountUserRow {
  return { ...user, login: user.userName, created: createdAt.toISOString() };
}

/** Active users per account; every id asked about is in the map, 0 when it has none. */
export async function countActiveUsers(db: Queryable, accountIds: number[]): Promise<Map<number, number>> {
  const counts = new Map(accountIds.map((id) => [id, 0]));
  if (accountIds.length === 0) return counts;
  const rows = await db
    .select({ accountId: accountUsers.accountId, n: count() })
    .from(accountUsers)
    .where(and(inArray(accountUsers.accountId, accountIds), eq(accountUsers.active, true)))
    .groupBy(accountUsers.accountId);
  for (const row of rows) counts.set(row.accountId, row.n);
  return counts;
}

/** Whether another user (any account) already has this login, whatever its case. */
export async function isLoginTaken(db: Queryable, userName: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(
      and(
        sql`lower(${accountUsers.userName}) = lower(${userName})`,
        exceptUserId === undefined ? undefined : ne(accountUsers.id, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function insertRow(
  tx: Queryable,
  accountId: number,
  fields: NewAccountUser,
  passwordHash: string | null,
): Promise<AccountUserRow> {
  // ON CONFLICT: a login taken by a concurrent insert leaves the caller's transaction usable.
  const [row] = await tx
    .insert(accountUsers)
    .values({
      accountId,
      ...personColumns(fields),
      passwordHash,
      active: fields.active ?? true,
      admin: fields.admin ?? false,
      readOnly: fields.readOnly ?? false,
    })
    .onConflictDoNothing()
    .returning(rowColumns);
  if (!row) throw validationError({ userName: [LOGIN_TAKEN] });
  return toRow(row);
}

/**
 * Inserts a user of the account inside the caller's transaction, hashing the password when one is
 * given; answers the user as listed. The caller has trimmed and validated the fields, and records
 * the change and recomputes the account's rank. A taken login throws 400 ValidationError on
 * userName without breaking the transaction.
 */
export async function insertAccountUser(
  tx: Queryable,
  accountId: number,
  fields: NewAccountUser,
): Promise<AccountUserRow> {
  return insertRow(tx, accountId, fields, fields.password ? await hashPassword(fields.password) : null);
}

/** The rules the schema cannot say (it refuses blank names itself): the password policy, a taken login. */
async function inputProblems(db: Queryable, input: AccountUser, userId?: number): Promise<PropertyErrors> {
  // An empty password is none: an account's user may have no password of the console's.
  const problems: PropertyErrors = passwordFieldProblems(input.password || undefined);
  if (await isLoginTaken(db, input.userName, userId)) {
    problems.userName = [LOGIN_TAKEN];
  }
  return problems;
}

async function refuseProblems(db: Queryable, input: AccountUser, userId?: number): Promise<void> {
  const problems = await inputProblems(db, input, userId);
  if (Object.keys(problems).length) throw validationError(problems);
}

/** What the audit log records of a user: every answered field, the password only as changed. */
function audited(
  { id: _id, login: _login, created: _created, ...fields }: AccountUserRow,
  passwordChanged: boolean,
): Record<string, unknown> {
  return auditedUser(fields, passwordChanged);
}

/**
 * Serialises the user changes of one account, so two of them cannot each miss the other when
 * deciding whether the account still has an active user. An import takes it before it checks its
 * file, so two imports of one customer run one after the other.
 */
export async function lockAccount(tx: Queryable, accountId: number): Promise<void> {
  const [locked] = await tx
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, accountId))
    .for('update');
  // Deleted since it was found: as gone as any other missing account.
  if (!locked) throw notFound('The account');
}

/** The account's rank counts "no active user" (issues.ts): recompute it when that fact flips. */
async function recomputeIfActiveUsersFlipped(
  tx: Queryable,
  accountId: number,
  change: -1 | 0 | 1,
): Promise<void> {
  if (change === 0) return;
  const after = (await countActiveUsers(tx, [accountId])).get(accountId) ?? 0;
  const before = after - change;
  if ((before === 0) !== (after === 0)) await recomputeAccountIssues(tx, accountId);
}

/** Names sort whatever their case; ties go by id (the kit's tie-break), so pages never overlap. */
const SORTS = {
  userName: { column: sql`lower(${accountUsers.userName})` },
  firstName: { column: sql`lower(${accountUsers.firstName})` },
  lastName: { column: sql`lower(${accountUsers.lastName})` },
  email: { column: sql`lower(${accountUsers.email})` },
  created: { column: accountUsers.createdAt },
  active: { column: accountUsers.active },
} satisfies Record<AccountUserSortField, SortKey>;

/**
 * The users of one of the tenant's accounts (the kit sorts, pages and exports them), filtered by
 * login, first or last name, full name or e-mail, in any case.
 */
export async function accountUsersSource(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  query: AccountUserListQuery,
): Promise<ListSource<StoredUser, AccountUserRow>> {
  const account = await findAccount(db, tenant, accountId);
  const where = and(
    eq(accountUsers.accountId, account.id),
    containsAny(query.textFilter ?? '', [
      accountUsers.userName,
      accountUsers.firstName,
      accountUsers.lastName,
      sql`${accountUsers.firstName} || ' ' || ${accountUsers.lastName}`,
      accountUsers.email,
    ]),
  );
  return {
    select: (extra) =>
      db
        .select({ ...rowColumns, ...extra })
        .from(accountUsers)
        .$dynamic(),
    where,
    sorts: SORTS,
    tieBreak: accountUsers.id,
    count: () => exactCount(db, accountUsers, where),
    toItem: toRow,
  };
}

/** Which of these user ids are users of the account (the rest are another's, or none at all). */
export async function usersOfAccount(
  db: Queryable,
  accountId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), inArray(accountUsers.id, [...userIds])));
  return new Set(rows.map((r) => r.id));
}

async function mustFindUser(db: Queryable, accountId: number, userId: number): Promise<AccountUserRow> {
  const [row] = await db
    .select(rowColumns)
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.id, userId)));
  if (!row) throw notFound('The user');
  return toRow(row);
}

export async function getAccountUser(
  db: Queryable,
  tenant: Tenant,
  accountId: number,
  userId: number,
): Promise<AccountUserRow> {
  const account = await findAccount(db, tenant, accountId);
  return mustFindUser(db, account.id, userId);
}

/**
 * A user of an account in tenant, found by the user's id alone (the credentials and auto-login
 * calls name no account): another company's user, or a live one in Test Mode, is not found.
 */
export async function findUserInScope(db: Queryable, tenant: Tenant, userId: number) {
  const [row] = await db
    .select({ ...rowColumns, companyId: customerAccounts.companyId })
    .from(accountUsers)
    .innerJoin(customerAccounts, eq(customerAccounts.id, accountUsers.accountId))
    .where(and(inScope(tenant), eq(accountUsers.id, userId)));
  if (!row) throw notFound('The user');
  return row;
}

export async function createAccountUser(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  accountId: number,
  raw: AccountUser,
): Promise<AccountUserRow> {
  const account = await findAccount(db, tenant, accountId);
  const input = trimmedPerson(raw);
  await refuseProblems(db, input);
  // Hashed before the transaction: argon2 takes a while, and the transaction should not wait on it.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    await lockAccount(tx, account.id);
    const created = await insertRow(tx, account.id, input, passwordHash);
    await recordChange(tx, actor, {
      action: 'accountUser.create',

      entityId: created.id,
      changes: diff(null, { accountId: account.id, ...audited(created, passwordHash !== null) }),
    });
    await recomputeIfActiveUsersFlipped(tx, account.id, created.active ? 1 : 0);
    return created;
  });
}

/** Updates the user; the password changes only when a non-empty one is sent. Deactivating is allowed. */
export async function updateAccountUser(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  accountId: number,
  userId: number,
  raw: AccountUser,
): Promise<AccountUserRow> {
  const account = await findAccount(db, tenant, accountId);
  await mustFindUser(db, account.id, userId);
  const input = trimmedPerson(raw);
  await refuseProblems(db, input, userId);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return withUniqueLogin(() =>
    db.transaction(async (tx) => {
      await lockAccount(tx, account.id);
      const before = await mustFindUser(tx, account.id, userId);
      await tx
        .update(accountUsers)
        .set({
          ...personColumns(input, before),
          active: input.active ?? before.active,
          admin: input.admin ?? before.admin,
          readOnly: input.readOnly ?? before.readOnly,
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(accountUsers.id, userId));
      const saved = await mustFindUser(tx, account.id, userId);
      await recordChangeIfAny(tx, actor, {
        action: 'accountUser.update',
        entityId: userId,
        changes: diff(audited(before, false), audited(saved, passwordHash !== undefined)),
      });
      await recomputeIfActiveUsersFlipped(
        tx,
        account.id,
        before.active === saved.active ? 0 : saved.active ? 1 : -1,
      );
      return saved;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Many users at once (the Dashboard's Users & Devices import, modules/imports)
// ---------------------------------------------------------------------------------------------

/** The fields an import reads and writes of a user (never a password). */
export interface ImportableUser {
  id: number;
  accountId: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  active: boolean;
  admin: boolean;
  readOnly: boolean;
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters, few round trips. */
const BULK_ROWS = 1000;

const chunks = <T>(items: readonly T[], size = BULK_ROWS): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** The users with these logins in any account, whatever the case (logins are unique across accounts). */
export async function usersByLogin(db: Queryable, logins: readonly string[]): Promise<ImportableUser[]> {
  const found: ImportableUser[] = [];
  const lowered = [...new Set(logins.map((login) => login.toLowerCase()))];
  for (const batch of chunks(lowered, 10_000)) {
    found.push(
      ...(await db
        .select(importColumns)
        .from(accountUsers)
        .where(inArray(sql`lower(${accountUsers.userName})`, batch))),
    );
  }
  return found;
}

/**
 * Creates and updates many users of one account inside the caller's transaction (an import's),
 * a thousand rows a statement; `written` is told after each statement how many rows it wrote.
 * Answers the new users' ids by their logins, lower-cased. The
 * caller has checked every field and login and audits the import. The account is locked first (as
 * a single user change locks it), and its rank recomputed when it gains or loses its last active
 * user. A login taken meanwhile by another account throws 400 on userName: the caller's
 * transaction then writes nothing.
 */
export async function writeAccountUsers(
  tx: Queryable,
  accountId: number,
  {
    create,
    update,
  }: { create: readonly NewAccountUser[]; update: readonly Omit<ImportableUser, 'accountId' | 'userName'>[] },
  written: (rows: number) => void = () => {},
): Promise<Map<string, number>> {
  await lockAccount(tx, accountId);
  /** The new users' ids by login, lower-cased. */
  const created = new Map<string, number>();
  const before = (await countActiveUsers(tx, [accountId])).get(accountId) ?? 0;
  for (const batch of chunks(create)) {
    const inserted = await tx
      .insert(accountUsers)
      .values(
        batch.map((user) => ({
          accountId,
          ...personColumns(user),
          active: user.active ?? true,
          admin: user.admin ?? false,
          readOnly: user.readOnly ?? false,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: accountUsers.id, userName: accountUsers.userName });
    if (inserted.length !== batch.length) throw validationError({ userName: [LOGIN_TAKEN] });
    for (const user of inserted) created.set(user.userName.toLowerCase(), user.id);
    written(batch.length);
  }
  for (const batch of chunks(update)) {
    const values = sql.join(
      batch.map(
        (user) =>
          sql`(${user.id}::integer, ${user.firstName}::text, ${user.lastName}::text, ${user.email}::text, ${user.phone}::text, ${user.active}::boolean, ${user.admin}::boolean, ${user.readOnly}::boolean)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${accountUsers} set
        first_name = v.first_name, last_name = v.last_name, email = v.email, phone = v.phone,
        active = v.active, admin = v.admin, read_only = v.read_only
      from (values ${values}) as v(id, first_name, last_name, email, phone, active, admin, read_only)
      where ${accountUsers.id} = v.id and ${accountUsers.accountId} = ${accountId}`);
    written(batch.length);
  }
  const after = (await countActiveUsers(tx, [accountId])).get(accountId) ?? 0;
  if ((before === 0) !== (after === 0)) await recomputeAccountIssues(tx, accountId);
  return created;
}
