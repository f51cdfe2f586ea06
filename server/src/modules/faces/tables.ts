import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { ownedByAccount } from '../../db/schema/accounts.ts';
import { ownedByCompany } from '../../db/schema/companies.ts';

/**
 * Face/ID (modules/faces): the face settings of each face/ID account (a customer account with the
 * Face Compare product) and the company's defaults for new ones. A new account's row is written from
 * the defaults when the product is added to it (a trigger on account_products, migration 0019), so a
 * default changed later never rewrites an existing account. (rules: server/src/modules/faces/README.md)
 */
export const faceAccountSettings = pgTable('face_account_settings', {
  accountId: ownedByAccount().primaryKey(),
  matchThreshold: integer('match_threshold').notNull(),
  livenessRequired: boolean('liveness_required').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company without a row has the built-in defaults (contract: BUILT_IN_FACE_SETTINGS, also in the trigger). */
export const faceDefaultSettings = pgTable('face_default_settings', {
  companyId: ownedByCompany().primaryKey(),
  matchThreshold: integer('match_threshold').notNull(),
  livenessRequired: boolean('liveness_required').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
