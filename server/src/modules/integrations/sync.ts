import { and, eq, sql } from 'drizzle-orm';
import {
  SYNC_MAX_LISTED_FAILURES,
  type PartnerSystem,
  type SyncKind,
  type SyncedKind,
  type SyncProgress,
  type SyncState,
  type SyncSummary,
} from '@console/contract/integrations/api';
import type { Actor } from '../../audit/record.ts';
import type { Queryable } from '../../db/client.ts';
import { integrationRecords, locationIntegrations } from './tables.ts';
import type { JobContext, JobKind, RetryPolicy } from '../../jobs/kind.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { jobTable } from '../../jobs/table.ts';
import type { PartnerRecord, SyncedItem } from '../../kit/partners/connector.ts';
import { PartnerError } from '../../kit/partners/http.ts';
import { SecretError } from '../../kit/secrets.ts';
import { findJob, jobStateOf } from '../jobs/list.ts';
import { connectorOf } from './adapters/index.ts';
import { openSettings, type IntegrationRow, type SettingsOpener } from './store.ts';

/**
 * A sync (README.md, "Syncs and their settings"): a job on the queue reads one kind of record of the linked
 * partner location page by page, reporting its progress, then writes them in one transaction
 * (created or updated by the partner's id) and keeps a summary on the integration. A request only
 * enqueues it, so a slow or failing partner never holds the console.
 *
 * A failure that waiting may mend (the partner unreachable, slow, or answering 5xx or 429) fails
 * the attempt, and the queue retries it with backoff; once the retries are spent the summary says
 * why. A failure that retrying cannot mend (credentials refused, no such location, an answer that is
 * not what was agreed, a secret that no longer opens) ends the sync at once, as failed, with the
 * reason. Either way nothing is written but the summary: the partner's records change all at once.
 */

export interface SyncJobData {
  integrationId: number;
  companyId: number;
  kind: SyncedKind;
  actor: Actor;
}

export const SYNC_RETRY: RetryPolicy = { limit: 3, delaySeconds: 30, backoff: true };
/**
 * Pages of a slow partner, each within its timeout: ten minutes is plenty, and a stuck attempt is
 * failed and retried sooner than the queue's default would.
 */
export const SYNC_TIMEOUT_SECONDS = 10 * 60;

/** Records written per statement. */
const BATCH = 500;

export const summary = (kind: SyncedKind, fields: Partial<SyncSummary>): SyncSummary => ({
  kind,
  outcome: 'synced',
  created: 0,
  updated: 0,
  failed: 0,
  failures: [],
  error: null,
  finishedAt: new Date().toISOString(),
  ...fields,
});

export async function keepSummary(db: Queryable, integrationId: number, last: SyncSummary) {
  await db
    .update(locationIntegrations)
    .set({ lastSync: last })
    .where(eq(locationIntegrations.id, integrationId));
}

/** The partner's records of one kind, every page, with the unreadable ones apart. */
async function fetchRecords(
  items: AsyncIterable<SyncedItem[]>,
  progress: (value: SyncProgress) => void,
): Promise<{ records: Map<string, PartnerRecord>; failures: SyncSummary['failures'] }> {
  const records = new Map<string, PartnerRecord>();
  const failures: SyncSummary['failures'] = [];
  let pages = 0;
  let seen = 0;
  for await (const page of items) {
    pages += 1;
    for (const item of page) {
      seen += 1;
      if ('problem' in item) failures.push(item.problem);
      else if (records.has(item.record.externalId)) {
        failures.push({
          externalId: item.record.externalId,
          reason: 'The partner answered this record twice',
        });
      } else records.set(item.record.externalId, item.record);
    }
    progress({ pages, records: seen });
  }
  return { records, failures };
}

/** Writes the records, each created or updated by its partner id; answers how many of each. */
async function writeRecords(tx: Queryable, integrationId: number, kind: SyncKind, records: PartnerRecord[]) {
  let created = 0;
  for (let start = 0; start < records.length; start += BATCH) {
    const rows = await tx
      .insert(integrationRecords)
      .values(records.slice(start, start + BATCH).map((r) => ({ integrationId, kind, ...r })))
      .onConflictDoUpdate({
        target: [integrationRecords.integrationId, integrationRecords.kind, integrationRecords.externalId],
        set: {
          name: sql`excluded.name`,
          details: sql`excluded.details`,
          syncedAt: sql`now()`,
        },
      })
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    created += rows.filter((row) => row.inserted).length;
  }
  return { created, updated: records.length - created };
}

/**
 * One sync job's frame, whatever it brings: finds the integration, runs `work` (which reads the
 * partner, then writes and keeps its summary in one transaction), and sorts a failure as the top
 * comment says. The records' sync below and RealPage's sites (realpage.ts) both run in it.
 */
export async function runIntegrationSync(
  data: SyncJobData,
  job: JobContext,
  work: (integration: IntegrationRow) => Promise<SyncSummary>,
): Promise<SyncSummary> {
  const [integration] = await job.db
    .select()
    .from(locationIntegrations)
    .where(
      and(
        eq(locationIntegrations.id, data.integrationId),
        eq(locationIntegrations.companyId, data.companyId),
      ),
    );
  if (!integration) return summary(data.kind, { outcome: 'failed', error: 'The integration was removed' });
  const ended = async (last: SyncSummary) => {
    await keepSummary(job.db, integration.id, last);
    return last;
  };
  try {
    return await work(integration);
  } catch (error) {
    const mendable = error instanceof PartnerError && error.retryable;
    const known = error instanceof PartnerError || error instanceof SecretError;
    if (!known) throw error;
    const failed = summary(data.kind, { outcome: 'failed', error: error.message });
    if (!mendable) return ended(failed);
    // Retries spent: the summary says why, and the job fails with the same message.
    if (job.attempt > SYNC_RETRY.limit) await ended(failed);
    throw error;
  }
}

/**
 * The partner's records of one kind at the integration's partner location, every page, with the
 * unreadable ones apart; read outside any transaction (a partner may be slow).
 */
export async function readPartnerRecords(
  opener: SettingsOpener,
  integration: IntegrationRow,
  kind: SyncKind,
  progress: (value: SyncProgress) => void = () => undefined,
) {
  const settings = await openSettings(opener, integration);
  const connector = connectorOf(integration.system as PartnerSystem)(settings);
  return fetchRecords(connector.sync(kind, integration.partnerLocationId), progress);
}

/** Writes what a sync read, each record by its partner id, and keeps the summary: in the caller's transaction. */
export async function keepSynced(
  tx: Queryable,
  integration: IntegrationRow,
  kind: SyncKind,
  fetched: Awaited<ReturnType<typeof fetchRecords>>,
): Promise<SyncSummary> {
  const counts = await writeRecords(tx, integration.id, kind, [...fetched.records.values()]);
  const last = summary(kind, {
    ...counts,
    failed: fetched.failures.length,
    failures: fetched.failures.slice(0, SYNC_MAX_LISTED_FAILURES),
  });
  await keepSummary(tx, integration.id, last);
  return last;
}

/** The partner's records of one kind, every page, written by their partner id. */
async function syncRecords(data: SyncJobData, job: JobContext, integration: IntegrationRow) {
  const kind = data.kind as SyncKind;
  const fetched = await readPartnerRecords(job, integration, kind, (value) => job.progress(value));
  return job.db.transaction((tx) => keepSynced(tx, integration, kind, fetched));
}

export const syncJobKind: JobKind<SyncJobData> = {
  name: 'integrations.sync',
  title: 'Integration sync',
  run: (data, job) => runIntegrationSync(data, job, (integration) => syncRecords(data, job, integration)),
  retry: SYNC_RETRY,
  timeoutSeconds: SYNC_TIMEOUT_SECONDS,
};

/** Queues a sync of the integration, in the caller's transaction, and notes it as the latest. */
export async function enqueueSync(
  tx: Queryable,
  queue: JobQueue,
  job: JobKind<SyncJobData>,
  integration: IntegrationRow,
  kind: SyncedKind,
  actor: Actor,
): Promise<string> {
  const jobId = await queue.enqueue(
    job,
    { integrationId: integration.id, companyId: integration.companyId, kind, actor },
    { tx },
  );
  await tx
    .update(locationIntegrations)
    .set({ lastSyncJobId: jobId })
    .where(eq(locationIntegrations.id, integration.id));
  return jobId;
}

/** The integration's latest sync: the job while the queue has it, and the last summary kept. */
export async function syncStateOf(
  db: Queryable,
  queue: JobQueue,
  integration: IntegrationRow,
): Promise<SyncState> {
  const none: SyncState = {
    jobId: null,
    state: null,
    kind: null,
    progress: null,
    error: null,
    last: integration.lastSync,
  };
  const jobId = integration.lastSyncJobId;
  if (!jobId) return none;
  const found = await findJob(db, queue, jobId);
  if (!found) return { ...none, jobId };
  const state = jobStateOf(found.state);
  const job = jobTable(queue.schema);
  const [stored] = await db
    .select({ kind: sql<string>`${job.data}->>'kind'`, output: job.output })
    .from(job)
    .where(eq(job.id, jobId));
  const output = (stored?.output ?? {}) as Record<string, unknown>;
  const progress =
    state === 'running' && typeof output.pages === 'number' && typeof output.records === 'number'
      ? { pages: output.pages, records: output.records }
      : null;
  return {
    ...none,
    jobId,
    state,
    kind: (stored?.kind as SyncedKind | undefined) ?? null,
    progress,
    error: state === 'failed' || state === 'retrying' ? found.error : null,
  };
}
