import { sql } from 'drizzle-orm';
import type { FailedRecordsSyncOutput } from '@console/contract/failed-records/api';
import { CARD_ID_MAX } from '@console/contract/failed-records/api';
import type { Queryable } from '../../db/client.ts';
import type { JobKind } from '../../jobs/kind.ts';

/**
 * POST /api/FailedVerificationRecords/Sync runs as a job: every failed request of the company that
 * names a document number (result.fields.documentNumber, as DIVE reports it: contract/src/dvs/result.ts)
 * and has no record yet becomes one. The unique index on (company, request) is the judge: the
 * insert skips what is recorded, so a second sync (or a retried attempt) creates nothing.
 * Requests without a document number have no card to record and are left out. The company's
 * failed requests are read whole (the store keeps two years); a watermark would miss requests
 * that devices report late from offline.
 */
export async function recordFailedRequests(
  db: Queryable,
  companyId: number,
): Promise<FailedRecordsSyncOutput> {
  const documentNumber = sql`btrim(r.result -> 'fields' ->> 'documentNumber')`;
  const fields = sql`r.result -> 'fields'`;
  const created = await db.execute(sql`
    insert into failed_verification_records (company_id, account_id, is_test, card_id, person_name,
      document_type, failure_reason, failed_at, request_id, source)
    select r.company_id, r.account_id, r.is_test, upper(left(${documentNumber}, ${CARD_ID_MAX})),
      btrim(concat_ws(' ', ${fields} ->> 'firstName', ${fields} ->> 'lastName')),
      r.result ->> 'documentType',
      coalesce(nullif(btrim(r.failure_reason), ''), 'Verification failed'),
      coalesce(r.completed_at, r.started_at), r.id, 'sync'
    from verification_requests r
    where r.company_id = ${companyId} and r.status = 'failed' and coalesce(${documentNumber}, '') <> ''
    on conflict (company_id, request_id) do nothing
    returning id`);
  return { created: created.rows.length };
}

export interface SyncJobData {
  companyId: number;
}

export const failedRecordsSyncJob: JobKind<SyncJobData> = {
  name: 'failed-records.sync',
  title: 'Failed records sync',
  run: ({ companyId }, job) => recordFailedRequests(job.db, companyId),
  timeoutSeconds: 10 * 60,
};
