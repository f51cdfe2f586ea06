import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { features, ownedByCompany } from '../../db/schema/companies.ts';

/**
 * Default customer permissions per company: which customer-scope features a new customer of the
 * company starts with. A customer feature without a row is off.
 */
export const customerFeatureDefaults = pgTable(
  'default_customer_features',
  {
    companyId: ownedByCompany(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.featureId] })],
);
