import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedByAccount } from '../../db/schema/accounts.ts';

/**
 * What the online customers family (modules/vsonline) keeps of its own. The customer itself is the
 * accounts family's row; this adds only the facts no other family has.
 * (rules: server/src/modules/vsonline/README.md)
 */

/** The Veriscan Online side of a customer account: the MRI client id of the MRI integration. */
export const vsOnlineCustomers = pgTable('vs_online_customers', {
  accountId: ownedByAccount().primaryKey(),
  mriClientId: text('mri_client_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
