import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  nextSendAt,
  type ReceiverInput,
  type ReceiversQuery,
  type ReportReceiver,
  type Schedule,
} from '@console/contract/report-receivers/api';
import { diff, recordChange, recordChangeIfAny, type Actor } from '../../audit/record.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { reportReceivers } from './tables.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { exactCount, type ListSource, type SortKey } from '../../kit/list.ts';
import { inTenant, type Tenant } from '../../platform/tenant.ts';
import { containsPattern } from '../../db/patterns.ts';
import { filterProblems, reportCsvSource } from '../../kit/report-csv.ts';

/**
 * E-mail report receivers (product-families §7 Reports: EmailReportsReceivers,
 * CreateEmailReportsReceiver, {id}/EmailReportsReceiver). A receiver belongs to the company's live
 * or test data (Test Mode) like the records its report reads; another company's answers 404.
 */

const r = reportReceivers;
export type ReceiverRow = typeof r.$inferSelect;

const ofTenant = (tenant: Tenant): SQL => inTenant(r, tenant);

export const receiverOf = (row: ReceiverRow): ReportReceiver => ({
  id: row.id,
  reportType: row.reportType,
  // A type no longer registered (a report retired) still shows by its name.
  reportTitle: reportCsvSource(row.reportType)?.title ?? row.reportType,
  filters: row.filters,
  frequency: row.frequency,
  hour: row.hour,
  weekday: row.weekday,
  monthDay: row.monthDay,
  recipients: row.recipients,
  enabled: row.enabled,
  nextSendAt: row.nextSendAt.toISOString(),
  state: row.lastError !== null ? 'failed' : row.lastSentAt ? 'sent' : 'pending',
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
});

const SORTS = { id: { column: r.id }, nextSendAt: { column: r.nextSendAt } } satisfies Record<
  string,
  SortKey
>;

/**
 * GET /api/Reports/EmailReportsReceivers. A company keeps tens of receivers, not thousands: the
 * tenant's index narrows to them, and the recipients' text is matched among those.
 */
export function receiversSource(
  db: Queryable,
  tenant: Tenant,
  query: ReceiversQuery,
): ListSource<ReceiverRow, ReportReceiver> {
  const text = query.textFilter?.trim();
  const where = and(
    ofTenant(tenant),
    query.reportType ? eq(r.reportType, query.reportType) : undefined,
    text ? sql`array_to_string(${r.recipients}, ' ') ilike ${containsPattern(text)}` : undefined,
  );
  return {
    select: (extra) =>
      db
        .select({ ...getTableColumns(r), ...extra })
        .from(r)
        .$dynamic(),
    where,
    sorts: SORTS,
    tieBreak: r.id,
    count: () => exactCount(db, r, where),
    toItem: receiverOf,
  };
}

export async function findReceiver(db: Queryable, tenant: Tenant, id: number): Promise<ReceiverRow> {
  const [row] = await db
    .select()
    .from(r)
    .where(and(ofTenant(tenant), eq(r.id, id)));
  if (!row) throw notFound('The report receiver');
  return row;
}

/**
 * The receiver as stored: its type and filters checked against the registered report, the schedule's
 * day kept only where its frequency uses one, the recipients trimmed, lower-case and each once.
 */
function fieldsOf(input: ReceiverInput) {
  const problems: Record<string, string[]> = {};
  const source = reportCsvSource(input.reportType);
  const filters = Object.fromEntries(
    Object.entries(input.filters ?? {})
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  if (!source) problems.reportType = ['Report is not one of the report types'];
  else {
    const wrong = filterProblems(source, filters);
    if (wrong.length) problems.filters = wrong;
  }
  // A day the schedule does not use is refused, not dropped: a daily receiver sent a weekday was
  // saved as every day, which is not what its author asked.
  const weekday = input.weekday ?? null;
  const monthDay = input.monthDay ?? null;
  if (input.frequency === 'weekly' && weekday === null)
    problems.weekday = ['Weekday is required for a weekly report'];
  if (input.frequency !== 'weekly' && weekday !== null)
    problems.weekday = ['Weekday is only for a weekly report'];
  if (input.frequency === 'monthly' && monthDay === null) {
    problems.monthDay = ['Day of month is required for a monthly report'];
  }
  if (input.frequency !== 'monthly' && monthDay !== null)
    problems.monthDay = ['Day of month is only for a monthly report'];
  if (Object.keys(problems).length) throw validationError(problems);
  const recipients = [...new Set(input.recipients.map((email) => email.trim().toLowerCase()))];
  return {
    reportType: input.reportType,
    filters,
    frequency: input.frequency,
    hour: input.hour,
    weekday,
    monthDay,
    recipients,
    enabled: input.enabled ?? true,
  };
}

const scheduleOf = (row: Schedule): Schedule => ({
  frequency: row.frequency,
  hour: row.hour,
  weekday: row.weekday,
  monthDay: row.monthDay,
});

/** What the audit log keeps of a receiver. */
const auditable = (row: ReturnType<typeof fieldsOf>) => ({ ...row });

/** POST /api/Reports/CreateEmailReportsReceiver: first due at the schedule's next time. */
export async function createReceiver(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  input: ReceiverInput,
  now = new Date(),
): Promise<ReportReceiver> {
  const fields = fieldsOf(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(r)
      .values({
        ...fields,
        companyId: tenant.companyId,
        isTest: tenant.testMode,
        nextSendAt: nextSendAt(fields, now),
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error('the receiver was not stored');
    await recordChange(tx, actor, {
      action: 'reportReceiver.create',
      entityId: row.id,
      changes: diff(null, auditable(fields)),
    });
    return receiverOf(row);
  });
}

/**
 * PUT /api/Reports/{id}/EmailReportsReceiver. A changed schedule, or a receiver switched back on,
 * is next due at the new schedule's next time; otherwise its next send stays.
 */
export async function updateReceiver(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  id: number,
  input: ReceiverInput,
  now = new Date(),
): Promise<ReportReceiver> {
  const fields = fieldsOf(input);
  return db.transaction(async (tx) => {
    const before = await findReceiver(tx, tenant, id);
    const rescheduled =
      JSON.stringify(scheduleOf(before)) !== JSON.stringify(scheduleOf(fields)) ||
      (fields.enabled && !before.enabled);
    const [row] = await tx
      .update(r)
      .set({ ...fields, ...(rescheduled ? { nextSendAt: nextSendAt(fields, now) } : {}), updatedAt: now })
      .where(eq(r.id, id))
      .returning();
    if (!row) throw notFound('The report receiver');
    await recordChangeIfAny(tx, actor, {
      action: 'reportReceiver.update',
      entityId: id,
      changes: diff(
        auditable({
          reportType: before.reportType,
          filters: before.filters,
          frequency: before.frequency,
          hour: before.hour,
          weekday: before.weekday,
          monthDay: before.monthDay,
          recipients: before.recipients,
          enabled: before.enabled,
        }),
        auditable(fields),
      ),
    });
    return receiverOf(row);
  });
}

/** DELETE /api/Reports/{id}/EmailReportsReceiver: a send already under way finds it gone and stops. */
export async function deleteReceiver(db: Db, actor: Actor, tenant: Tenant, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findReceiver(tx, tenant, id);
    await tx.delete(r).where(eq(r.id, id));
    await recordChange(tx, actor, {
      action: 'reportReceiver.delete',
      entityId: id,
      changes: diff({ reportType: before.reportType, recipients: before.recipients }, null),
    });
  });
}
