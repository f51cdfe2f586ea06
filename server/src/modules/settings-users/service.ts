import { say } from '@console/contract/kit';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@console/contract/constants';
import { Role } from '@console/contract/gates';
import { PASSWORD_REQUIRED } from '@console/contract/password';
import {
  auditedUser,
  passwordFieldProblems,
  personColumns,
  trimmedPerson,
  withUniqueLogin,
} from '../../kit/users.ts';
import { allRolesOf, type SettingsUser, type SettingsUserInput } from '@console/contract/settings-users/api';
import { permissionsOf, ROLE_PERMISSIONS } from '@console/contract/permissions';
import type { Db, Queryable } from '../../db/client.ts';
import { staffUsers } from '../../db/schema.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import { diff, recordChange, type Actor } from '../../audit/record.ts';
import { hashPassword } from '../../security/passwords.ts';
import { isTimeZone } from '../../lib/time-zones.ts';
import { endUserSessions } from '../../platform/session/service.ts';
import { removeSecondFactor } from '../../platform/session/second-factor.ts';
import * as store from './store.ts';
import { insertStaffUser } from '../../platform/staff-users.ts';

/**
 * Settings users: the staff an Admin manages. Scope: the users for whom the Admin's administered
 * company is available; a new user gets that company as their one available company. Logins are
 * unique across all staff; a duplicate is a 400 ValidationError on userName (the dialog shows it
 * on the Login field). Passwords are stored as argon2id hashes and never answered.
 */

/** Serialises changes that remove an Admin, so two of them cannot each leave the other as the last. */
const ADMIN_CHANGES_LOCK = 7_301_001;

type PropertyErrors = Record<string, string[]>;

function inputProblems(input: SettingsUserInput, creating: boolean): PropertyErrors {
  const problems: PropertyErrors = passwordFieldProblems(input.password);
  if (input.password === undefined && creating) problems.password = [PASSWORD_REQUIRED];
  if (input.timeZoneId !== undefined && !isTimeZone(input.timeZoneId)) {
    problems.timeZoneId = [say.notTimeZone('Time Zone')];
  }
  return problems;
}

function refuseIf(problems: PropertyErrors): void {
  if (Object.keys(problems).length) throw validationError(problems);
}

/** An Admin cannot lock themself out: no deleting, demoting, locking or making themself read-only. */
function selfProblems(staff: StaffPrincipal, before: SettingsUser, after: SettingsUser): PropertyErrors {
  if (staff.id !== before.id) return {};
  const problems: PropertyErrors = {};
  if (before.admin && !after.admin) problems.admin = ['You cannot remove your own Admin role'];
  if (!after.active) problems.active = ['You cannot lock yourself'];
  if (after.readOnly) problems.readOnly = ['You cannot make yourself read-only'];
  return problems;
}

/**
 * Staff give only roles whose permissions they hold themselves, so managing staff is not a way to
 * every permission: an Admin without the Checkpoint role cannot make anyone, themself included, a
 * Checkpoint.
 */
function grantProblems(
  staff: StaffPrincipal,
  before: Pick<SettingsUser, 'admin' | 'roles'>,
  after: Pick<SettingsUser, 'admin' | 'roles'>,
): PropertyErrors {
  const held = permissionsOf(staff.roles);
  const had = allRolesOf(before);
  const beyond = allRolesOf(after).filter(
    (role) => !had.includes(role) && (ROLE_PERMISSIONS[role as Role] ?? []).some((p) => !held.has(p)),
  );
  if (beyond.length === 0) return {};
  const field = beyond.includes(Role.Admin) ? 'admin' : 'roles';
  return { [field]: [`You can give only roles whose permissions you hold: not ${beyond.join(', ')}`] };
}

const lastAdminMessage = (companyNames: string[]) =>
  `The last active Admin of ${companyNames.join(', ')} cannot be removed`;

/** Companies that would be left without an active Admin; call inside the changing transaction. */
async function companiesLeftWithoutAdmin(tx: Queryable, userId: number): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`);
  return store.companiesOnlyAdministeredBy(tx, userId);
}

async function mustFind(db: Queryable, companyId: number, id: number): Promise<SettingsUser> {
  const user = await store.findSettingsUser(db, companyId, id);
  if (!user) throw notFound('The user');
  return user;
}

/**
 * What the audit log records of a user: every answered field, the password only as changed, and
 * the roles as one list, Admin included, so a change of roles reads as the roles before and after
 * ("roles": ["Checkpoint"] → ["Admin", "Billing"]) whether the switch or the list changed.
 */
function audited(
  { id: _id, admin, roles, ...fields }: SettingsUser,
  passwordChanged = false,
): Record<string, unknown> {
  return auditedUser({ ...fields, roles: allRolesOf({ admin, roles }) }, passwordChanged);
}

export async function createSettingsUser(
  db: Db,
  staff: StaffPrincipal,
  { companyId }: Tenant,
  actor: Actor,
  raw: SettingsUserInput,
): Promise<SettingsUser> {
  const input = trimmedPerson(raw);
  const roles = { admin: input.admin ?? false, roles: store.otherRolesIn(input.roles ?? []) };
  refuseIf({
    ...inputProblems(input, true),
    ...grantProblems(staff, { admin: false, roles: [] }, roles),
  });
  const passwordHash = await hashPassword(input.password ?? '');
  return withUniqueLogin(() =>
    db.transaction(async (tx) => {
      const id = await insertStaffUser(tx, {
        ...personColumns(input),
        passwordHash,
        timeZoneId: input.timeZoneId ?? DEFAULT_TIME_ZONE,
        isDaylightSavingTime: input.isDaylightSavingTime ?? true,
        active: input.active ?? true,
        readOnly: input.readOnly ?? false,
        roles: allRolesOf(roles),
        companyIds: [companyId],
      });
      const created = await mustFind(tx, companyId, id);
      await recordChange(tx, actor, {
        action: 'settingsUser.create',

        entityId: id,
        changes: diff(null, audited(created, true)),
      });
      return created;
    }),
  );
}

export async function updateSettingsUser(
  db: Db,
  staff: StaffPrincipal,
  { companyId }: Tenant,
  actor: Actor,
  id: number,
  raw: SettingsUserInput,
): Promise<SettingsUser> {
  const before = await mustFind(db, companyId, id);
  const input = trimmedPerson(raw);
  const after: SettingsUser = {
    id,
    ...personColumns(input, before),
    timeZoneId: input.timeZoneId ?? before.timeZoneId,
    isDaylightSavingTime: input.isDaylightSavingTime ?? before.isDaylightSavingTime,
    active: input.active ?? before.active,
    readOnly: input.readOnly ?? before.readOnly,
    admin: input.admin ?? before.admin,
    roles: input.roles ? store.otherRolesIn(input.roles) : before.roles,
    secondFactor: before.secondFactor,
  };
  refuseIf({
    ...inputProblems(input, false),
    ...selfProblems(staff, before, after),
    ...grantProblems(staff, before, after),
  });
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const removesAdmin = before.admin && before.active && (!after.admin || !after.active);

  return withUniqueLogin(() =>
    db.transaction(async (tx) => {
      if (removesAdmin) {
        const orphaned = await companiesLeftWithoutAdmin(tx, id);
        if (orphaned.length) {
          throw validationError({ [after.admin ? 'active' : 'admin']: [lastAdminMessage(orphaned)] });
        }
      }
      await tx
        .update(staffUsers)
        .set({
          userName: after.userName,
          firstName: after.firstName,
          lastName: after.lastName,
          email: after.email,
          phone: after.phone,
          comments: after.comments,
          timeZoneId: after.timeZoneId,
          isDaylightSavingTime: after.isDaylightSavingTime,
          active: after.active,
          readOnly: after.readOnly,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(staffUsers.id, id));
      if (after.admin !== before.admin) await store.setAdminRole(tx, id, after.admin);
      if (after.roles.join() !== before.roles.join()) await store.setOtherRoles(tx, id, after.roles);
      // A locked user is signed out at once; so is one whose password an Admin reset (not the Admin's own).
      if ((before.active && !after.active) || (passwordHash && id !== staff.id)) {
        await endUserSessions(tx, id);
      }
      const saved = await mustFind(tx, companyId, id);
      await recordChange(tx, actor, {
        action: 'settingsUser.update',

        entityId: id,
        changes: diff(audited(before), audited(saved, passwordHash !== undefined)),
      });
      return saved;
    }),
  );
}

/**
 * A change an Admin makes to another user that ends that user's sessions (deleting them, resetting
 * their two-step sign-in), in one transaction: refused with `onSelf` when it is the Admin's own.
 */
async function endingAnotherUsersSessions(
  db: Db,
  staff: StaffPrincipal,
  companyId: number,
  id: number,
  onSelf: string,
  change: (tx: Queryable, before: SettingsUser) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await mustFind(tx, companyId, id);
    if (id === staff.id) throw conflict(onSelf);
    // Their sessions end first: a deleted user's sessions go with them (a refusal rolls this back).
    await endUserSessions(tx, id);
    await change(tx, before);
  });
}

export async function deleteSettingsUser(
  db: Db,
  staff: StaffPrincipal,
  { companyId }: Tenant,
  actor: Actor,
  id: number,
): Promise<void> {
  await endingAnotherUsersSessions(
    db,
    staff,
    companyId,
    id,
    'You cannot delete yourself',
    async (tx, before) => {
      if (before.admin && before.active) {
        const orphaned = await companiesLeftWithoutAdmin(tx, id);
        if (orphaned.length) throw conflict(lastAdminMessage(orphaned));
      }
      // The user is gone for every company they were available to.
      await tx.delete(staffUsers).where(eq(staffUsers.id, id));
      await recordChange(tx, actor, {
        action: 'settingsUser.delete',
        entityId: id,
        changes: diff(audited(before), null),
      });
    },
  );
}

/**
 * An Admin's reset of another user's two-step sign-in, for a lost authenticator: it is off, their
 * recovery codes are gone and their sessions end; they sign in with their password again (and set
 * it up anew when the console requires it). Their own is changed from their user menu, with a code.
 */
export async function resetSecondFactor(
  db: Db,
  staff: StaffPrincipal,
  { companyId }: Tenant,
  actor: Actor,
  id: number,
): Promise<void> {
  const onSelf = 'Turn your own two-step sign-in off from your user menu';
  await endingAnotherUsersSessions(db, staff, companyId, id, onSelf, async (tx, before) => {
    if (!before.secondFactor) throw conflict('This user has no two-step sign-in to reset');
    await removeSecondFactor(tx, id);
    await recordChange(tx, actor, {
      action: 'secondFactor.reset',
      entityId: id,
      changes: { secondFactor: { from: before.secondFactor, to: false } },
    });
  });
}
