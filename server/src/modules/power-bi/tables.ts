import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedByAccount } from '../../db/schema/accounts.ts';
import { ownedByCompany } from '../../db/schema/companies.ts';

/**
 * A customer account's Power BI embed settings (modules/power-bi), one row per customer: read by
 * its primary key only. The access token is sealed (kit/secrets.ts, context `power-bi:<account>:token`)
 * and kept with its mask, so what the console shows never needs the key.
 */
export const powerBiSettings = pgTable('power_bi_settings', {
  accountId: ownedByAccount().primaryKey(),
  companyId: ownedByCompany(),
  workspaceId: text('workspace_id').notNull(),
  reportId: text('report_id').notNull(),
  embedUrl: text('embed_url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  tokenSealed: text('token_sealed'),
  tokenMask: text('token_mask'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
