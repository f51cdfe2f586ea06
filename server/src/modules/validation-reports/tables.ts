import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ownedByAccount } from '../../db/schema/accounts.ts';

/*
 * What the validation reports read (modules/validation-reports; contract/src/validation-reports/api.ts).
 * Both tables are written by triggers (migration validation_reports): on verification_requests for
 * a request whose result carries checks or an address, and on manual_reviews for a decision. Every
 * writer of requests (the product API, the demo and bench generators) keeps them, in its own
 * transaction. No foreign key to the partitioned request store: the account's cascade removes an
 * account's rows, as it removes its requests.
 */

/** Check as stored in an entry: the device's or the reviewer's, with its result. */
export interface StoredCheck {
  name: string;
  title?: string;
  result: string;
  reason?: string | null;
}

/** The History Log: one row per validation of a document (automatic or manual). */
export const validationHistory = pgTable(
  'validation_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull(),
    accountId: ownedByAccount(),
    isTest: boolean('is_test').notNull(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'automatic' | 'manual'>().notNull(),
    validated: boolean('validated').notNull(),
    /** 0 none, 1 low, 2 medium, 3 high (contract SEVERITIES' order). */
    severity: smallint('severity').notNull(),
    failedChecks: integer('failed_checks').notNull(),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    personName: text('person_name'),
    checks: jsonb('checks').$type<StoredCheck[]>().notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull(),
    validatedBy: text('validated_by'),
  },
  (t) => [
    // The report: the tenant's window, latest first (the id breaks ties the same way).
    index('validation_history_scope').on(
      t.companyId,
      t.isTest,
      t.validatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('validation_history_account').on(t.accountId, t.validatedAt.desc()),
  ],
);

/** Address Validation: the address check a request reported (result.address), one row a request. */
export const addressValidations = pgTable(
  'address_validations',
  {
    requestId: bigint('request_id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull(),
    accountId: ownedByAccount(),
    isTest: boolean('is_test').notNull(),
    validated: boolean('validated').notNull(),
    valid: boolean('valid').notNull(),
    found: boolean('found').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('address_validations_scope').on(
      t.companyId,
      t.isTest,
      t.checkedAt.desc().nullsFirst(),
      t.requestId.desc().nullsFirst(),
    ),
    index('address_validations_account').on(t.accountId, t.checkedAt.desc()),
  ],
);
