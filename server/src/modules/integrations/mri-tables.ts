import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedByCompany } from '../../db/schema/companies.ts';
import { locationIntegrations } from './tables.ts';

/**
 * MRI's OpenID Connect authorization (modules/integrations/mri.ts). The tokens themselves are
 * integration secrets (integration_secrets, sealed); these rows hold the flow's pending state and
 * what staff see of a grant.
 */

/**
 * A started authorization waiting for its callback: one use, bound to the company and the user who
 * started it, until it expires. The state is kept as its SHA-256 only (a dump does not let anyone
 * finish a flow); the PKCE verifier is sealed (kit/secrets.ts).
 */
export const mriPendingAuthorizations = pgTable(
  'mri_pending_authorizations',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => locationIntegrations.id, { onDelete: 'cascade' }),
    /** The staff user who started it: only they may finish it. */
    userId: integer('user_id').notNull(),
    stateHash: text('state_hash').notNull().unique(),
    nonce: text('nonce').notNull(),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mri_pending_authorizations_expires').on(t.expiresAt)],
);

/** What a completed authorization granted, one per integration (its tokens are sealed secrets). */
export const mriGrants = pgTable('mri_grants', {
  integrationId: integer('integration_id')
    .primaryKey()
    .references(() => locationIntegrations.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  scope: text('scope'),
  authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull().defaultNow(),
  authorizedBy: text('authorized_by').notNull(),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
});
