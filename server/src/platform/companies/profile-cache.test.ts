import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Feature, Module } from '@console/contract/gates';
import { Project } from '@console/contract/products/api';
import type { Database } from '../../db/client.ts';
import {
  companies,
  companyFeatures,
  companyProjects,
  features,
  moduleFeatures,
  modules,
  products,
  subscriptionPlans,
} from '../../db/schema.ts';
import { resetDatabase, testDatabase } from '../../testing/database.ts';
import { provisionCompany } from './catalogue.ts';
import { CompanyProfileCache } from './profile-cache.ts';

let database: Database;
let alpha: number;
let beta: number;

beforeAll(async () => {
  database = await testDatabase();
  await resetDatabase(database);
  alpha = await provisionCompany(database.db, {
    name: 'Alpha',
    modules: [Module.Veriscan, Module.Faces],
    projects: [],
    flags: {},
  });
  beta = await provisionCompany(database.db, {
    name: 'Beta',
    modules: [Module.Faces],
    projects: [],
    flags: {},
  });
});
afterAll(() => resetDatabase(database));

async function versionOf(companyId: number): Promise<number> {
  const [row] = await database.db
    .select({ version: companies.profileVersion })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`no company ${companyId}`);
  return row.version;
}

describe('the profile version', () => {
  const db = () => database.db;
  const featureId = async (name: string) => {
    const [row] = await db().select({ id: features.id }).from(features).where(eq(features.name, name));
    return row?.id ?? 0;
  };
  const firstModule = async () => {
    const [row] = await db().select({ id: modules.id }).from(modules).where(eq(modules.companyId, alpha));
    return row?.id ?? 0;
  };
  const firstProduct = async () => {
    const [row] = await db().select({ id: products.id }).from(products).where(eq(products.companyId, alpha));
    return row?.id ?? 0;
  };

  // Each write to what a profile is made of, by table and kind: the company's version changes,
  // the other company's does not.
  const writes: [string, () => Promise<unknown>][] = [
    [
      'the company renamed',
      () => db().update(companies).set({ name: 'Alpha 2' }).where(eq(companies.id, alpha)),
    ],
    ['Test Mode', () => db().update(companies).set({ testMode: true }).where(eq(companies.id, alpha))],
    ['a module added', () => db().insert(modules).values({ companyId: alpha, name: Module.OCR })],
    [
      'a module renamed',
      () => db().update(modules).set({ name: Module.DVS }).where(eq(modules.name, Module.OCR)),
    ],
    ['a module removed', () => db().delete(modules).where(eq(modules.name, Module.DVS))],
    [
      "a module's feature added",
      async () =>
        db()
          .insert(moduleFeatures)
          .values({ moduleId: await firstModule(), featureId: await featureId(Feature.CustomerAdmin) })
          .onConflictDoNothing(),
    ],
    [
      "a module's feature moved",
      async () =>
        db()
          .update(moduleFeatures)
          .set({ featureId: await featureId(Feature.AccountDeleting) })
          .where(eq(moduleFeatures.featureId, await featureId(Feature.CustomerAdmin))),
    ],
    [
      "a module's feature removed",
      async () =>
        db()
          .delete(moduleFeatures)
          .where(eq(moduleFeatures.featureId, await featureId(Feature.AccountDeleting))),
    ],
    [
      'a flag added',
      async () =>
        db()
          .insert(companyFeatures)
          .values({ companyId: alpha, featureId: await featureId(Feature.AccountDeleting), enabled: true }),
    ],
    [
      'a flag switched off',
      async () =>
        db()
          .update(companyFeatures)
          .set({ enabled: false })
          .where(
            and(
              eq(companyFeatures.companyId, alpha),
              eq(companyFeatures.featureId, await featureId(Feature.AccountDeleting)),
            ),
          ),
    ],
    [
      'a feature renamed in the catalogue',
      () =>
        db()
          .update(features)
          .set({ name: `${Feature.AccountDeleting}2` })
          .where(eq(features.name, Feature.AccountDeleting)),
    ],
    [
      'a flag removed',
      async () =>
        db()
          .delete(companyFeatures)
          .where(
            and(
              eq(companyFeatures.companyId, alpha),
              eq(companyFeatures.featureId, await featureId(`${Feature.AccountDeleting}2`)),
            ),
          ),
    ],
    [
      'a project added',
      () => db().insert(companyProjects).values({ companyId: alpha, projectId: Project.Faces }),
    ],
    [
      'a project changed',
      () =>
        db()
          .update(companyProjects)
          .set({ projectId: Project.DVS })
          .where(eq(companyProjects.companyId, alpha)),
    ],
    ['a project removed', () => db().delete(companyProjects).where(eq(companyProjects.companyId, alpha))],
    [
      'a product renamed',
      async () =>
        db()
          .update(products)
          .set({ displayName: 'Renamed' })
          .where(eq(products.id, await firstProduct())),
    ],
    [
      'a plan added',
      async () =>
        db()
          .insert(subscriptionPlans)
          .values({ productId: await firstProduct(), name: 'Extra', code: 'EXTRA' }),
    ],
    [
      'a plan renamed',
      () =>
        db().update(subscriptionPlans).set({ name: 'Extra 2' }).where(eq(subscriptionPlans.code, 'EXTRA')),
    ],
    ['a plan removed', () => db().delete(subscriptionPlans).where(eq(subscriptionPlans.code, 'EXTRA'))],
    [
      'a product removed',
      async () =>
        db()
          .delete(products)
          .where(eq(products.id, await firstProduct())),
    ],
  ];

  it.each(writes)('changes with %s, for that company alone', async (_, write) => {
    const before = await versionOf(alpha);
    const other = await versionOf(beta);
    await write();
    expect(await versionOf(alpha)).not.toBe(before);
    expect(await versionOf(beta)).toBe(other);
  });

  it('stays with a change outside the profile', async () => {
    const before = await versionOf(alpha);
    await database.db
      .update(features)
      .set({ title: 'Another title' })
      .where(eq(features.name, Feature.CustomerAdmin));
    await database.db
      .update(companies)
      .set({ name: sql`${companies.name}` })
      .where(eq(companies.id, alpha));
    expect(await versionOf(alpha)).toBe(before);
  });

  it('is never one a company had before, even after the tables are emptied', async () => {
    const seen = await versionOf(alpha);
    await resetDatabase(database);
    const again = await provisionCompany(database.db, {
      name: 'Alpha',
      modules: [],
      projects: [],
      flags: {},
    });
    expect(again).toBe(alpha);
    expect(await versionOf(again)).toBeGreaterThan(seen);
    beta = await provisionCompany(database.db, { name: 'Beta', modules: [], projects: [], flags: {} });
  });
});

describe('the profile cache', () => {
  it('reads a profile once per version and again for another', async () => {
    const cache = new CompanyProfileCache();
    const version = await versionOf(alpha);
    const first = await cache.get(database.db, alpha, version);
    expect(first?.name).toBe('Alpha');
    expect(await cache.get(database.db, alpha, version)).toBe(first);
    await database.db.update(companies).set({ name: 'Alpha renamed' }).where(eq(companies.id, alpha));
    const renamed = await cache.get(database.db, alpha, await versionOf(alpha));
    expect(renamed?.name).toBe('Alpha renamed');
    expect(Object.isFrozen(renamed?.modules)).toBe(true);
  });

  it('keeps no more companies than its cap, the least recently used leaving first', async () => {
    const cache = new CompanyProfileCache(1);
    await cache.get(database.db, alpha, await versionOf(alpha));
    const betaProfile = await cache.get(database.db, beta, await versionOf(beta));
    expect(cache.size).toBe(1);
    expect(await cache.get(database.db, beta, await versionOf(beta))).toBe(betaProfile);
  });
});
