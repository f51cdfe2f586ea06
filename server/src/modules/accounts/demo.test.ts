import { afterEach, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { accountSubscriptions, accountUsers, customerAccounts } from '../../db/schema.ts';
import { productIssuesOf } from './issues-store.ts';
import { RANK_CAP } from './issues.ts';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { seedCompanyAccounts, seedDemoAccounts } from './demo.ts';
import { seededRandom } from '../../demo/random.ts';

let t: TestContext;
afterEach(() => t.close());

const NOW = new Date('2025-04-01T12:00:00Z');
const daysFromNow = (isoDate: string) =>
  Math.round((Date.parse(`${isoDate}T12:00:00Z`) - NOW.getTime()) / 86_400_000);

describe('the demo accounts', () => {
  it('give the main company a few hundred live accounts and a dozen test ones, the second company some', async () => {
    t = await createTestContext();
    const { companyA, companyB } = t.fixtures;
    await seedDemoAccounts(t.database.db, seededRandom(1), { main: companyA, second: companyB }, NOW);

    const admin = await t.signIn('admin');
    expect((await admin.get('/api/CommonAccount/list')).json().total).toBe(240);
    const rows = await t.database.db.select().from(customerAccounts);
    expect(rows.filter((r) => r.companyId === companyA && r.isTest)).toHaveLength(12);
    expect(rows.filter((r) => r.companyId === companyB)).toHaveLength(40);

    // Sub-accounts point at a top-level account of their own company and mode.
    const byId = new Map(rows.map((r) => [r.id, r]));
    const children = rows.filter((r) => r.parentAccountId !== null);
    expect(children.length).toBeGreaterThan(10);
    for (const child of children) {
      const parent = byId.get(child.parentAccountId ?? 0);
      expect(parent).toMatchObject({
        companyId: child.companyId,
        isTest: child.isTest,
        parentAccountId: null,
      });
    }
    expect(rows.some((r) => !r.active)).toBe(true);
    expect(rows.some((r) => r.assignedTo === null)).toBe(true);
    expect(new Set(rows.map((r) => r.assignedTo)).size).toBeGreaterThan(2);
  });

  it('have subscriptions in every issue band, inactive users, and ranks the issue rules give', async () => {
    t = await createTestContext();
    const ids = await seedCompanyAccounts(
      t.database.db,
      seededRandom(7),
      { companyId: t.fixtures.companyA, live: 120, test: 0 },
      NOW,
    );

    const subscriptions = await t.database.db.select().from(accountSubscriptions);
    const days = subscriptions.filter((s) => s.status === 'Active').map((s) => daysFromNow(s.expirationDate));
    expect(days.some((d) => d < 0)).toBe(true);
    expect(days.some((d) => d >= 0 && d <= 7)).toBe(true);
    expect(days.some((d) => d > 7 && d <= 30)).toBe(true);
    expect(days.some((d) => d > 30)).toBe(true);
    expect(subscriptions.some((s) => s.status !== 'Active')).toBe(true);
    expect(
      await t.database.db.select().from(accountUsers).where(eq(accountUsers.active, false)),
    ).not.toHaveLength(0);

    const issues = await productIssuesOf(t.database.db, ids, NOW);
    const accounts = await t.database.db.select().from(customerAccounts);
    for (const account of accounts) {
      const derived = account.active ? (issues.get(account.id) ?? []).reduce((sum, p) => sum + p.rank, 0) : 0;
      expect(account.issuesTotalRank, account.name).toBe(Math.min(RANK_CAP, derived));
    }
    const ranks = accounts.map((a) => a.issuesTotalRank);
    expect(ranks.some((r) => r > 0 && r < 30)).toBe(true);
    expect(ranks.some((r) => r >= 30 && r < 50)).toBe(true);
    expect(ranks.some((r) => r >= 50)).toBe(true);
    const timed = await t.database.db
      .select()
      .from(customerAccounts)
      .where(and(isNotNull(customerAccounts.rankChangesAt), eq(customerAccounts.active, true)));
    expect(timed).not.toHaveLength(0);
  });

  it('are the same accounts for the same seed', async () => {
    t = await createTestContext();
    const seed = (companyId: number) =>
      seedCompanyAccounts(t.database.db, seededRandom(3), { companyId, live: 30, test: 5 }, NOW);
    await seed(t.fixtures.companyA);
    await seed(t.fixtures.companyB);

    const shape = async (companyId: number) =>
      (
        await t.database.db
          .select()
          .from(customerAccounts)
          .where(eq(customerAccounts.companyId, companyId))
          .orderBy(asc(customerAccounts.id))
      ).map((r) => [r.name, r.contactName, r.isTest, r.active, r.city, r.issuesTotalRank]);
    expect(await shape(t.fixtures.companyB)).toEqual(await shape(t.fixtures.companyA));
  });
});
