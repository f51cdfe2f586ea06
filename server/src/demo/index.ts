import { count } from 'drizzle-orm';
import { Feature, Module, Role } from '@console/contract/gates';
import { Project } from '@console/contract/products';
import type { Db } from '../db/client.ts';
import { staffUsers } from '../db/schema.ts';
import { provisionCompany } from '../modules/companies/catalogue.ts';
import { insertStaffUser } from '../modules/settings-users/store.ts';
import { hashPassword } from '../security/passwords.ts';
import { FIRST_NAMES, LAST_NAMES, seededRandom } from './random.ts';
import type { FileStorage } from '../storage/storage.ts';
import { loadFamilies } from '../kit/family.ts';

export const DEMO_SEED = 20250401;

/**
 * The demo data, documented in the README: two companies, the five demo logins and a page's
 * worth of other staff, then each family's own demo data (its index.ts), in the families' order.
 * Deterministic: the same seed, the same rows.
 */
export async function seedDemo(
  db: Db,
  options: {
    password: string;
    /** Where collector attachments go; without one (benchmarks) no collector logs are seeded. */
    storage?: FileStorage;
  },
): Promise<void> {
  const random = seededRandom(DEMO_SEED);
  // One hash for every demo login: they share DEMO_PASSWORD, and hashing is the slow part.
  const passwordHash = await hashPassword(options.password);
  const families = (await loadFamilies()).flatMap((family) => (family.demo ? [family.demo] : []));
  await db.transaction(async (tx) => {
    const main = await provisionCompany(tx, {
      name: 'Veridian Demo Properties',
      modules: Object.values(Module),
      projects: [],
      flags: {
        [Feature.CustomerAdmin]: true,
        [Feature.AccountDeleting]: true,
        // One customer feature the platform withholds, so the Features screens show a company lock.
        manualReview: false,
      },
    });
    const second = await provisionCompany(tx, {
      name: 'Harbor Screening Partners',
      modules: [Module.VerificationService, Module.Faces, Module.DocumentCollector],
      projects: [Project.Screening, Project.Faces],
      flags: { [Feature.CustomerAdmin]: false, [Feature.AccountDeleting]: false },
    });

    const logins = [
      {
        userName: 'admin',
        firstName: 'Avery',
        lastName: 'Admin',
        roles: [Role.Admin, Role.SuperAdmin, Role.Checkpoint],
        companyIds: [main, second],
      },
      {
        userName: 'checkpoint',
        firstName: 'Casey',
        lastName: 'Checkpoint',
        roles: [Role.Checkpoint],
        companyIds: [main, second],
      },
      { userName: 'support', firstName: 'Sam', lastName: 'Support', roles: [], companyIds: [main] },
      // One duty each (README, "Roles and permissions"): reviews where Validation settings is a
      // module (Veridian), money where screening is billed (both companies).
      {
        userName: 'reviewer',
        firstName: 'Riley',
        lastName: 'Reviewer',
        roles: [Role.Reviewer],
        companyIds: [main],
      },
      {
        userName: 'billing',
        firstName: 'Blake',
        lastName: 'Billing',
        roles: [Role.Billing],
        companyIds: [main, second],
      },
    ];
    for (const login of logins) {
      await insertStaffUser(tx, { ...login, email: `${login.userName}@console.example`, passwordHash });
    }
    for (let i = 1; i <= 27; i++) {
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      const userName = `${firstName}.${lastName}${i}`.toLowerCase();
      await insertStaffUser(tx, {
        userName,
        firstName,
        lastName,
        email: `${userName}@console.example`,
        phone: `+1 555 ${String(random.int(100, 999))} ${String(random.int(1000, 9999))}`,
        comments: random.chance(0.3) ? 'Sales team' : '',
        passwordHash,
        readOnly: random.chance(0.2),
        active: random.chance(0.9),
        roles: random.chance(0.3) ? [Role.Admin] : [],
        companyIds: random.chance(0.5) ? [main, second] : [main],
      });
    }
    for (const demo of families.sort((a, b) => a.order - b.order)) {
      await demo.seed({
        tx,
        companies: { main, second },
        seed: DEMO_SEED,
        storage: options.storage,
        passwordHash,
      });
    }
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return (row?.n ?? 0) === 0;
}
