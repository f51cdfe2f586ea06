import { and, asc, eq, lte } from 'drizzle-orm';
import { REPORT_PERIOD } from '@console/contract/kit';
import { nextSendAt, periodOf } from '@console/contract/report-receivers/api';
import { addDays } from '../../lib/days.ts';
import type { Db } from '../../db/client.ts';
import { reportReceivers } from './tables.ts';
import { NO_RETRY, type JobKind } from '../../jobs/kind.ts';
import { csvFileName } from '../../kit/csv.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { reportCsvSource } from '../../kit/report-csv.ts';

/*
 * Sending a receiver's report. Every minute one dispatch (a scheduled job, enqueued once per tick
 * across the instances) claims each due receiver by moving its next send on, in a transaction of its
 * own that skips receivers another dispatch holds, then sends it: a receiver is claimed once, so
 * its e-mail goes once, even when two dispatches overlap. The outcome is written on the receiver
 * (last sent, last error); a failed send waits for the next scheduled time or a Retry, which runs
 * the same send as a job. A dispatch that dies between the claim and the send loses that one
 * e-mail rather than risk sending it twice; last attempt then predates the next send's period.
 */

const r = reportReceivers;

/** A CSV larger than this is not e-mailed (mail servers refuse far smaller): narrow its filters. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
const ERROR_MAX = 500;

export interface SendOutcome {
  receiverId: number;
  sent: boolean;
  error?: string;
}

async function csvText(chunks: AsyncIterable<string>): Promise<string> {
  const parts: string[] = [];
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += Buffer.byteLength(chunk);
    if (bytes > ATTACHMENT_MAX_BYTES) {
      throw new Error('The report is larger than 10 MB, too large to e-mail; narrow its filters');
    }
    parts.push(chunk);
  }
  return parts.join('');
}

/**
 * Builds the receiver's report for the period of a send at `sendAt` and e-mails it with its CSV
 * attached; records the outcome on the receiver. A receiver deleted meanwhile is not sent.
 */
export async function sendReceiverReport(
  db: Db,
  mailer: Mailer,
  receiverId: number,
  sendAt: Date,
  now = new Date(),
): Promise<SendOutcome> {
  const [receiver] = await db.select().from(r).where(eq(r.id, receiverId));
  if (!receiver) return { receiverId, sent: false, error: 'The receiver was deleted' };
  try {
    const source = reportCsvSource(receiver.reportType);
    if (!source) throw new Error(`The report ${receiver.reportType} is no longer available`);
    const period = periodOf(receiver.frequency, sendAt);
    // The period goes to a report that has one, unless the receiver set its own: as its days, or as
    // the report kit's `fromto` (from the first day's start to the end of the last).
    const filters = {
      ...(source.period === 'days' ? { dateFrom: period.dateFrom, dateTo: period.dateTo } : {}),
      ...(source.period === REPORT_PERIOD
        ? { [REPORT_PERIOD]: `${period.dateFrom}T00:00:00.000Z,${addDays(period.dateTo, 1)}T00:00:00.000Z` }
        : {}),
      ...receiver.filters,
    };
    const tenant = { companyId: receiver.companyId, testMode: receiver.isTest };
    const csv = await csvText(source.csv(db, tenant, filters));
    // FailedVerificationRecords → failed-verification-records-2026-11-24.csv, as the lists name theirs.
    const base = source.type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[^A-Za-z0-9]+/g, '-');
    const fileName = csvFileName(base.toLowerCase(), sendAt);
    const days =
      period.dateFrom === period.dateTo ? period.dateFrom : `${period.dateFrom} to ${period.dateTo}`;
    await mailer.send({
      to: receiver.recipients,
      subject: `${source.title}: ${days}`,
      text:
        `The ${source.title} report for ${days} (UTC) is attached as ${fileName}.\n\n` +
        `You receive it as a recipient of report receiver ${receiver.id}; an administrator of the console can change or delete it on the Receivers page.`,
      attachments: [{ filename: fileName, content: csv, contentType: 'text/csv; charset=utf-8' }],
    });
    await db
      .update(r)
      .set({ lastAttemptAt: now, lastSentAt: now, lastError: null })
      .where(eq(r.id, receiverId));
    return { receiverId, sent: true };
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX) || 'The send failed';
    await db.update(r).set({ lastAttemptAt: now, lastError: error }).where(eq(r.id, receiverId));
    return { receiverId, sent: false, error };
  }
}

/**
 * Claims the next due receiver: its next send moved to the schedule's next time after now (one
 * send for a period missed while no instance ran, not one per missed period). Null when none is due.
 */
async function claimDue(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(r)
      .where(and(eq(r.enabled, true), lte(r.nextSendAt, now)))
      .orderBy(asc(r.nextSendAt), asc(r.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    await tx
      .update(r)
      .set({ nextSendAt: nextSendAt(due, now) })
      .where(eq(r.id, due.id));
    return { id: due.id, sendAt: due.nextSendAt };
  });
}

/** Sends every receiver due at `now`; answers each outcome. */
export async function dispatchDue(db: Db, mailer: Mailer, now = new Date()): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (let claimed = await claimDue(db, now); claimed; claimed = await claimDue(db, now)) {
    outcomes.push(await sendReceiverReport(db, mailer, claimed.id, claimed.sendAt, now));
  }
  return outcomes;
}

export const reportDispatchJob: JobKind = {
  name: 'report-receivers.dispatch',
  title: 'Report e-mails',
  schedule: '* * * * *',
  // A failure is recorded on its receiver; the next minute's dispatch carries on with the others.
  retry: NO_RETRY,
  run: async (_data, job) => {
    const outcomes = await dispatchDue(job.db, job.mailer);
    const failed = outcomes.filter((outcome) => !outcome.sent).length;
    if (outcomes.length) job.log.info({ sent: outcomes.length - failed, failed }, 'report e-mails');
    return { sent: outcomes.length - failed, failed };
  },
};

export interface SendJobData {
  receiverId: number;
}

/**
 * Retry: the receiver's report sent now, for the period ending yesterday. A failure fails the job
 * too, so the Background jobs page shows it beside the receiver's own record of it.
 */
export const reportSendJob: JobKind<SendJobData> = {
  name: 'report-receivers.send',
  title: 'Report e-mail',
  retry: NO_RETRY,
  run: async ({ receiverId }, job) => {
    const outcome = await sendReceiverReport(job.db, job.mailer, receiverId, new Date());
    if (!outcome.sent && outcome.error) throw new Error(outcome.error);
    return outcome;
  },
};
