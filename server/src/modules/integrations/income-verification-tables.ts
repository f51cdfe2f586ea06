import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations } from '../../db/schema/activity.ts';
import { ownedByCompany } from '../../db/schema/companies.ts';

/**
 * Income verification (modules/integrations/income.ts, contract/src/integrations/income-verification.ts): a
 * location's connection to an income verification provider, with the rule it applies. The API key
 * is sealed (kit/secrets.ts); only its mask is answered.
 */
export const incomeVerifications = pgTable(
  'income_verifications',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** contract INCOME_PROVIDERS: 'truv', 'plaid', 'argyle', 'theWorkNumber'. */
    provider: text('provider').notNull(),
    baseUrl: text('base_url').notNull(),
    /** The location's account (merchant, client) id at the provider. */
    providerAccountId: text('provider_account_id').notNull(),
    apiKeySealed: text('api_key_sealed').notNull(),
    apiKeyMask: text('api_key_mask').notNull(),
    /** Monthly income required, in hundredths of the monthly rent (300 = 3×). */
    incomeToRentRatio: integer('income_to_rent_ratio').notNull(),
    /** Months of pay history the provider is asked for. */
    lookbackMonths: integer('lookback_months').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('income_verifications_location_provider').on(t.locationId, t.provider),
    index('income_verifications_company').on(t.companyId, t.id),
  ],
);
