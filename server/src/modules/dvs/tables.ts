import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accountUsers, customerAccounts, ownedByAccount } from '../../db/schema/accounts.ts';
import { companies, ownedByCompany } from '../../db/schema/companies.ts';

/**
 * What the DIVE family (modules/dvs) keeps of its own. A DIVE account is the accounts family's row
 * with the DIVE product; its requests are the activity store's (verification_requests); its tokens
 * the kit's (api_tokens, kind 'dvs'). Features are kept by the key of the contract's catalogue
 * (contract/src/dvs/result.ts, DIVE_FEATURES); a feature without a row is off.
 * (rules: server/src/modules/dvs/README.md)
 */

/** A DIVE account's settings. An account given DIVE elsewhere has no row: the defaults apply (contract). */
export const dvsAccountSettings = pgTable('dvs_account_settings', {
  accountId: ownedByAccount().primaryKey(),
  imageRetentionDays: integer('image_retention_days').notNull(),
  reviewFailedRequests: boolean('review_failed_requests').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A license: `deviceLimit` devices may report DIVE requests until `expiresOn` (the last day, UTC). */
export const dvsLicenses = pgTable(
  'dvs_licenses',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    accountId: ownedByAccount(),
    key: text('key').notNull().unique(),
    label: text('label').notNull().default(''),
    deviceLimit: integer('device_limit').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull().default(''),
  },
  (t) => [index('dvs_licenses_account').on(t.accountId, t.id)],
);

/** A device's seat on a license, by the serial it reports with; one seat per device of an account. */
export const dvsLicenseDevices = pgTable(
  'dvs_license_devices',
  {
    accountId: ownedByAccount(),
    serial: text('serial').notNull(),
    licenseId: integer('license_id')
      .notNull()
      .references(() => dvsLicenses.id, { onDelete: 'cascade' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.serial] }),
    index('dvs_license_devices_license').on(t.licenseId),
  ],
);

/**
 * A set of DIVE feature switches, one row per owner and feature: the four places features live
 * share the shape, each with its owner's column (the company, the account, the user).
 */
function featureSwitches<const N extends string>(name: N, ownerColumn: string, owner: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      ownerId: integer(ownerColumn).notNull().references(owner, { onDelete: 'cascade' }),
      feature: text('feature').notNull(),
      enabled: boolean('enabled').notNull(),
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.feature] })],
  );
}

/** The DIVE features a company's new DIVE accounts start with. */
export const dvsDefaultAccountFeatures = featureSwitches(
  'dvs_default_account_features',
  'company_id',
  () => companies.id,
);
/** The DIVE features an account's new users start with. */
export const dvsDefaultUserFeatures = featureSwitches(
  'dvs_default_user_features',
  'account_id',
  () => customerAccounts.id,
);
/** A DIVE account's features. */
export const dvsAccountFeatures = featureSwitches(
  'dvs_account_features',
  'account_id',
  () => customerAccounts.id,
);
/** A DIVE account user's features. */
export const dvsUserFeatures = featureSwitches('dvs_user_features', 'account_user_id', () => accountUsers.id);

/**
 * The archived DIVE requests (the request store's rows stay as they are): the default list leaves
 * them out, the archived filter lists them, and restoring deletes the row. Kept apart from the
 * partitioned store, whose rows are the product's record and not the console's to change.
 */
export const dvsArchivedRequests = pgTable(
  'dvs_archived_requests',
  {
    requestId: bigint('request_id', { mode: 'number' }).primaryKey(),
    companyId: ownedByCompany(),
    accountId: ownedByAccount(),
    requestStartedAt: timestamp('request_started_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull().defaultNow(),
    archivedBy: text('archived_by').notNull(),
  },
  (t) => [index('dvs_archived_requests_company').on(t.companyId, t.requestStartedAt.desc())],
);
