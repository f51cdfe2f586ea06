import { and, eq, sql } from 'drizzle-orm';
import {
  IMPORT_COLUMNS,
  IMPORT_FILE_FIELD,
  IMPORT_KINDS,
  IMPORT_MAX_LISTED_ERRORS,
  type ImportJob,
  type ImportKind,
  type ImportPreview,
  type ImportProgress,
  type ImportResult,
} from '@console/contract/imports/api';
import { ErrorCode } from '@console/contract/errors';
import type { Actor } from '../../audit/record.ts';
import { recordChange } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { JobContext, JobKind } from '../../jobs/kind.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { jobTable } from '../../jobs/table.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { jobStateOf } from '../jobs/list.ts';
import { lockAccount } from '../accounts/users.ts';
import { findOnlineCustomer } from '../vsonline/scope.ts';
import type { ImportPlan } from './plan.ts';
import { readImportCsv, type ReadCsv } from './read-csv.ts';
import { planTeamMembersLocations } from './team-members-locations.ts';
import { planUsersDevices } from './users-devices.ts';

/**
 * The Dashboard's imports (contract/src/imports/api.ts): a preview checks a file and writes nothing;
 * an import checks it the same way and, with no error, queues a job that checks it again against
 * the records as they are then and writes it in one transaction, audited once with its counts.
 */

const PLANNERS: Record<ImportKind, (db: Queryable, accountId: number, read: ReadCsv) => Promise<ImportPlan>> =
  {
    UsersDevices: planUsersDevices,
    TeamMembersLocations: planTeamMembersLocations,
  };

const AUDIT_ACTION = {
  UsersDevices: 'import.usersDevices',
  TeamMembersLocations: 'import.teamMembersLocations',
} as const;

/** An uploaded file: its name as sent and its bytes as they arrive. */
export interface ImportUpload {
  fileName: string;
  chunks: AsyncIterable<Buffer>;
  /** Whether the upload stopped at the file limit. */
  truncated(): boolean;
}

const readUpload = (kind: ImportKind, upload: ImportUpload, maxBytes: number) =>
  readImportCsv(upload.chunks, IMPORT_COLUMNS[kind], { maxBytes, truncated: upload.truncated });

/** The first errors as the error shape lists them: 'Line 5, Email: Email is not a valid e-mail address'. */
const listed = (plan: Pick<ImportPlan, 'errors'>) => plan.errors.slice(0, IMPORT_MAX_LISTED_ERRORS);

export async function previewImport(
  db: Db,
  tenant: Tenant,
  kind: ImportKind,
  customerId: number,
  upload: () => Promise<ImportUpload>,
  maxBytes: number,
): Promise<ImportPreview> {
  const { account } = await findOnlineCustomer(db, tenant, customerId);
  const { fileName, ...file } = await upload();
  const plan = await PLANNERS[kind](db, account.id, await readUpload(kind, { fileName, ...file }, maxBytes));
  return {
    kind,
    customerId: account.id,
    fileName,
    rows: plan.rows,
    counts: plan.counts,
    outcomes: plan.outcomes,
    errorCount: plan.errors.length,
    errors: listed(plan),
  };
}

/** What an import job carries: whose file, and the file itself (base64: jsonb keeps no NUL). */
export interface ImportJobData {
  kind: ImportKind;
  companyId: number;
  testMode: boolean;
  customerId: number;
  fileName: string;
  file: string;
  actor: Actor;
}

/**
 * Checks the file and, with no error, queues its import; with errors it is refused with 400, the
 * errors listed (line, column, reason) and nothing queued.
 */
export async function startImport(
  db: Db,
  queue: JobQueue,
  tenant: Tenant,
  actor: Actor,
  kind: ImportKind,
  customerId: number,
  upload: () => Promise<ImportUpload>,
  maxBytes: number,
): Promise<ImportJob> {
  const { account } = await findOnlineCustomer(db, tenant, customerId);
  const { fileName, ...file } = await upload();
  const read = await readUpload(kind, { fileName, ...file }, maxBytes);
  const plan = await PLANNERS[kind](db, account.id, read);
  if (plan.errors.length) {
    const count = plan.errors.length;
    const message = `The file has ${count} error${count === 1 ? '' : 's'}; nothing was imported`;
    throw new AppError(400, ErrorCode.ValidationError, message, {
      propertyErrors: { [IMPORT_FILE_FIELD]: [message] },
      multipleErrors: listed(plan).map((e) => ({
        message: `Line ${e.line}${e.column ? `, ${e.column}` : ''}: ${e.reason}`,
      })),
    });
  }
  const data: ImportJobData = {
    kind,
    companyId: tenant.companyId,
    testMode: tenant.testMode,
    customerId: account.id,
    fileName,
    file: read.bytes.toString('base64'),
    actor,
  };
  const id = await queue.enqueue(importJobKind, data);
  return {
    id,
    kind,
    customerId: account.id,
    fileName,
    state: 'queued',
    progress: null,
    result: null,
    error: null,
  };
}

/**
 * One attempt of an import job: in one transaction, the customer found again, the file checked
 * against the records as they are now, then written. Rows that no longer hold (a login taken
 * since, a location renamed) end the job as refused, with nothing written; it is not retried, as
 * the same file would fail the same way. A failure of the database fails the attempt, which the
 * queue retries: an attempt writes all or nothing, so a retry starts clean.
 */
async function runImport(data: ImportJobData, job: JobContext): Promise<ImportResult> {
  const tenant: Tenant = { companyId: data.companyId, testMode: data.testMode };
  const bytes = Buffer.from(data.file, 'base64');
  const progress = (value: ImportProgress) => job.progress(value);
  return job.db.transaction(async (tx) => {
    const customer = await findOnlineCustomer(tx, tenant, data.customerId).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    });
    if (!customer) {
      const reason =
        'The customer was not found: it was deleted, or lost Veriscan Online, after the file was checked';
      return {
        outcome: 'refused',
        rows: 0,
        counts: [],
        errorCount: 1,
        errors: [{ line: 0, column: '', reason }],
      };
    }
    const { account } = customer;
    // Imports of one customer one after the other: each checks its file against what the other wrote.
    await lockAccount(tx, account.id);
    const read = await readImportCsv(
      (async function* () {
        yield bytes;
      })(),
      IMPORT_COLUMNS[data.kind],
      { maxBytes: bytes.length },
    );
    progress({ phase: 'checking', done: 0, total: read.rows.length });
    const plan = await PLANNERS[data.kind](tx, account.id, read);
    const result = (outcome: ImportResult['outcome']): ImportResult => ({
      outcome,
      rows: plan.rows,
      counts: plan.counts,
      errorCount: plan.errors.length,
      errors: listed(plan),
    });
    if (plan.errors.length) return result('refused');
    let done = 0;
    progress({ phase: 'writing', done, total: plan.writes });
    await plan.write(tx, { companyId: account.companyId, accountId: account.id }, data.actor, (rows) => {
      done += rows;
      progress({ phase: 'writing', done, total: plan.writes });
    });
    await recordChange(tx, data.actor, {
      action: AUDIT_ACTION[data.kind],
      entityId: account.id,
      changes: {
        file: { to: data.fileName },
        job: { to: job.id },
        rows: { to: plan.rows },
        ...Object.fromEntries(plan.counts.map(({ entity, ...counts }) => [entity, { to: counts }])),
      },
    });
    return result('imported');
  });
}

export const importJobKind: JobKind<ImportJobData> = {
  name: 'imports.import',
  title: 'Dashboard import',
  run: runImport,
  // A refused file ends the job (completed, outcome refused); only a failure of the database or the
  // server fails an attempt, and a retry a minute later outlasts a short outage.
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  timeoutSeconds: 30 * 60,
};

const isImportKind = (kind: string): kind is ImportKind => (IMPORT_KINDS as string[]).includes(kind);

/** What GET /api/Import/Jobs/{id} reads of a job's data: all but the file. */
interface ImportJobHeader {
  kind: string;
  companyId: number;
  testMode: boolean;
  customerId: number;
  fileName: string;
}

/**
 * The headers of the jobs followed lately. A job's data never changes, and it carries the file (up
 * to 13 MB in base64), which PostgreSQL reads whole to answer any field of it: a page polling twice
 * a second would read it each time. So it is read once per job and instance.
 */
const headers = new Map<string, ImportJobHeader>();
const HEADERS_KEPT = 1000;

function remember(id: string, header: ImportJobHeader): void {
  headers.set(id, header);
  if (headers.size > HEADERS_KEPT) headers.delete(headers.keys().next().value as string);
}

/** An import job of the tenant's: its state, the progress it reported, its result; 404 otherwise. */
export async function getImportJob(
  db: Queryable,
  queue: JobQueue,
  tenant: Tenant,
  id: string,
): Promise<ImportJob> {
  const job = jobTable(queue.schema);
  const where = and(eq(job.name, importJobKind.name), eq(job.id, id));
  let header = headers.get(id);
  let row: { state: string; output: unknown } | undefined;
  if (header) {
    [row] = await db.select({ state: job.state, output: job.output }).from(job).where(where);
  } else {
    const [found] = await db
      .select({
        state: job.state,
        output: job.output,
        kind: sql<string>`${job.data}->>'kind'`,
        companyId: sql<number>`(${job.data}->>'companyId')::integer`,
        testMode: sql<boolean>`(${job.data}->>'testMode')::boolean`,
        customerId: sql<number>`(${job.data}->>'customerId')::integer`,
        fileName: sql<string>`${job.data}->>'fileName'`,
      })
      .from(job)
      .where(where);
    if (found) {
      const { state, output, ...read } = found;
      header = read;
      remember(id, read);
      row = { state, output };
    }
  }
  if (!row || !header || header.companyId !== tenant.companyId || header.testMode !== tenant.testMode) {
    throw notFound('The import');
  }
  const state = jobStateOf(row.state);
  const output = (row.output ?? {}) as Record<string, unknown>;
  const isResult = state === 'completed' && typeof output.outcome === 'string';
  const isProgress = typeof output.phase === 'string';
  const error =
    state === 'failed' || state === 'retrying'
      ? String(
          output.message ??
            (output.value as { message?: unknown } | undefined)?.message ??
            'The import failed',
        )
      : null;
  return {
    id,
    kind: isImportKind(header.kind) ? header.kind : 'UsersDevices',
    customerId: header.customerId,
    fileName: header.fileName,
    state,
    progress: state === 'running' && isProgress ? (output as unknown as ImportProgress) : null,
    result: isResult ? (output as unknown as ImportResult) : null,
    error,
  };
}
