import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountUsers, customerAccounts } from './accounts.ts';
import { staffUsers } from './staff.ts';

/**
 * What the online customers family (modules/vsonline) keeps of its own. The customer itself is the
 * accounts family's row; this adds only the facts no other family has.
 */

/** The Veriscan Online side of a customer account: the MRI client id of the MRI integration. */
export const vsOnlineCustomers = pgTable('vs_online_customers', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => customerAccounts.id, { onDelete: 'cascade' }),
  mriClientId: text('mri_client_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The one-time links of registration e-mails: only the SHA-256 of the link's token is kept. A link
 * works once, before it expires; sending a new one deletes the user's earlier links.
 */
export const registrationTokens = pgTable(
  'registration_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountUserId: integer('account_user_id')
      .notNull()
      .references(() => accountUsers.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('registration_tokens_user').on(t.accountUserId)],
);

/**
 * Sessions of customer users on the customer site, opened when the site redeems a one-time link
 * (auto-login or registration) and checked by the site on its requests (GET /customer-site/session).
 * Kept here so that locking a user ends them: the row is deleted, and the site's next check fails.
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
