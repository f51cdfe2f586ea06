import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SyncKind, SyncSummary } from '@console/contract/integrations/api';
import { locations } from '../../db/schema/activity.ts';
import { ownedByCompany } from '../../db/schema/companies.ts';

/**
 * Integrations (modules/integrations): a location's link to a property-management system, its
 * credentials, and what its syncs brought. Secrets live in integration_secrets, sealed
 * (kit/secrets.ts); nothing here holds one in the clear. (rules: server/src/modules/integrations/README.md)
 */

/** One location's settings for one partner system (at most one per location and system). */
export const locationIntegrations = pgTable(
  'location_integrations',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** The system's slug (contract/src/integrations/systems.ts): 'yardi'. */
    system: text('system').notNull(),
    baseUrl: text('base_url').notNull(),
    /** The partner's id of the location (its property, community or site); '' until linked. */
    partnerLocationId: text('partner_location_id').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** The credentials that are not secrets (a username, a client id), by field name. */
    credentials: jsonb('credentials').$type<Record<string, string>>().notNull().default({}),
    /** The job of the latest sync asked for (the queue's id), followed while it runs. */
    lastSyncJobId: text('last_sync_job_id'),
    /** The summary of the latest sync that ended, kept after the queue forgets its job. */
    lastSync: jsonb('last_sync').$type<SyncSummary>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('location_integrations_location_system').on(t.locationId, t.system),
    // The list of one system's integrations, of the company, in order.
    index('location_integrations_company_system').on(t.companyId, t.system, t.id),
  ],
);

/** A sealed secret of an integration (a password, an API key): the ciphertext and its mask only. */
export const integrationSecrets = pgTable(
  'integration_secrets',
  {
    integrationId: integer('integration_id')
      .notNull()
      .references(() => locationIntegrations.id, { onDelete: 'cascade' }),
    /** The credential field: 'password', 'apiKey', 'clientSecret'. */
    name: text('name').notNull(),
    /** `<keyId>.<nonce>.<ciphertext>.<tag>` (kit/secrets.ts). */
    sealed: text('sealed').notNull(),
    /** What the console shows: '••••••k3Qz'. */
    mask: text('mask').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.integrationId, t.name] })],
);

/** A record a sync brought (an ad source, an agent, a unit), kept by the partner's id. */
export const integrationRecords = pgTable(
  'integration_records',
  {
    id: serial('id').primaryKey(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => locationIntegrations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SyncKind>().notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('integration_records_external').on(t.integrationId, t.kind, t.externalId),
    index('integration_records_name').on(t.integrationId, t.kind, t.name, t.id),
  ],
);
