import { Feature, Module, Role } from '@console/contract/gates';
import type { Db } from '../../db/client.ts';
import { provisionCompany } from '../companies/catalogue.ts';
import { insertStaffUser } from '../staff-users.ts';
import { hashPassword } from '../../security/passwords.ts';

/**
 * Outside demo mode an empty database gets its first administrator from ADMIN_USER and
 * ADMIN_PASSWORD, and one company with every module to administer: there is no built-in password.
 */
export async function createFirstAdmin(db: Db, userName: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const companyId = await provisionCompany(tx, {
      name: 'My company',
      modules: Object.values(Module),
      projects: [],
      flags: { [Feature.CustomerAdmin]: true, [Feature.AccountDeleting]: true },
    });
    await insertStaffUser(tx, {
      userName,
      firstName: userName,
      lastName: '',
      email: '',
      passwordHash,
      roles: [Role.Admin, Role.SuperAdmin, Role.Checkpoint],
      companyIds: [companyId],
    });
  });
}
