import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedByAccount } from '../../db/schema/accounts.ts';
import { ownedByCompany } from '../../db/schema/companies.ts';

/**
 * What the onboarding family (modules/onboarding) keeps: the settings of the Onboarding product,
 * per account and as the company's defaults. The account itself is the accounts family's row. A
 * missing row is "never saved" (the reads answer 404, product-families §8).
 * (rules: server/src/modules/onboarding/README.md)
 */

/** The settings' fields (contract OnboardingSettings), the same for an account and the defaults. */
const settingsColumns = () => ({
  idScan: boolean('id_scan').notNull(),
  faceMatch: boolean('face_match').notNull(),
  incomeVerification: boolean('income_verification').notNull(),
  linkValidHours: integer('link_valid_hours').notNull(),
  maxAttempts: integer('max_attempts').notNull(),
  notificationEmail: text('notification_email'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/** An account's own onboarding settings (AccountSettings). */
export const onboardingAccountSettings = pgTable('onboarding_account_settings', {
  accountId: ownedByAccount().primaryKey(),
  ...settingsColumns(),
});

/** The company's default onboarding settings (DefaultSettings), for accounts without their own. */
export const onboardingDefaultSettings = pgTable('onboarding_default_settings', {
  companyId: ownedByCompany().primaryKey(),
  ...settingsColumns(),
});

/** An account's extended settings (ExtendedSettings): its onboarding pages' look and end. */
export const onboardingExtendedSettings = pgTable('onboarding_extended_settings', {
  accountId: ownedByAccount().primaryKey(),
  welcomeMessage: text('welcome_message').notNull(),
  brandColor: text('brand_color').notNull(),
  language: text('language').notNull(),
  redirectUrl: text('redirect_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/**
 * A customer's account at the Onboarding system (the integration's customer level). The API key is
 * sealed with the partner secrets kit (kit/secrets.ts) for this account and field, with its mask.
 */
export const onboardingCustomerIntegrations = pgTable('onboarding_customer_integrations', {
  accountId: ownedByAccount().primaryKey(),
  partnerCustomerId: text('partner_customer_id').notNull(),
  apiKeySealed: text('api_key_sealed').notNull(),
  apiKeyMask: text('api_key_mask').notNull(),
  applicationFeeCents: integer('application_fee_cents').notNull(),
  autoInviteApplicants: boolean('auto_invite_applicants').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});
