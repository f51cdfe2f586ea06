import { Feature, Module } from '@console/contract/gates';
import { Project } from '@console/contract/products/api';
import { REPORTS_FEATURE } from '@console/contract/reports/gates';
import { ValidationReportFeature } from '@console/contract/validation-reports/gates';
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

/**
 * The platform's catalogue: every feature, module and product a company can have. The spec names
 * the modules and two company flags; the rest (which features exist, which module carries which)
 * is our design, kept here in one place.
 */
export const FEATURE_CATALOGUE = [
  // Company-level flags (console-core §6).
  {
    scope: 'company',
    name: Feature.CustomerAdmin,
    title: 'Customer administration',
    description: 'Company administrators manage their customers; enables Test Mode.',
  },
  {
    scope: 'company',
    name: Feature.AccountDeleting,
    title: 'Account deleting',
    description: 'Accounts may be deleted from the console.',
  },
  // Module features: the report screens need them (console-core §6, "need specific features").
  {
    scope: 'module',
    name: ValidationReportFeature.FailedVerifications,
    title: 'Failed verifications',
    description: 'Failed verification records and their report.',
  },
  {
    scope: 'module',
    name: ValidationReportFeature.AddressValidation,
    title: 'Address validation',
    description: 'Address validation of scanned documents and its report.',
  },
  {
    scope: 'module',
    name: REPORTS_FEATURE,
    title: 'Reports',
    description: 'The reports group: locations, devices, history log and more.',
  },
  // Customer permissions: what a customer may do; defaults apply to new customers.
  {
    scope: 'customer',
    name: 'idScanning',
    title: 'ID scanning',
    description: 'Scan and parse identity documents.',
  },
  {
    scope: 'customer',
    name: 'faceMatch',
    title: 'Face match',
    description: 'Compare the document portrait with a live selfie.',
  },
  {
    scope: 'customer',
    name: 'watchlistScreening',
    title: 'Watchlist screening',
    description: 'Screen names against sanction and watch lists.',
  },
  {
    scope: 'customer',
    name: 'manualReview',
    title: 'Manual review',
    description: 'Send doubtful verifications to manual review.',
  },
  {
    scope: 'customer',
    name: 'incomeVerification',
    title: 'Income verification',
    description: 'Verify declared income with payroll providers.',
  },
  {
    scope: 'customer',
    name: 'dataExport',
    title: 'Data export',
    description: 'Export scans and reports as CSV.',
  },
] as const;

/**
 * A feature of the catalogue as every list of customer features answers it (the account's
 * settings, the switches of each level): its id under `featureId`, its name and its words.
 */
export const catalogueFeatureColumns = {
  featureId: features.id,
  name: features.name,
  title: features.title,
  description: features.description,
};

export const MODULE_FEATURES: Record<Module, readonly string[]> = {
  [Module.Veriscan]: [
    ValidationReportFeature.FailedVerifications,
    ValidationReportFeature.AddressValidation,
    REPORTS_FEATURE,
  ],
  [Module.DocumentCollector]: [],
  [Module.ValidationSettings]: [],
  [Module.VerificationService]: [],
  [Module.Faces]: [],
  [Module.OCR]: [],
  [Module.DVS]: [],
  [Module.DvsOnline]: [],
};

const PLANS = [
  { name: 'Trial', code: 'TRIAL' },
  { name: 'Basic', code: 'BASIC' },
  { name: 'Professional', code: 'PRO' },
  { name: 'Enterprise', code: 'ENT' },
];

export const PRODUCT_CATALOGUE = [
  {
    name: 'VsOnline',
    displayName: 'Veriscan Online',
    projectId: Project.VsOnline,
    subscriptionIsRequired: true,
  },
  {
    name: 'Screening',
    displayName: 'Verification Service',
    projectId: Project.Screening,
    subscriptionIsRequired: true,
  },
  { name: 'Faces', displayName: 'Face Compare', projectId: Project.Faces, subscriptionIsRequired: false },
  { name: 'DIVE', displayName: 'DIVE', projectId: Project.DVS, subscriptionIsRequired: true },
  {
    name: 'DIVE Online',
    displayName: 'DIVE Online',
    projectId: Project.DvsOnline,
    subscriptionIsRequired: false,
  },
  {
    name: 'Onboarding',
    displayName: 'Onboarding',
    projectId: Project.Onboarding,
    subscriptionIsRequired: false,
  },
  // Kept for old accounts; the account page hides it (console-core §2).
  { name: 'Passport', displayName: 'Passport', projectId: Project.Passport, subscriptionIsRequired: false },
] as const;

/** Inserts the feature catalogue once; returns name → id. */
export async function ensureFeatureCatalogue(db: Queryable): Promise<Map<string, number>> {
  await db
    .insert(features)
    .values([...FEATURE_CATALOGUE])
    .onConflictDoNothing();
  const rows = await db.select({ id: features.id, name: features.name }).from(features);
  return new Map(rows.map((r) => [r.name, r.id]));
}

export interface CompanySetup {
  name: string;
  modules: readonly Module[];
  projects: readonly Project[];
  /** Company flags, and customer features withheld from the company's grant (false). */
  flags: Partial<Record<string, boolean>>;
}

/** Creates a company with its modules, flags, subscribed projects and products with plans. */
export async function provisionCompany(db: Queryable, setup: CompanySetup): Promise<number> {
  const featureIds = await ensureFeatureCatalogue(db);
  const idOf = (name: string) => {
    const id = featureIds.get(name);
    if (id === undefined) throw new Error(`Unknown feature ${name}`);
    return id;
  };
  const [company] = await db.insert(companies).values({ name: setup.name }).returning({ id: companies.id });
  if (!company) throw new Error('company insert returned nothing');
  for (const name of setup.modules) {
    const [module] = await db
      .insert(modules)
      .values({ companyId: company.id, name })
      .returning({ id: modules.id });
    const keys = MODULE_FEATURES[name];
    if (module && keys.length) {
      await db
        .insert(moduleFeatures)
        .values(keys.map((key) => ({ moduleId: module.id, featureId: idOf(key) })));
    }
  }
  // The company's grant of customer features (contract/src/features/rule.ts): every one, unless the
  // setup withholds it (flags[name] false); customers and their locations and users live within it.
  const grants = FEATURE_CATALOGUE.filter((f) => f.scope === 'customer').map((f): [string, boolean] => [
    f.name,
    setup.flags[f.name] ?? true,
  ]);
  const granted = new Set(grants.map(([name]) => name));
  const flags = [...Object.entries(setup.flags).filter(([name]) => !granted.has(name)), ...grants];
  if (flags.length) {
    await db.insert(companyFeatures).values(
      flags.map(([name, enabled]) => ({
        companyId: company.id,
        featureId: idOf(name),
        enabled: Boolean(enabled),
      })),
    );
  }
  if (setup.projects.length) {
    await db
      .insert(companyProjects)
      .values(setup.projects.map((projectId) => ({ companyId: company.id, projectId })));
  }
  for (const product of PRODUCT_CATALOGUE) {
    const [row] = await db
      .insert(products)
      .values({ ...product, companyId: company.id })
      .returning({ id: products.id });
    if (row) await db.insert(subscriptionPlans).values(PLANS.map((plan) => ({ ...plan, productId: row.id })));
  }
  return company.id;
}
