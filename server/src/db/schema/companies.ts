import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The provider's companies (tenants of the console). A staff user administers one of them at a
 * time; everything a customer owns carries its company id.
 */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Test mode of the console for this company (see README, "Test mode"). */
  testMode: boolean('test_mode').notNull().default(false),
});

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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.projectId] })],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
