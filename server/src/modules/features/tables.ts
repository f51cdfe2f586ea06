import { boolean, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { accountUsers } from '../../db/schema/accounts.ts';
import { locations } from '../../db/schema/activity.ts';
import { features } from '../../db/schema/companies.ts';

/**
 * The feature switches of the levels below the customer (contract/src/features/rule.ts): a row is a
 * switch set at that level (on or off); a feature without a row inherits its customer's state.
 * The company's grant is company_features, the customer's switches account_features.
 */

/** A location's own switches. */
export const locationFeatures = pgTable(
  'location_features',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.featureId] }),
    // A feature removed from the catalogue cascades here; this keeps that delete off a full scan.
    index('location_features_feature').on(t.featureId),
  ],
);

/** A customer user's own switches. */
export const accountUserFeatures = pgTable(
  'account_user_features',
  {
    accountUserId: integer('account_user_id')
      .notNull()
      .references(() => accountUsers.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountUserId, t.featureId] }),
    index('account_user_features_feature').on(t.featureId),
  ],
);
