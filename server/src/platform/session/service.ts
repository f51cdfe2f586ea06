import { and, asc, count, desc, eq, gt, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/patterns.ts';
import type { LookupSource } from '../../kit/lookup-paging.ts';
import { CONSOLE_VERSION } from '@console/contract/constants';
import type { AvailableCompany, Bootstrap, UserInfo } from '@console/contract/session/api';
import type { Db, Queryable } from '../../db/client.ts';
import { companies, sessions, staffUserCompanies, staffUserRoles, staffUsers } from '../../db/schema.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import { notFound } from '../../http/errors.ts';
import { recordChange, type Actor } from '../../audit/record.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { spendVerifyTime, verifyPassword } from '../../security/passwords.ts';
import type { CompanyProfileCache } from '../companies/profile-cache.ts';
import type { StaffTwoFactor } from '../../config.ts';
import { secondFactorRequired } from './second-factor-policy.ts';

export interface SignInInput {
  userName: string;
  password: string;
  address: string;
  userAgent: string;
  sessionHours: number;
}

export interface SignedIn {
  /** The session's cookie token, and the SHA-256 of it that the database keeps. */
  token: string;
  tokenHash: string;
  userId: number;
  /** The user has a second factor: the session opens nothing until its code (second-factor.ts). */
  awaitingSecondFactor: boolean;
}

const hasSecondFactor = sql<boolean>`${staffUsers.totpEnabledAt} is not null`;

/** How long the code page of a sign-in whose password was right waits for its code. */
const PENDING_SIGN_IN_MS = 5 * 60_000;

/** A new session, or null for a wrong login, a wrong password or a locked user alike. */
export async function signIn(db: Db, input: SignInInput): Promise<SignedIn | null> {
  // The new session starts on the company the user chose last (their default), read with the user.
  const starting = administeredChoice(db, [staffUsers.administeredCompanyId]);
  const [user] = await db
    .select({
      id: staffUsers.id,
      passwordHash: staffUsers.passwordHash,
      active: staffUsers.active,
      awaitingSecondFactor: hasSecondFactor,
      companyId: starting.id,
    })
    .from(staffUsers)
    .leftJoinLateral(starting, sql`true`)
    .where(eq(sql`lower(${staffUsers.userName})`, input.userName.trim().toLowerCase()));
  if (!user) {
    await spendVerifyTime(input.password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, input.password)) || !user.active) return null;
  const { token, tokenHash } = newToken();
  const { awaitingSecondFactor } = user;
  const lifetimeMs = awaitingSecondFactor ? PENDING_SIGN_IN_MS : input.sessionHours * 3_600_000;
  await db.insert(sessions).values({
    tokenHash,
    userId: user.id,
    expiresAt: new Date(Date.now() + lifetimeMs),
    address: input.address,
    userAgent: input.userAgent.slice(0, 300),
    awaitingSecondFactor,
    administeredCompanyId: user.companyId,
  });
  return { token, tokenHash, userId: user.id, awaitingSecondFactor };
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user: used when they are locked or deleted. */
export async function endUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function availableCompanies(db: Queryable, userId: number): Promise<AvailableCompany[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(staffUserCompanies)
    .innerJoin(companies, eq(companies.id, staffUserCompanies.companyId))
    .where(eq(staffUserCompanies.userId, userId))
    .orderBy(asc(companies.name), asc(companies.id));
}

/**
 * The company a session administers, as a lateral subquery over the staff user's row: the first of
 * `preferred` that is still available to the user (staff_user_companies), else the first available
 * by name. A new session and every request choose by this one rule.
 */
function administeredChoice(db: Queryable, preferred: readonly AnyColumn[]) {
  return db
    .select({ id: companies.id, testMode: companies.testMode, profileVersion: companies.profileVersion })
    .from(staffUserCompanies)
    .innerJoin(companies, eq(companies.id, staffUserCompanies.companyId))
    .where(eq(staffUserCompanies.userId, staffUsers.id))
    .orderBy(
      // `is not distinct from`: a null preference is false, where `=` would be null and sort first.
      ...preferred.map((column) => desc(sql`${companies.id} is not distinct from ${column}`)),
      asc(companies.name),
      asc(companies.id),
    )
    .limit(1)
    .as('administered');
}

/** resolveSession's statement, built once per database handle (db/prepared.ts). */
const sessionLookup = preparedPerHandle((db) => {
  const administered = administeredChoice(db, [
    sessions.administeredCompanyId,
    staffUsers.administeredCompanyId,
  ]);
  return db
    .select({
      id: staffUsers.id,
      userName: staffUsers.userName,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
      readOnly: staffUsers.readOnly,
      roles: sql<string[]>`array(select ${staffUserRoles.role} from ${staffUserRoles}
        where ${staffUserRoles.userId} = ${staffUsers.id} order by 1)`,
      companyId: administered.id,
      testMode: administered.testMode,
      profileVersion: administered.profileVersion,
      secondFactorEnabled: hasSecondFactor,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.userId))
    .leftJoinLateral(administered, sql`true`)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        // The console's clock, not the database's, as every other expiry it checks.
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        eq(staffUsers.active, true),
        eq(sessions.awaitingSecondFactor, false),
      ),
    )
    .prepare('session_lookup');
});

/**
 * The staff user behind a live session token, or null when it is unknown, expired or locked, or
 * still awaits its second factor (a pending sign-in is read by second-factor.ts alone). Every
 * signed-in request pays for this, so it is one round trip: the user, their roles, and the company
 * the session administers with its Test Mode (the session's own while it is still available to the
 * user, else the user's default, else the first available by name) with its profile version, which
 * tells whether this process's copy of the company's profile is still the company's
 * (companies/profile-cache.ts), so that a warm request's gates cost this statement alone. Nothing
 * of the user or the session is kept between requests: this statement reads it all every time.
 */
export async function resolveSession(db: Queryable, token: string): Promise<StaffPrincipal | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionLookup(db).execute({ tokenHash, now: new Date().toISOString() });
  if (!row) return null;
  return {
    id: row.id,
    userName: row.userName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    roles: row.roles,
    readOnly: row.readOnly,
    companyId: row.companyId,
    testMode: row.testMode ?? false,
    profileVersion: row.profileVersion,
    secondFactorEnabled: row.secondFactorEnabled,
    sessionTokenHash: tokenHash,
  };
}

export function userInfo(staff: StaffPrincipal): UserInfo {
  return { name: staff.name, id: staff.id, roles: staff.roles };
}

export async function administeredCompany(db: Queryable, staff: StaffPrincipal) {
  if (staff.companyId === null) throw notFound('An administered company');
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, staff.companyId));
  if (!company) throw notFound('The company');
  return { companyType: company.id, ...company };
}

/**
 * Switches the company this session administers, and remembers it as the user's default for their
 * next sign-in; the user's other sessions keep theirs. Only companies available to the user.
 */
export async function setAdministeredCompany(db: Db, staff: StaffPrincipal, actor: Actor, companyId: number) {
  const allowed = await availableCompanies(db, staff.id);
  const company = allowed.find((c) => c.id === companyId);
  // Another company's id answers 404, like any tenant-scoped id (DESIGN.md).
  if (!company) throw notFound('The company');
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ administeredCompanyId: companyId })
      .where(eq(sessions.tokenHash, staff.sessionTokenHash));
    await tx
      .update(staffUsers)
      .set({ administeredCompanyId: companyId, updatedAt: new Date() })
      .where(eq(staffUsers.id, staff.id));
    await recordChange(tx, actor, {
      action: 'administeredCompany.set',

      entityId: staff.id,
      changes: { administeredCompanyId: { from: staff.companyId, to: companyId } },
    });
  });
  return { companyType: company.id, ...company };
}

export async function bootstrap(
  db: Db,
  staff: StaffPrincipal,
  settings: {
    environmentId: number;
    customerSiteUrl: string;
    customerSiteConfigured: boolean;
    staffTwoFactor: StaffTwoFactor;
  },
  profiles: CompanyProfileCache,
): Promise<Bootstrap> {
  const [companiesAvailable, profile] = await Promise.all([
    availableCompanies(db, staff.id),
    staff.companyId === null || staff.profileVersion === null
      ? Promise.resolve(undefined)
      : profiles.get(db, staff.companyId, staff.profileVersion),
  ]);
  return {
    user: { id: staff.id, name: staff.name, userName: staff.userName, readOnly: staff.readOnly },
    roles: staff.roles,
    availableCompanies: companiesAvailable,
    administeredCompany: profile ? { id: profile.id, name: profile.name } : null,
    availableFeatures: Object.entries(profile?.features ?? {})
      .filter(([, on]) => on)
      .map(([name]) => name),
    features: profile?.features ?? {},
    companyProductsAndSubscriptions: profile?.products ?? [],
    projects: profile?.projects ?? [],
    modules: profile?.modules ?? [],
    testMode: profile?.testMode ?? false,
    secondFactor: {
      enabled: staff.secondFactorEnabled,
      required: secondFactorRequired(settings.staffTwoFactor, staff.roles),
    },
    environmentId: settings.environmentId,
    version: CONSOLE_VERSION,
    customerSiteUrl: settings.customerSiteConfigured ? settings.customerSiteUrl : null,
  };
}

/** Active staff holding a role, among those who may administer the company when one is given. */
function staffWithRoleWhere(
  db: Queryable,
  role: string,
  companyId: number | null,
  ...extra: (SQL | undefined)[]
) {
  const holders = db
    .select({ userId: staffUserRoles.userId })
    .from(staffUserRoles)
    .where(eq(staffUserRoles.role, role));
  const ofCompany =
    companyId === null
      ? undefined
      : inArray(
          staffUsers.id,
          db
            .select({ id: staffUserCompanies.userId })
            .from(staffUserCompanies)
            .where(eq(staffUserCompanies.companyId, companyId)),
        );
  return and(eq(staffUsers.active, true), inArray(staffUsers.id, holders), ofCompany, ...extra);
}

const staffName = sql<string>`trim(${staffUsers.firstName} || ' ' || ${staffUsers.lastName})`;
const staffChoice = { id: staffUsers.id, name: staffName };

/** Staff holding a role, for the books, by name. */
export function staffWithRole(db: Queryable, role: string, companyId: number | null) {
  return db
    .select(staffChoice)
    .from(staffUsers)
    .where(staffWithRoleWhere(db, role, companyId))
    .orderBy(asc(staffUsers.firstName), asc(staffUsers.lastName));
}

/** The same staff as a paged lookup: filtered by name, counted and paged in SQL. */
export function staffWithRoleSource(
  db: Queryable,
  role: string,
  companyId: number | null,
): LookupSource<{ id: number; name: string }, number> {
  return {
    keyOf: (item) => item.id,
    async page({ textFilter, offset, limit }) {
      const where = staffWithRoleWhere(
        db,
        role,
        companyId,
        textFilter ? sql`lower(${staffName}) like ${containsPattern(textFilter)}` : undefined,
      );
      const [items, [totals]] = await Promise.all([
        db
          .select(staffChoice)
          .from(staffUsers)
          .where(where)
          .orderBy(asc(staffUsers.firstName), asc(staffUsers.lastName), asc(staffUsers.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(staffUsers).where(where),
      ]);
      return { items, total: totals?.total ?? 0 };
    },
    async byKey(id) {
      const [item] = await db
        .select(staffChoice)
        .from(staffUsers)
        .where(staffWithRoleWhere(db, role, companyId, eq(staffUsers.id, id)));
      return item;
    },
  };
}
