import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedByAccount } from '../../db/schema/accounts.ts';
import { locationIntegrations } from './tables.ts';

/** RealPage's extras (modules/integrations/realpage.ts, contract/src/integrations/realpage.ts). */

/** A customer's RealPage settings: the PMC whose sites it manages. */
export const realPageCustomerSettings = pgTable('realpage_customer_settings', {
  accountId: ownedByAccount().primaryKey(),
  pmcId: text('pmc_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A RealPage site's subscription, as synced for an integration and changed by staff. */
export const realPageSiteSubscriptions = pgTable(
  'realpage_site_subscriptions',
  {
    integrationId: integer('integration_id')
      .notNull()
      .references(() => locationIntegrations.id, { onDelete: 'cascade' }),
    siteId: text('site_id').notNull(),
    siteName: text('site_name').notNull(),
    pmcId: text('pmc_id').notNull(),
    /** contract SITE_SUBSCRIPTION_STATUSES: 1 Pending, 2 Active, 3 Suspended, 4 Cancelled. */
    statusId: integer('status_id').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.integrationId, t.siteId] })],
);
