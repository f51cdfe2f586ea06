import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PlanInterval, SubscriptionStatus } from '@console/contract/screening/subscriptions';
import { ownedByAccount } from '../../db/schema/accounts.ts';
import { ownedByCompany } from '../../db/schema/companies.ts';

/**
 * The screening service (product-families §7 "Screening"; rules and the billing
 * model: server/src/modules/screening/README.md): a catalogue of services per company, plans per
 * service, the services enabled per customer account, and the accounts' subscriptions to plans.
 * Usage is not kept here: it is read from the activity rollups (request_daily_rollups, by the
 * account, the Screening product and the service's code), never from raw requests.
 */

/**
 * A screening service of the company's catalogue (identity check, watchlist, address validation).
 * `code` is what the product API reports as a request's `service`, so usage and the product API's
 * subscription check find the service by it.
 */
export const screeningServices = pgTable(
  'screening_services',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('screening_services_company_code').on(t.companyId, t.code)],
);

/**
 * A plan of a service: its interval (month or year) and prices in integer cents (US dollars):
 * `unitPriceCents` for each included request per period, `overageUnitCents` for each beyond.
 */
export const screeningPlans = pgTable(
  'screening_plans',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => screeningServices.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    interval: text('interval').$type<PlanInterval>().notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    overageUnitCents: integer('overage_unit_cents').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('screening_plans_service').on(t.serviceId, t.id),
    index('screening_plans_company').on(t.companyId, t.id),
    check('screening_plans_prices', sql`${t.unitPriceCents} >= 0 and ${t.overageUnitCents} >= 0`),
    check('screening_plans_interval', sql`${t.interval} in ('month', 'year')`),
  ],
);

/** The services enabled for a customer account (POST customers/{id}/services). */
export const screeningAccountServices = pgTable(
  'screening_account_services',
  {
    accountId: ownedByAccount(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => screeningServices.id, { onDelete: 'restrict' }),
    enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.serviceId] }),
    index('screening_account_services_service').on(t.serviceId),
  ],
);

/**
 * An account's subscription to a plan (of one service). `quantity` is the requests included per
 * period; `subscriptionStatusId` the status (contract/src/screening/subscriptions.ts: the ids and the
 * transition rule); the current period follows the plan's interval from `startedOn` (both days
 * included). `serviceId` repeats the plan's, so the product API's check and the one-live-subscription
 * index read one table.
 */
export const screeningSubscriptions = pgTable(
  'screening_subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    accountId: ownedByAccount(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => screeningServices.id, { onDelete: 'restrict' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => screeningPlans.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** The last day the subscription runs (UTC); the day after, it expires. */
    expirationDate: date('expiration_date', { mode: 'string' }).notNull(),
    subscriptionStatusId: smallint('subscription_status_id').$type<SubscriptionStatus>().notNull(),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    currentPeriodStart: date('current_period_start', { mode: 'string' }).notNull(),
    currentPeriodEnd: date('current_period_end', { mode: 'string' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('screening_subscriptions_account').on(t.accountId, t.id),
    index('screening_subscriptions_company_status').on(
      t.companyId,
      t.subscriptionStatusId,
      t.currentPeriodEnd,
    ),
    // One live (Active or Suspended) subscription per account and service: the product API's check
    // and the invoice run read one row.
    uniqueIndex('screening_subscriptions_live')
      .on(t.accountId, t.serviceId)
      .where(sql`${t.subscriptionStatusId} in (1, 4)`),
    check('screening_subscriptions_status', sql`${t.subscriptionStatusId} between 1 and 4`),
    check('screening_subscriptions_quantity', sql`${t.quantity} > 0`),
  ],
);

/** The account's customizing (AccountSettings PUT): how its screening pages and mails present it. */
export const screeningAccountSettings = pgTable('screening_account_settings', {
  accountId: ownedByAccount().primaryKey(),
  brandName: text('brand_name').notNull().default(''),
  accentColor: text('accent_color').notNull().default(''),
  supportEmail: text('support_email').notNull().default(''),
  supportPhone: text('support_phone').notNull().default(''),
  timeZoneId: text('time_zone_id').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
