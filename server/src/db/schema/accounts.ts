import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { features, products, subscriptionPlans, ownedByCompany } from './companies.ts';
import { staffUsers } from './staff.ts';

/**
 * Customer accounts of a company (the accounts area, console-core §2-§3). `isTest` separates the
 * company's Test Mode data from live data; every list reads one or the other.
 */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    isTest: boolean('is_test').notNull().default(false),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    assignedTo: integer('assigned_to').references(() => staffUsers.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    parentAccountId: integer('parent_account_id').references((): AnyPgColumn => customerAccounts.id, {
      onDelete: 'restrict',
    }),
    comments: text('comments').notNull().default(''),
    timeZoneId: text('time_zone_id').notNull().default('Central Standard Time'),
    /** Seconds after midnight at which the customer's business day ends. */
    dayEnds: integer('day_ends').notNull().default(0),
    isDaylightSavingTime: boolean('is_daylight_saving_time').notNull().default(true),
    /** Derived from the product issues (modules/accounts/issues.ts); stored so lists sort on it. */
    issuesTotalRank: integer('issues_total_rank').notNull().default(0),
    /** When time alone will change the rank next (a subscription nearing or passing its end). */
    rankChangesAt: timestamp('rank_changes_at', { withTimezone: true }),
    /**
     * The start of the account's latest verification request (any product), kept by the product API
     * to the minute (modules/activity/ingest.ts): the Dashboard's customer list sorts on it.
     */
    lastScan: timestamp('last_scan', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list's text filter searches: ID, name and contact, lower-cased. Stored rather than
     * an index expression, so a scan that filters on it (a broad term's capped count, a sorted
     * page) compares a column instead of rebuilding the text for every row it reads.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${customerAccounts.id}::text || ' ' || ${customerAccounts.name} || ' ' || ${customerAccounts.contactName})`,
    ),
  },
  (t) => [
    // One index per sort field, each led by the tenant scope the list always filters by.
    index('customer_accounts_scope_id').on(t.companyId, t.isTest, t.id),
    index('customer_accounts_scope_name').on(t.companyId, t.isTest, t.name, t.id),
    index('customer_accounts_scope_contact').on(t.companyId, t.isTest, t.contactName, t.id),
    index('customer_accounts_scope_rank').on(t.companyId, t.isTest, t.issuesTotalRank, t.id),
    index('customer_accounts_scope_active').on(t.companyId, t.isTest, t.active, t.id),
    index('customer_accounts_scope_assigned').on(t.companyId, t.isTest, t.assignedTo, t.id),
    // Most recent scan first, never-scanned last (product-families §9: sorted by lastScan descending).
    index('customer_accounts_scope_last_scan').on(
      t.companyId,
      t.isTest,
      t.lastScan.desc().nullsLast(),
      t.id.desc(),
    ),
    index('customer_accounts_parent').on(t.parentAccountId),
    index('customer_accounts_rank_changes').on(t.rankChangesAt),
    // The text filter is a contains-match on id, name and contact: a trigram index serves it.
    index('customer_accounts_search').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The `account_id` of a row a customer account owns: required, and deleted with its account, so
 * deleting an account leaves none of its rows behind.
 */
export const ownedByAccount = () =>
  integer('account_id')
    .notNull()
    .references(() => customerAccounts.id, { onDelete: 'cascade' });

/**
 * How many accounts each company has, per Test Mode side and per assignee (0 for unassigned).
 * Triggers on customer_accounts keep it exact in the same transaction as the change (migration
 * 0006), so the accounts list answers its total without counting a million rows.
 */
export const customerAccountCounts = pgTable(
  'customer_account_counts',
  {
    companyId: integer('company_id').notNull(),
    isTest: boolean('is_test').notNull(),
    assignedTo: integer('assigned_to').notNull(),
    accounts: integer('accounts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.isTest, t.assignedTo] })],
);

/**
 * How many accounts have each product, per company and Test Mode side: the online customers list's
 * total (and every later family's list of product accounts) without counting 100,000 rows. Triggers
 * on account_products and customer_accounts keep it exact in the same transaction as the change
 * (migration 0013).
 */
export const accountProductCounts = pgTable(
  'account_product_counts',
  {
    companyId: integer('company_id').notNull(),
    isTest: boolean('is_test').notNull(),
    productId: integer('product_id').notNull(),
    accounts: integer('accounts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.isTest, t.productId] })],
);

/** A product provisioned for an account. */
export const accountProducts = pgTable(
  'account_products',
  {
    accountId: ownedByAccount(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.productId] }),
    index('account_products_product').on(t.productId),
  ],
);

/** One subscription per account product; status is 'Active', 'Cancelled' or 'Suspended'. */
export const accountSubscriptions = pgTable(
  'account_subscriptions',
  {
    accountId: ownedByAccount(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    subscriptionPlanId: integer('subscription_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('Active'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId] })],
);

/** The people of a customer who sign in to the customer site. */
export const accountUsers = pgTable(
  'account_users',
  {
    id: serial('id').primaryKey(),
    accountId: ownedByAccount(),
    userName: text('user_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    comments: text('comments').notNull().default(''),
    /** argon2id; null until the user sets one on the customer site. Never returned. */
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    admin: boolean('admin').notNull().default(false),
    readOnly: boolean('read_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Customer logins are unique across the platform, whatever their case.
    uniqueIndex('account_users_user_name').on(sql`lower(${t.userName})`),
    index('account_users_account').on(t.accountId, t.id),
    // The OCR users list sorts by last name and searches in one expression
    // (modules/ocr/users.ts accountUserSearchText: keep the expression identical).
    index('account_users_last_name').on(sql`lower(${t.lastName})`),
    index('account_users_search').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.userName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);

/** Customer-level feature toggles; new accounts start from the company's defaults. */
export const accountFeatures = pgTable(
  'account_features',
  {
    accountId: ownedByAccount(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.featureId] })],
);
