import { bigint, foreignKey, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FaceMatch, MrzRead } from '@console/contract/kit';
import { verificationRequests } from './activity.ts';

/**
 * The evidence the console computed itself from a request's images (kit/evidence, the activity
 * family's evidence job), beside what the device reported in the request's result: one row per
 * request, made pending when its images arrive and filled by the job; a re-run (TryVerifying)
 * replaces it. Kept apart from the request store's partitioned rows, which are written once.
 */
export const requestEvidence = pgTable(
  'request_evidence',
  {
    requestId: bigint('request_id', { mode: 'number' }).primaryKey(),
    requestStartedAt: timestamp('request_started_at', { withTimezone: true }).notNull(),
    companyId: integer('company_id').notNull(),
    /** pending, done or failed (the job's retries are spent: `error` says why). */
    state: text('state').$type<'pending' | 'done' | 'failed'>().notNull(),
    faceMatch: jsonb('face_match').$type<FaceMatch>(),
    mrz: jsonb('mrz').$type<MrzRead>(),
    /** Where the computed evidence contradicts the device's report; null when it agrees. */
    disagreement: text('disagreement'),
    error: text('error'),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'request_evidence_request',
      columns: [t.requestId, t.requestStartedAt],
      foreignColumns: [verificationRequests.id, verificationRequests.startedAt],
    }).onDelete('cascade'),
    index('request_evidence_company').on(t.companyId),
  ],
);
