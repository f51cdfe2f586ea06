import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReviewChecksRun } from '@console/contract/manual-validation/api';
import type { ReviewStatus } from '@console/contract/manual-validation/status';
import { verificationRequests } from '../../db/schema/activity.ts';

/**
 * What reviewers did with a request in review (modules/manual-validation): a request gets a row
 * here the first time a reviewer touches it (until then it is `new`, with none); the claim is the
 * holder and the time it lapses. The history is the audit log's entries of the item (entity type
 * manualReview), not a table. (rules: server/src/modules/manual-validation/README.md)
 */
export const manualReviews = pgTable(
  'manual_reviews',
  {
    /** The request's id (unique across the request store's partitions). */
    requestId: bigint('request_id', { mode: 'number' }).primaryKey(),
    requestStartedAt: timestamp('request_started_at', { withTimezone: true }).notNull(),
    companyId: integer('company_id').notNull(),
    status: text('status').$type<ReviewStatus>().notNull(),
    claimedById: integer('claimed_by_id'),
    claimedByName: text('claimed_by_name'),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    decision: text('decision'),
    reasonCode: text('reason_code'),
    reason: text('reason'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The last TryVerifying run; null until a reviewer runs the checks. */
    checks: jsonb('checks').$type<ReviewChecksRun>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'manual_reviews_request',
      columns: [t.requestId, t.requestStartedAt],
      foreignColumns: [verificationRequests.id, verificationRequests.startedAt],
    }).onDelete('cascade'),
    index('manual_reviews_company_status').on(t.companyId, t.status),
    index('manual_reviews_open')
      .on(t.companyId, t.requestStartedAt)
      .where(sql`${t.status} in ('new', 'inReview')`),
  ],
);
