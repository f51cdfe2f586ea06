import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { seededRandom } from '../../demo/random.ts';
import { seedDemoAccounts } from '../accounts/demo.ts';
import { seedActivityDemo } from '../activity/demo.ts';
import { seedValidationReportsDemo } from './demo.ts';

let t: TestContext;
afterAll(() => t.close());

const NOW = new Date('2026-03-10T15:30:00Z');

it(
  'files a third of the ID scans as address checks, most of them good, some not valid, found or validated',
  { timeout: 120_000 },
  async () => {
    t = await createTestContext();
    const { companyA, companyB } = t.fixtures;
    const db = t.database.db;
    await seedDemoAccounts(db, seededRandom(1), { main: companyA, second: companyB }, NOW);
    await seedActivityDemo(db, seededRandom(5), [companyA, companyB], NOW);
    await seedValidationReportsDemo(db, companyA);
    const { rows } = await db.execute<Record<string, number>>(sql`select
      count(*)::int as checks,
      count(*) filter (where validated and valid and found)::int as good,
      count(*) filter (where not validated)::int as unvalidated,
      count(*) filter (where validated and not valid)::int as invalid,
      count(*) filter (where valid and not found)::int as missing,
      count(*) filter (where company_id <> ${companyA})::int as elsewhere,
      (select count(*)::int from verification_requests r join products p on p.id = r.product_id
        where r.company_id = ${companyA} and r.service = 'idScan' and p.project_id = 'VsOnline'
          and r.location_id is not null) as scans
    from address_validations`);
    const counts = rows[0] ?? {};
    expect(counts.elsewhere).toBe(0);
    expect(counts.checks).toBeGreaterThan(0);
    expect(Math.abs((counts.checks ?? 0) / (counts.scans ?? 1) - 1 / 3)).toBeLessThan(0.05);
    expect(counts.good).toBeGreaterThan((counts.checks ?? 0) / 2);
    for (const kind of ['unvalidated', 'invalid', 'missing']) expect(counts[kind], kind).toBeGreaterThan(0);
  },
);
