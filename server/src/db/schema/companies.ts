import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The versions of company profiles (companies.profile_version). A sequence of its own, owned by no
 * column, so that no TRUNCATE ... RESTART IDENTITY and no company deleted and made again with the
 * same id ever gives a profile a version it had before.
 */
export const companyProfileVersions = pgSequence('company_profile_versions');

/**
 * The provider's companies (tenants of the console). A staff user administers one of them at a
 * time; everything a customer owns carries its company id.
 */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Test mode of the console for this company (see docs/test-mode.md). */
  testMode: boolean('test_mode').notNull().default(false),
  /**
   * A new value (from company_profile_versions) in the transaction of every change to what
   * loadCompanyProfile reads of the company: its row, modules, module features, flags, projects,
   * products and plans. Bumped by triggers (drizzle/0034_company_profile_version.sql), so no write
   * path can forget it; read with the session, it tells every instance whether its cached profile
   * is still the company's (platform/companies/profile-cache.ts).
   */
  profileVersion: bigint('profile_version', { mode: 'number' })
    .notNull()
    .default(sql`nextval('company_profile_versions')`),
});

/**
 * The `company_id` of a row a company owns: required, and deleted with its company, so removing a
 * tenant leaves none of its rows behind.
 */
export const ownedByCompany = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * The feature catalogue. scope says where a feature is switched: 'company' flags (customerAdmin,
 * AccountDeleting), 'module' features a company's module carries, 'customer' permissions that
 * customers get (their defaults apply to new customers).
 */
export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  scope: text('scope').$type<'company' | 'module' | 'customer'>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
});

export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('modules_company_name').on(t.companyId, t.name)],
);

export const moduleFeatures = pgTable(
  'module_features',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.featureId] })],
);

/** Company-level flags (customerAdmin, AccountDeleting, ...): the preloaded feature map. */
export const companyFeatures = pgTable(
  'company_features',
  {
    companyId: ownedByCompany(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.featureId] })],
);

/** The projects (product families) a company subscribes to; routes naming a project follow them. */
export const companyProjects = pgTable(
  'company_projects',
  {
    companyId: ownedByCompany(),
    projectId: text('project_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.projectId] })],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    projectId: text('project_id').notNull(),
    subscriptionIsRequired: boolean('subscription_is_required').notNull().default(false),
  },
  (t) => [index('products_company').on(t.companyId)],
);

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('subscription_plans_product_code').on(t.productId, t.code)],
);
