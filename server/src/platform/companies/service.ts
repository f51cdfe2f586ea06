import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccessSubject } from '@console/contract/access';
import type { CompanyModule, CompanyProductAndSubscriptions } from '@console/contract/session/api';
import type { Queryable } from '../../db/client.ts';
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

/** What a company is made of: the facts route gates and the shell need. */
export interface CompanyProfile {
  id: number;
  name: string;
  testMode: boolean;
  modules: CompanyModule[];
  /** Company-level feature name → on or off. */
  features: Record<string, boolean>;
  projects: string[];
  products: CompanyProductAndSubscriptions[];
}

export async function findCompany(db: Queryable, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function loadCompanyProfile(
  db: Queryable,
  companyId: number,
): Promise<CompanyProfile | undefined> {
  const company = await findCompany(db, companyId);
  if (!company) return undefined;
  const [moduleRows, featureRows, projectRows, productRows] = await Promise.all([
    db
      .select({
        id: modules.id,
        name: modules.name,
        featureId: moduleFeatures.featureId,
        featureName: features.name,
      })
      .from(modules)
      .leftJoin(moduleFeatures, eq(moduleFeatures.moduleId, modules.id))
      .leftJoin(features, eq(features.id, moduleFeatures.featureId))
      .where(eq(modules.companyId, companyId))
      .orderBy(asc(modules.id), asc(features.id)),
    db
      .select({ name: features.name, enabled: companyFeatures.enabled })
      .from(companyFeatures)
      .innerJoin(features, eq(features.id, companyFeatures.featureId))
      .where(eq(companyFeatures.companyId, companyId)),
    db
      .select({ projectId: companyProjects.projectId })
      .from(companyProjects)
      .where(eq(companyProjects.companyId, companyId)),
    db.select().from(products).where(eq(products.companyId, companyId)).orderBy(asc(products.id)),
  ]);
  const plans = productRows.length
    ? await db
        .select()
        .from(subscriptionPlans)
        .where(
          inArray(
            subscriptionPlans.productId,
            productRows.map((p) => p.id),
          ),
        )
        .orderBy(asc(subscriptionPlans.id))
    : [];

  const moduleMap = new Map<number, CompanyModule>();
  for (const row of moduleRows) {
    const entry = moduleMap.get(row.id) ?? { id: row.id, name: row.name, moduleFeatures: [] };
    if (row.featureId !== null && row.featureName !== null) {
      entry.moduleFeatures.push({ featureId: row.featureId, name: row.featureName });
    }
    moduleMap.set(row.id, entry);
  }
  return {
    id: company.id,
    name: company.name,
    testMode: company.testMode,
    modules: [...moduleMap.values()],
    features: Object.fromEntries(featureRows.map((f) => [f.name, f.enabled])),
    projects: projectRows.map((p) => p.projectId),
    products: productRows.map((p) => ({
      id: p.id,
      name: p.name,
      displayName: p.displayName,
      projectId: p.projectId,
      subscriptionIsRequired: p.subscriptionIsRequired,
      subscriptionPlans: plans
        .filter((plan) => plan.productId === p.id)
        .map((plan) => ({ id: plan.id, name: plan.name, code: plan.code })),
    })),
  };
}

/** The subject route gates are checked against. */
export function accessSubject(roles: readonly string[], profile: CompanyProfile | undefined): AccessSubject {
  return {
    roles,
    modules: (profile?.modules ?? []).map((m) => ({
      name: m.name,
      featureIds: m.moduleFeatures.map((f) => f.name),
    })),
    projects: profile?.projects ?? [],
  };
}

export async function isFeatureOn(db: Queryable, companyId: number, featureName: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: companyFeatures.enabled })
    .from(companyFeatures)
    .innerJoin(features, eq(features.id, companyFeatures.featureId))
    .where(and(eq(companyFeatures.companyId, companyId), eq(features.name, featureName)));
  return row?.enabled ?? false;
}

/**
 * The customer features the company grants: its catalogue (contract/src/features/rule.ts). Set by
 * the platform when it provisions the company; a customer never has a feature outside it.
 */
export async function grantedFeatureIds(db: Queryable, companyId: number): Promise<Set<number>> {
  const rows = await db
    .select({ featureId: companyFeatures.featureId })
    .from(companyFeatures)
    .innerJoin(features, eq(features.id, companyFeatures.featureId))
    .where(
      and(
        eq(companyFeatures.companyId, companyId),
        eq(companyFeatures.enabled, true),
        eq(features.scope, 'customer'),
      ),
    );
  return new Set(rows.map((r) => r.featureId));
}
