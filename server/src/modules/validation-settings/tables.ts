import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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
import type { PublishedValidationSettings } from '@console/contract/validation-settings/api';
import { ownedByAccount } from '../../db/schema/accounts.ts';
import { ownedByCompany } from '../../db/schema/companies.ts';

/*
 * What the validation settings (modules/validation-settings) and failed records
 * (modules/failed-records) families keep (issue 16; rules: each folder's README.md).
 */

/**
 * A company's published validation settings: the version devices read (the product API answers it
 * from `published`, one row, with an ETag of the version) and when the working settings last
 * changed. A company without a row has published nothing (version 0) and changed nothing.
 */
export const validationSettingsVersions = pgTable('validation_settings_versions', {
  companyId: ownedByCompany().primaryKey(),
  version: integer('version').notNull().default(0),
  published: jsonb('published').$type<PublishedValidationSettings>(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  changedAt: timestamp('changed_at', { withTimezone: true }),
});

/** A check switched for a company, by the catalogue's name; a check without a row is on. */
export const validationChecks = pgTable(
  'validation_checks',
  {
    companyId: ownedByCompany(),
    check: text('check').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.check] })],
);

/** A document (by number) or person (by name) allowed to pass one check, with a reason and an expiry. */
export const validationExceptions = pgTable(
  'validation_exceptions',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    subjectType: text('subject_type').$type<'document' | 'person'>().notNull(),
    subject: text('subject').notNull(),
    check: text('check').notNull(),
    reason: text('reason').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One exception per subject and check (names compared without case).
    uniqueIndex('validation_exceptions_subject').on(
      t.companyId,
      t.subjectType,
      sql`lower(${t.subject})`,
      t.check,
    ),
  ],
);

/**
 * A failed verification of a document, by its number (card id, kept upper-case so a lookup is one
 * index probe). A record made by Sync names its request; the unique index on (company, request) is
 * what makes a second Sync create nothing.
 */
export const failedVerificationRecords = pgTable(
  'failed_verification_records',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    accountId: ownedByAccount(),
    isTest: boolean('is_test').notNull().default(false),
    cardId: text('card_id').notNull(),
    personName: text('person_name').notNull().default(''),
    documentType: text('document_type'),
    failureReason: text('failure_reason').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
    requestId: bigint('request_id', { mode: 'number' }),
    source: text('source').$type<'sync' | 'manual'>().notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('failed_verification_records_request').on(t.companyId, t.requestId),
    index('failed_verification_records_failed').on(t.companyId, t.isTest, t.failedAt, t.id),
    index('failed_verification_records_card').on(t.companyId, t.isTest, t.cardId, t.id),
    index('failed_verification_records_account').on(t.accountId, t.failedAt, t.id),
  ],
);
