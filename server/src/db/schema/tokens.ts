import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedByCompany } from './companies.ts';

/**
 * Bearer tokens of every family (the kit's token lifecycle, server/src/kit/tokens.ts): what devices,
 * products and partners authenticate with. Only the token's SHA-256 is kept; the secret is shown
 * once, when issued. `kind` names the family's use ('collector', ...); `ownerId` the record a token
 * belongs to within the company (a product account), when the family has one.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    companyId: ownedByCompany(),
    ownerId: integer('owner_id'),
    label: text('label').notNull().default(''),
    tokenHash: text('token_hash').notNull().unique(),
    /** The secret's last four characters, to tell tokens apart on screen. */
    hint: text('hint').notNull().default(''),
    /** The last day the token works (UTC); null: it does not expire. */
    expiresOn: date('expires_on', { mode: 'string' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Deleted tokens are kept (collector logs point at them) but never listed or accepted. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull().default(''),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_owner').on(t.kind, t.companyId, t.ownerId)],
);
