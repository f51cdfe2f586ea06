import { and, asc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { Role } from '@console/contract/gates';
import {
  OTHER_ROLES,
  SETTINGS_USER_SORT_FIELDS,
  type OtherRole,
  type SettingsUser,
  type SettingsUserSortField,
} from '@console/contract/settings-users/api';
import type { Queryable } from '../../db/client.ts';
import { companies, staffUserCompanies, staffUserRoles, staffUsers } from '../../db/schema.ts';
import { containsAny, exactCount, type ListSource } from '../../kit/list.ts';
import type { Tenant } from '../../platform/tenant.ts';

/**
 * Roles are compared in lowercase, as the gate compares them (console-core §2): a role stored in
 * another case shows, is audited and is taken away like the one the gate grants by it.
 */
const sameRole = (role: string) => sql`lower(${staffUserRoles.role}) = lower(${role})`;
const sameRoleIn = (roles: readonly string[]) =>
  inArray(
    sql`lower(${staffUserRoles.role})`,
    roles.map((role) => role.toLowerCase()),
  );

const holdsAdmin = sql<boolean>`exists (select 1 from ${staffUserRoles} where ${staffUserRoles.userId} = ${staffUsers.id} and ${sameRole(Role.Admin)})`;
const otherRoles = sql<string[]>`array(select ${staffUserRoles.role} from ${staffUserRoles}
  where ${staffUserRoles.userId} = ${staffUsers.id} and not ${sameRole(Role.Admin)})`;

/** The roles the console names, each once, in its order; a stored role it does not name is left out. */
export const otherRolesIn = (roles: readonly string[]): OtherRole[] => {
  const held = new Set(roles.map((role) => role.toLowerCase()));
  return OTHER_ROLES.filter((role) => held.has(role.toLowerCase()));
};

type SettingsUserRow = Omit<SettingsUser, 'roles'> & { roles: string[] };
const toSettingsUser = (row: SettingsUserRow): SettingsUser => ({ ...row, roles: otherRolesIn(row.roles) });

/**
 * The settings user as answered: every column but the password hash, the Admin role as a flag and
 * the other roles as a list.
 */
const settingsUserColumns = {
  id: staffUsers.id,
  userName: staffUsers.userName,
  firstName: staffUsers.firstName,
  lastName: staffUsers.lastName,
  email: staffUsers.email,
  phone: staffUsers.phone,
  comments: staffUsers.comments,
  timeZoneId: staffUsers.timeZoneId,
  isDaylightSavingTime: staffUsers.isDaylightSavingTime,
  active: staffUsers.active,
  readOnly: staffUsers.readOnly,
  admin: holdsAdmin,
  roles: otherRoles,
  secondFactor: sql<boolean>`${staffUsers.totpEnabledAt} is not null`,
};

/** Staff for whom the company is available: the users an Admin of that company manages. */
function availableIn(db: Queryable, companyId: number): SQL {
  return inArray(
    staffUsers.id,
    db
      .select({ id: staffUserCompanies.userId })
      .from(staffUserCompanies)
      .where(eq(staffUserCompanies.companyId, companyId)),
  );
}

/**
 * What the list's Filter searches: names, login and email in one expression, so "Ann Lee" finds
 * Ann Lee and a single trigram index on this same expression can serve the ILIKE.
 */
const searchText = sql`(${staffUsers.firstName} || ' ' || ${staffUsers.lastName} || ' ' || ${staffUsers.userName} || ' ' || ${staffUsers.email})`;

/**
 * A company's settings users as a paged list. Sorts are case-insensitive; ties go by id, so pages
 * never overlap.
 */
export function settingsUsersSource(
  db: Queryable,
  tenant: Tenant,
  filter: string,
): ListSource<SettingsUserRow, SettingsUser> {
  const where = and(availableIn(db, tenant.companyId), containsAny(filter, [searchText]));
  const lower = (column: (typeof staffUsers)[SettingsUserSortField]) => ({ column: sql`lower(${column})` });
  return {
    select: (extra) =>
      db
        .select({ ...settingsUserColumns, ...extra })
        .from(staffUsers)
        .$dynamic(),
    where,
    sorts: Object.fromEntries(SETTINGS_USER_SORT_FIELDS.map((field) => [field, lower(staffUsers[field])])),
    tieBreak: staffUsers.id,
    count: () => exactCount(db, staffUsers, where),
    toItem: toSettingsUser,
  };
}

/** A settings user available in the company, or undefined (another company's user is not found). */
export async function findSettingsUser(
  db: Queryable,
  companyId: number,
  id: number,
): Promise<SettingsUser | undefined> {
  const [row] = await db
    .select(settingsUserColumns)
    .from(staffUsers)
    .where(and(eq(staffUsers.id, id), availableIn(db, companyId)));
  return row && toSettingsUser(row);
}

export async function setAdminRole(db: Queryable, userId: number, admin: boolean): Promise<void> {
  if (admin) {
    await db.insert(staffUserRoles).values({ userId, role: Role.Admin }).onConflictDoNothing();
  } else {
    await db.delete(staffUserRoles).where(and(eq(staffUserRoles.userId, userId), sameRole(Role.Admin)));
  }
}

/**
 * Gives the user exactly these roles beside Admin. A stored role the console does not name is left
 * as it is: it was not shown, so it cannot have been taken away.
 */
export async function setOtherRoles(
  db: Queryable,
  userId: number,
  roles: readonly OtherRole[],
): Promise<void> {
  const dropped = OTHER_ROLES.filter((role) => !roles.includes(role));
  if (dropped.length) {
    await db.delete(staffUserRoles).where(and(eq(staffUserRoles.userId, userId), sameRoleIn(dropped)));
  }
  if (roles.length) {
    await db
      .insert(staffUserRoles)
      .values(roles.map((role) => ({ userId, role })))
      .onConflictDoNothing();
  }
}

/**
 * The companies available to the user where no other active Admin is: removing this user's Admin
 * role, locking or deleting them would leave those companies without anyone to manage their staff.
 */
export async function companiesOnlyAdministeredBy(db: Queryable, userId: number): Promise<string[]> {
  const otherAdmins = db
    .select({ companyId: staffUserCompanies.companyId })
    .from(staffUserCompanies)
    .innerJoin(staffUsers, eq(staffUsers.id, staffUserCompanies.userId))
    .innerJoin(
      staffUserRoles,
      and(eq(staffUserRoles.userId, staffUsers.id), eq(staffUserRoles.role, Role.Admin)),
    )
    .where(and(ne(staffUsers.id, userId), eq(staffUsers.active, true)));
  const rows = await db
    .select({ name: companies.name })
    .from(staffUserCompanies)
    .innerJoin(companies, eq(companies.id, staffUserCompanies.companyId))
    .where(and(eq(staffUserCompanies.userId, userId), notInArray(staffUserCompanies.companyId, otherAdmins)))
    .orderBy(asc(companies.name));
  return rows.map((r) => r.name);
}
