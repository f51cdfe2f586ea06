import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failedRecordsApi } from '@console/contract/failed-records/api';
import { fillPath } from '@console/contract/kit';
import {
  nextSendAt,
  periodOf,
  reportReceiversApi as api,
  type ReceiversPage,
  type ReportReceiver,
  type ReportType,
} from '@console/contract/report-receivers/api';
import { auditLog } from '../../db/schema.ts';
import { reportReceivers } from './tables.ts';
import { eventually, jobsOf, TEST_TIMING, testQueues } from '../../jobs/testing.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { attachmentsOf, headerOf, startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { failedRecordsReport } from './failed-records-report.ts';
import { registerReportCsv } from '../../kit/report-csv.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { reportDispatchJob, reportSendJob, sendReceiverReport } from './send.ts';
import { NOTHING_TO_RETRY } from './routes.ts';

let t: TestContext;
let admin: TestClient;
let support: TestClient;
let readonly: TestClient;
let smtp: TestSmtp;
let queues: ReturnType<typeof testQueues>;
let accountId: number;

beforeAll(async () => {
  t = await createTestContext();
  [admin, support, readonly] = await t.signInAll('admin', 'support', 'readonly');
  smtp = await startTestSmtp();
  queues = testQueues(t.database, t.app.jobs.schema);
  accountId = (await createTestAccount(t, t.fixtures.companyA, { customerName: 'Receiver Customer' }))
    .accountId;
});
afterEach(() => queues.stopAll());
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const TYPE = failedRecordsReport.type;
const anInput = (extra: Record<string, unknown> = {}) => ({
  reportType: TYPE,
  filters: { searchQuery: '' },
  frequency: 'daily',
  hour: 6,
  recipients: ['Ops@Customer.test', 'audit@customer.test', 'ops@customer.test'],
  ...extra,
});
const receiverUrl = (id: number) => fillPath(api.get.path, { id });
const retryUrl = (id: number) => fillPath(api.retry.path, { id });
const create = async (extra: Record<string, unknown> = {}) => {
  const response = await admin.post(api.create.path, anInput(extra));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportReceiver>();
};
const stored = async (id: number) =>
  (await t.database.db.select().from(reportReceivers).where(eq(reportReceivers.id, id)))[0];
/** Time passes: the receiver falls due. */
const makeDue = (id: number) =>
  t.database.db
    .update(reportReceivers)
    .set({ nextSendAt: new Date(Date.now() - 60_000) })
    .where(eq(reportReceivers.id, id));
/** Two console instances on one database, each working the receivers' jobs and sending over the loopback SMTP server. */
const twoInstances = () => {
  const mailer = createMailer(
    { smtpUrl: smtp.url, from: 'Console <reports@console.test>', dir: '/nowhere' },
    {
      info: () => undefined,
    },
  );
  const kinds = [reportDispatchJob, reportSendJob];
  return [queues.queue(kinds, TEST_TIMING, mailer), queues.queue(kinds, TEST_TIMING, mailer)] as const;
};

describe('the schedule', () => {
  it('falls due daily, on a weekday, or on a day of the month, at the hour in UTC', () => {
    const after = new Date('2026-11-24T07:30:00Z'); // a Tuesday
    const at = (s: Parameters<typeof nextSendAt>[0]) => nextSendAt(s, after).toISOString();
    expect(at({ frequency: 'daily', hour: 6, weekday: null, monthDay: null })).toBe(
      '2026-11-25T06:00:00.000Z',
    );
    expect(at({ frequency: 'daily', hour: 8, weekday: null, monthDay: null })).toBe(
      '2026-11-24T08:00:00.000Z',
    );
    expect(at({ frequency: 'weekly', hour: 6, weekday: 1, monthDay: null })).toBe('2026-11-30T06:00:00.000Z');
    expect(at({ frequency: 'weekly', hour: 9, weekday: 2, monthDay: null })).toBe('2026-11-24T09:00:00.000Z');
    expect(at({ frequency: 'monthly', hour: 6, weekday: null, monthDay: 24 })).toBe(
      '2026-12-24T06:00:00.000Z',
    );
    expect(at({ frequency: 'monthly', hour: 6, weekday: null, monthDay: 28 })).toBe(
      '2026-11-28T06:00:00.000Z',
    );
    expect(
      nextSendAt(
        { frequency: 'monthly', hour: 0, weekday: null, monthDay: 1 },
        new Date('2026-12-31T23:00:00Z'),
      ).toISOString(),
    ).toBe('2027-01-01T00:00:00.000Z');
  });

  it('covers the days of the period before the send', () => {
    const sendAt = new Date('2026-11-24T06:00:00Z');
    expect(periodOf('daily', sendAt)).toEqual({ dateFrom: '2026-11-23', dateTo: '2026-11-23' });
    expect(periodOf('weekly', sendAt)).toEqual({ dateFrom: '2026-11-17', dateTo: '2026-11-23' });
    expect(periodOf('monthly', sendAt)).toEqual({ dateFrom: '2026-10-24', dateTo: '2026-11-23' });
    expect(periodOf('monthly', new Date('2026-03-31T09:00:00Z'))).toEqual({
      dateFrom: '2026-02-28',
      dateTo: '2026-03-30',
    });
  });
});

describe('the receivers calls', () => {
  it('answers the report types with their filters, each with the control its report page has, the period left to the send', async () => {
    const response = await admin.get(api.types.path);
    expect(response.statusCode, response.body).toBe(200);
    const types = response.json<ReportType[]>();
    const records = types.find((type) => type.type === TYPE);
    expect(records?.title).toBe('Failed verification records');
    expect(records?.filters).toEqual([
      {
        name: 'searchQuery',
        title: 'Search',
        description: 'The start of the card id, or part of the person name',
        control: { kind: 'text', maxLength: 200 },
      },
      {
        name: 'sortField',
        title: 'Sort by',
        control: {
          kind: 'choice',
          options: [
            { value: 'failedAt', label: 'Failed' },
            { value: 'cardId', label: 'Card ID' },
            { value: 'id', label: 'ID' },
          ],
        },
      },
      {
        name: 'order',
        title: 'Order',
        control: {
          kind: 'choice',
          options: [
            { value: 'asc', label: 'Ascending' },
            { value: 'desc', label: 'Descending' },
          ],
        },
      },
      { name: 'custId', title: 'Customer', control: { kind: 'customer' } },
    ]);
    const locations = types.find((type) => type.type === 'locations');
    expect(locations?.filters.map((filter) => filter.name)).not.toContain('fromto');
    expect(locations?.filters.find((filter) => filter.name === 'customerActive')?.control).toEqual({
      kind: 'choice',
      options: [
        { value: 'true', label: 'Active customers' },
        { value: 'false', label: 'Inactive customers' },
        { value: 'all', label: 'All customers' },
      ],
    });
  });

  it('creates, reads, lists, changes and deletes a receiver, each change audited', async () => {
    const before = Date.now();
    const receiver = await create();
    expect(receiver).toMatchObject({
      reportType: TYPE,
      reportTitle: 'Failed verification records',
      filters: {},
      recipients: ['ops@customer.test', 'audit@customer.test'],
      weekday: null,
      enabled: true,
      state: 'pending',
      lastError: null,
    });
    expect(receiver.nextSendAt).toBe(
      nextSendAt(
        { frequency: 'daily', hour: 6, weekday: null, monthDay: null },
        new Date(before),
      ).toISOString(),
    );
    expect((await admin.get(receiverUrl(receiver.id))).json<ReportReceiver>()).toEqual(receiver);

    const listed = await admin.get(api.list.path, { textFilter: 'audit@' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<ReceiversPage>().items.map((item) => item.id)).toContain(receiver.id);
    expect((await admin.get(api.list.path, { textFilter: 'nobody@' })).json<ReceiversPage>().total).toBe(0);

    const changed = await admin.put(
      receiverUrl(receiver.id),
      anInput({ frequency: 'weekly', weekday: 1, hour: 7 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const weekly = changed.json<ReportReceiver>();
    expect(weekly).toMatchObject({ frequency: 'weekly', weekday: 1, hour: 7 });
    expect(new Date(weekly.nextSendAt).getUTCDay()).toBe(1);

    expect((await admin.delete(receiverUrl(receiver.id))).statusCode).toBe(204);
    expect((await admin.get(receiverUrl(receiver.id))).statusCode).toBe(404);
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(receiver.id)))
    )
      .filter((entry) => entry.entityType === 'reportReceiver')
      .map((entry) => entry.action);
    expect(actions).toEqual(['reportReceiver.create', 'reportReceiver.update', 'reportReceiver.delete']);
  });

  it('refuses bad e-mails, an unknown report or filter and a schedule without its day or with another with 400, writing nothing', async () => {
    const count = async () => (await t.database.db.select().from(reportReceivers)).length;
    const before = await count();
    const problems = async (extra: Record<string, unknown>) => {
      const response = await admin.post(api.create.path, anInput(extra));
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ code: string; propertyErrors: Record<string, string[]> }>();
      expect(body.code).toBe('ValidationError');
      return body.propertyErrors;
    };
    // Each address is judged on its own, named by its place in the list.
    expect(await problems({ recipients: ['ops@customer.test', 'not an e-mail'] })).toEqual({
      'recipients[1]': ['Recipients is not a valid e-mail address'],
    });
    expect(Object.keys(await problems({ recipients: [] }))).toEqual(['recipients']);
    expect(await problems({ reportType: 'NoSuchReport' })).toEqual({
      reportType: ['Report is not one of the report types'],
    });
    expect(await problems({ filters: { colour: 'red', custId: 'abc' } })).toEqual({
      filters: ['colour is not a filter of Failed verification records', 'Customer is not a valid value'],
    });
    expect(await problems({ frequency: 'weekly' })).toEqual({
      weekday: ['Weekday is required for a weekly report'],
    });
    // A day the schedule does not use is refused, not dropped (saved as every day before).
    expect(await problems({ frequency: 'daily', weekday: 3 })).toEqual({
      weekday: ['Weekday is only for a weekly report'],
    });
    expect(await problems({ frequency: 'weekly', weekday: 1, monthDay: 5 })).toEqual({
      monthDay: ['Day of month is only for a monthly report'],
    });
    expect(await count()).toBe(before);
  });

  it('answers 401 signed out, 403 without the Admin role, read-only or the module, and 404 for another company', async () => {
    const receiver = await create();
    const anonymous = await t.anonymous();
    expect((await anonymous.get(api.list.path)).statusCode).toBe(401);
    expect((await support.get(api.list.path)).statusCode).toBe(403);
    expect((await support.post(api.create.path, anInput())).statusCode).toBe(403);
    expect((await readonly.get(api.list.path)).statusCode).toBe(200);
    expect((await readonly.post(api.create.path, anInput())).statusCode).toBe(403);
    expect((await readonly.post(retryUrl(receiver.id))).statusCode).toBe(403);

    const [other] = await t.database.db
      .insert(reportReceivers)
      .values({
        companyId: t.fixtures.companyB,
        reportType: TYPE,
        frequency: 'daily',
        hour: 1,
        recipients: ['b@beta.test'],
        nextSendAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const id = other?.id ?? 0;
    expect((await admin.get(receiverUrl(id))).statusCode).toBe(404);
    expect((await admin.put(receiverUrl(id), anInput())).statusCode).toBe(404);
    expect((await admin.delete(receiverUrl(id))).statusCode).toBe(404);
    expect((await admin.post(retryUrl(id))).statusCode).toBe(404);
    expect((await admin.get(api.list.path)).json<ReceiversPage>().items.map((item) => item.id)).not.toContain(
      id,
    );

    // Company B has no Veriscan module; the administered company is the user's, so set it back.
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect((await admin.get(api.list.path)).statusCode).toBe(403);
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA });
  });
});

describe('sending', () => {
  it('e-mails a due receiver’s report with its CSV attached once, with two instances dispatching', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    yesterday.setUTCHours(12, 0, 0, 0);
    const record = await admin.post(failedRecordsApi.create.path, {
      accountId,
      cardId: 'RCV0001',
      personName: 'Pat Receiver',
      failureReason: 'Expired document',
      failedAt: yesterday.toISOString(),
    });
    expect(record.statusCode, record.body).toBe(200);
    const receiver = await create({ recipients: ['ops@customer.test', 'audit@customer.test'] });
    await makeDue(receiver.id);
    const mailsBefore = smtp.received.length;

    const [first, second] = twoInstances();
    // Both instances' dispatches run at once, as overlapping ticks would.
    await Promise.all([first.enqueue(reportDispatchJob, {}), second.enqueue(reportDispatchJob, {})]);
    await Promise.all([first.start(), second.start()]);
    await eventually('both dispatches ended', async () =>
      (await jobsOf(t.database, t.app.jobs.schema, reportDispatchJob.name)).every(
        (job) => job.state === 'completed',
      ),
    );
    await eventually('the report was sent', async () => (await stored(receiver.id))?.lastSentAt != null);

    const mails = smtp.received.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to.sort()).toEqual(['audit@customer.test', 'ops@customer.test']);
    const day = yesterday.toISOString().slice(0, 10);
    expect(headerOf(mail?.raw ?? '', 'Subject')).toBe(`Failed verification records: ${day}`);
    const [csv] = attachmentsOf(mail?.raw ?? '');
    expect(csv?.filename).toMatch(/^failed-verification-records-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv?.contentType).toBe('text/csv');
    expect(csv?.text.split('\r\n')[0]).toBe(
      'ID,Failed,Card ID,Name,Document Type,Customer,Reason,Source,Request,Notes',
    );
    expect(csv?.text).toContain('RCV0001,Pat Receiver');

    const after = await stored(receiver.id);
    expect(after?.lastError).toBeNull();
    expect(after?.nextSendAt.getTime()).toBeGreaterThan(Date.now());
    const listed = (await admin.get(receiverUrl(receiver.id))).json<ReportReceiver>();
    expect(listed.state).toBe('sent');
  });

  it('sends a report of the Reports group (registered through the kit) for the period, given as its fromto', async () => {
    const types = (await admin.get(api.types.path)).json<ReportType[]>();
    expect(types.find((type) => type.type === 'locations')).toMatchObject({ title: 'Location Report' });
    const refused = await admin.post(
      api.create.path,
      anInput({ reportType: 'locations', filters: { customerActive: 'sometimes' } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().propertyErrors.filters).toEqual(['Customer Active is not a valid value']);

    const receiver = await create({ reportType: 'locations', recipients: ['locations@customer.test'] });
    await makeDue(receiver.id);
    const mailsBefore = smtp.received.length;
    const [instance] = twoInstances();
    await instance.enqueue(reportDispatchJob, {});
    await instance.start();
    await eventually('the report was sent', async () => (await stored(receiver.id))?.lastSentAt != null);
    const [mail] = smtp.received.slice(mailsBefore);
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(headerOf(mail?.raw ?? '', 'Subject')).toBe(`Location Report: ${day}`);
    const [csv] = attachmentsOf(mail?.raw ?? '');
    expect(csv?.filename).toMatch(/^locations-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv?.text.split('\r\n')[0]).toMatch(/^.*Customer/);
  });

  it('gives a report that takes fromto the period sent, from its first day to the end of its last, and the days to one that takes them', async () => {
    const seen: Record<string, string>[] = [];
    const probe = (type: string, period: 'fromto' | 'days') =>
      registerReportCsv({
        type,
        title: type,
        period,
        async *csv(_db, _tenant, given) {
          seen.push(given);
          yield 'a\r\n';
        },
      });
    probe('PeriodProbe', 'fromto');
    probe('DaysProbe', 'days');
    const mailer: Mailer = { send: async () => ({ via: 'file', file: '/nowhere' }) };
    const weekly = { frequency: 'weekly', weekday: 2, recipients: ['probe@customer.test'] };
    const period = await create({ reportType: 'PeriodProbe', ...weekly });
    const days = await create({ reportType: 'DaysProbe', ...weekly });
    const sendAt = new Date('2026-11-24T06:00:00Z');
    expect(await sendReceiverReport(t.database.db, mailer, period.id, sendAt)).toMatchObject({ sent: true });
    expect(await sendReceiverReport(t.database.db, mailer, days.id, sendAt)).toMatchObject({ sent: true });
    expect(seen).toEqual([
      { fromto: '2026-11-17T00:00:00.000Z,2026-11-24T00:00:00.000Z' },
      { dateFrom: '2026-11-17', dateTo: '2026-11-23' },
    ]);
  });

  it('records a failed send on the receiver, and Retry sends it', async () => {
    const receiver = await create({ recipients: ['retry@customer.test'] });
    // Nothing failed yet: nothing to send again.
    const early = await admin.post(retryUrl(receiver.id));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NOTHING_TO_RETRY);
    await makeDue(receiver.id);
    const [instance] = twoInstances();
    smtp.refuse(true);
    try {
      await instance.enqueue(reportDispatchJob, {});
      await instance.start();
      await eventually(
        'the failure was recorded',
        async () => (await stored(receiver.id))?.lastError != null,
      );
    } finally {
      smtp.refuse(false);
    }
    const failed = (await admin.get(receiverUrl(receiver.id))).json<ReportReceiver>();
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toMatch(/Mailbox unavailable/);
    expect(failed.lastSentAt).toBeNull();
    const listed = (await admin.get(api.list.path)).json<ReceiversPage>();
    expect(listed.items.find((item) => item.id === receiver.id)?.state).toBe('failed');

    const mailsBefore = smtp.received.length;
    const retried = await admin.post(retryUrl(receiver.id));
    expect(retried.statusCode, retried.body).toBe(200);
    await eventually('the retry was sent', async () => (await stored(receiver.id))?.lastSentAt != null);
    expect(smtp.received.slice(mailsBefore).map((mail) => mail.to)).toEqual([['retry@customer.test']]);
    const sent = (await admin.get(receiverUrl(receiver.id))).json<ReportReceiver>();
    expect(sent).toMatchObject({ state: 'sent', lastError: null });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reportReceiver.retry'));
    expect(entry?.entityId).toBe(String(receiver.id));
  });
});
