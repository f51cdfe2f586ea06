import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountUsers } from '../../db/schema/accounts.ts';
import { staffUsers } from '../../db/schema/staff.ts';

/**
 * What the customer site's one-time links and sessions keep (modules/customer-site). The links are
 * issued by two families (the accounts family's auto-login, the online customers' registration
 * e-mail) and redeemed by one code path, so they share one table.
 * (rules: server/src/modules/customer-site/README.md)
 */

/** Why a one-time link was issued: it is redeemed only for that. */
export type CustomerSiteLinkPurpose = 'autoLogin' | 'registration';

/**
 * One-time links to the customer site: only the SHA-256 of the link's token is kept. A link works
 * once, before it expires (auto-login: 30 seconds; registration: days).
 */
export const customerSiteLinks = pgTable(
  'customer_site_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<CustomerSiteLinkPurpose>().notNull(),
    accountUserId: integer('account_user_id')
      .notNull()
      .references(() => accountUsers.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('customer_site_links_user').on(t.accountUserId, t.purpose)],
);

/**
 * Sessions of customer users on the customer site, opened when the site redeems a one-time link
 * (auto-login or registration) and checked by the site on its requests (GET /customer-site/session).
 * Kept in the console so that locking a user ends them: the row is deleted, and the site's next check fails.
 */
export const customerSiteSessions = pgTable(
  'customer_site_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountUserId: integer('account_user_id')
      .notNull()
      .references(() => accountUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_site_sessions_user').on(t.accountUserId)],
);
