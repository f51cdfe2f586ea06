import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedByCompany } from '../../db/schema/companies.ts';
import { apiTokens } from '../../db/schema/tokens.ts';

/** Collector logs (console-core §3, "Collector item"); the referenceId is unique per company. */
export const collectorLogs = pgTable(
  'collector_logs',
  {
    id: serial('id').primaryKey(),
    companyId: ownedByCompany(),
    referenceId: text('reference_id').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    licenseId: text('license_id'),
    productName: text('product_name').notNull(),
    productVersion: text('product_version'),
    scannerData: boolean('scanner_data'),
    utilityData: boolean('utility_data'),
    comment: text('comment'),
    /** The token the log came with; the log stays when the token is deleted. */
    tokenId: integer('token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The judge of duplicates: a device that uploads the same log twice cannot make two.
    uniqueIndex('collector_logs_company_reference').on(t.companyId, t.referenceId),
    index('collector_logs_company_uploaded').on(t.companyId, t.uploadedAt.desc(), t.id.desc()),
    // The list's TextFilter is a case-insensitive "contains" (ILIKE '%…%'): trigram indexes serve it.
    index('collector_logs_reference_trgm').using('gin', t.referenceId.op('gin_trgm_ops')),
    index('collector_logs_product_trgm').using('gin', t.productName.op('gin_trgm_ops')),
    index('collector_logs_license_trgm').using('gin', t.licenseId.op('gin_trgm_ops')),
  ],
);

/** A log's files: the bytes are in the file storage under storageKey, the rest is here. */
export const collectorAttachments = pgTable(
  'collector_attachments',
  {
    id: serial('id').primaryKey(),
    logId: integer('log_id')
      .notNull()
      .references(() => collectorLogs.id, { onDelete: 'cascade' }),
    /** As uploaded, cleaned of any folder part. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
  },
  (t) => [index('collector_attachments_log').on(t.logId)],
);
