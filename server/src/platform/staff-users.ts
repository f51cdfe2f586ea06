import type { Queryable } from '../db/client.ts';
import type { PersonFields } from '../kit/users.ts';
import { staffUserCompanies, staffUserRoles, staffUsers } from '../db/schema.ts';

/*
 * The staff user's one write every part shares: the first admin at start (session/first-admin.ts),
 * the Settings Users screen (modules/settings-users), the demo and the tests' fixtures.
 */

export interface NewStaffUser extends PersonFields {
  passwordHash: string;
  timeZoneId?: string;
  isDaylightSavingTime?: boolean;
  readOnly?: boolean;
  active?: boolean;
  roles: readonly string[];
  companyIds: readonly number[];
}

/** Inserts a staff user with roles and available companies; the first company is the administered one. */
export async function insertStaffUser(db: Queryable, user: NewStaffUser): Promise<number> {
  const { roles, companyIds, ...fields } = user;
  const [row] = await db
    .insert(staffUsers)
    .values({ ...fields, administeredCompanyId: companyIds[0] ?? null })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('staff user insert returned nothing');
  if (roles.length) await db.insert(staffUserRoles).values(roles.map((role) => ({ userId: row.id, role })));
  if (companyIds.length) {
    await db
      .insert(staffUserCompanies)
      .values(companyIds.map((companyId) => ({ userId: row.id, companyId })));
  }
  return row.id;
}
