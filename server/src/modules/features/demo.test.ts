import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountUserFeatures, locationFeatures } from './tables.ts';
import { locations } from '../../db/schema.ts';
import type { TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { insertAccountUser } from '../accounts/users.ts';
import { onlineCustomer } from '../vsonline/testing.ts';
import { seedFeaturesDemo } from './demo.ts';

let t: TestContext;
appForFile(async (context) => {
  t = context;
});

describe('the demo switches', () => {
  it("set Watchlist screening off at every fifth location and Data export off for every seventh user, of the company's only", async () => {
    const db = t.database.db;
    const a = await onlineCustomer(t, t.fixtures.companyA, 'Demo Features A');
    const b = await onlineCustomer(t, t.fixtures.companyB, 'Demo Features B');
    for (let i = 0; i < 9; i += 1) {
      await db
        .insert(locations)
        .values({ companyId: t.fixtures.companyA, accountId: a.accountId, name: `L${i}` });
      await insertAccountUser(db, a.accountId, {
        userName: `demo-features-${i}`,
        firstName: 'Demo',
        lastName: `${i}`,
        email: `demo-features-${i}@test.example`,
      });
    }
    await seedFeaturesDemo(db, t.fixtures.companyA);
    await seedFeaturesDemo(db, t.fixtures.companyA); // again: nothing more

    const switched = await db.select().from(locationFeatures);
    const ids = (
      await db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.companyId, t.fixtures.companyA))
    ).map((l) => l.id);
    expect(switched.map((s) => s.locationId).sort()).toEqual(ids.filter((id) => id % 5 === 0).sort());
    expect(switched.every((s) => !s.enabled)).toBe(true);
    expect(switched.map((s) => s.locationId)).not.toContain(b.locationId);
    const users = await db.select().from(accountUserFeatures);
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((u) => u.accountUserId % 7 === 0 && !u.enabled)).toBe(true);
    expect(users.map((u) => u.accountUserId)).not.toContain(b.userId);
  });
});
