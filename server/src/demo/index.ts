import { count, sql } from 'drizzle-orm';
import { Feature, Module, Role } from '@console/contract/gates';
import { Project } from '@console/contract/products/api';
import type { Db, Tx } from '../db/client.ts';
import { staffUsers } from '../db/schema.ts';
import { provisionCompany } from '../platform/companies/catalogue.ts';
import { insertStaffUser } from '../platform/staff-users.ts';
import { hashPassword } from '../security/passwords.ts';
import { FIRST_NAMES, LAST_NAMES, seededRandom } from './random.ts';
import type { FileStorage } from '../storage/storage.ts';
import { loadFamilies, type DemoPartners } from '../kit/family.ts';
import type { PartnerSecrets } from '../kit/secrets.ts';

export const DEMO_SEED = 20250401;

/** Where the seeding says how far it is: the server's logger (pino's info signature). */
export interface SeedLog {
  info(fields: object, message: string): void;
}

/** Rows per table of the console's own schema (not the job queue's), partitions counted in their table. */
async function rowCounts(tx: Tx): Promise<Map<string, number>> {
  const tables = await tx.execute<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  const names = tables.rows.map((row) => row.name);
  if (names.length === 0) return new Map();
  const counts = await tx.execute<{ name: string; n: string | number }>(
    sql.raw(
      names
        .map(
          (name) =>
            `select '${name.replace(/'/g, "''")}' as name, count(*) as n from "${name.replace(/"/g, '""')}"`,
        )
        .join(' union all '),
    ),
  );
  return new Map(counts.rows.map((row) => [row.name, Number(row.n)]));
}

/** The tables a step wrote to and how many rows it added to each, largest first. */
function added(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  return Object.fromEntries(
    [...after]
      .map(([name, n]) => [name, n - (before.get(name) ?? 0)] as const)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1]),
  );
}

/**
 * The demo data, documented in docs/demo-data.md: two companies, the five demo logins and a page's
 * worth of other staff, then each family's own demo data (its index.ts), in the families' order.
 * Deterministic: the same seed, the same rows.
 */
export async function seedDemo(
  db: Db,
  options: {
    password: string;
    /** Where collector attachments go; without one (benchmarks) no collector logs are seeded. */
    storage?: FileStorage;
    /** Seals the secrets of demo connections; without them (benchmarks) none are seeded. */
    secrets?: PartnerSecrets;
    /** The partner simulator the demo's integrations connect to (serve.ts); without it, none. */
    partners?: DemoPartners;
    /**
     * Told each step as it begins and as it ends: what it created (rows added per table), and the
     * time it took. A first `npm start` seeds for about 12 s on a quiet 2-core machine and 36 s on
     * a busy one (load average 6, measured 2026-11-28); without this, a newcomer saw nothing until
     * the console was ready. Counting costs a few milliseconds a step.
     */
    log?: SeedLog;
  },
): Promise<void> {
  const started = performance.now();
  const log = options.log;
  const random = seededRandom(DEMO_SEED);
  log?.info({}, 'seeding demo data into the empty database (once: later starts keep it)');
  // One hash for every demo login: they share DEMO_PASSWORD, and hashing is the slow part.
  const passwordHash = await hashPassword(options.password);
  const families = (await loadFamilies()).flatMap((family) =>
    family.demo ? [{ name: family.name, ...family.demo }] : [],
  );
  await db.transaction(async (tx) => {
    let stepStarted = performance.now();
    let counts = log ? await rowCounts(tx) : new Map<string, number>();
    const first = new Map(counts);
    const steps = families.length + 1;
    /** Says which step starts (some take half a minute) and starts its clock. */
    const stepStart = (step: string, index: number) => {
      log?.info({ step: `${index}/${steps}` }, `seeding demo data: ${step}`);
      stepStarted = performance.now();
    };
    /** Says what the step created, table by table, and how long it took. */
    const stepDone = async (step: string, index: number) => {
      if (!log) return;
      const now = await rowCounts(tx);
      log.info(
        {
          step: `${index}/${steps}`,
          created: added(counts, now),
          ms: Math.round(performance.now() - stepStarted),
          elapsedMs: Math.round(performance.now() - started),
        },
        `seeding demo data: ${step} done`,
      );
      counts = now;
    };

    stepStart('companies and staff', 1);
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
      // One duty each (docs/security.md, "Roles and permissions"): reviews where Validation settings is a
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
    await stepDone('companies and staff', 1);
    for (const [index, demo] of families.sort((a, b) => a.order - b.order).entries()) {
      stepStart(demo.name, index + 2);
      await demo.seed({
        tx,
        companies: { main, second },
        seed: DEMO_SEED,
        storage: options.storage,
        passwordHash,
        secrets: options.secrets,
        partners: options.partners,
      });
      await stepDone(demo.name, index + 2);
    }
    if (log) {
      const total = Object.values(added(first, counts)).reduce((sum, n) => sum + n, 0);
      log.info({ rows: total }, 'seeding demo data: committing');
    }
  });
  log?.info({ elapsedMs: Math.round(performance.now() - started) }, 'seeded demo data');
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return (row?.n ?? 0) === 0;
}
