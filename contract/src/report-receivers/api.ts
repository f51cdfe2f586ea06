import { Type, type Static, type TSchema } from 'typebox';
import { nullable } from '../kit/nullable.ts';
import { LookupPath, uiAnnotationsOf } from '../annotations.ts';
import { Id } from '../kit/integers.ts';
import { pagedList, PRODUCT_LIST_PAGE_SIZE } from '../kit/list.ts';
import { reportReceiversFamily } from './gates.ts';
import { DateTime } from '../kit/dates.ts';

export { reportReceiversFamily };

/*
 * E-mail report receivers (product-families §3 "Email report receiver: receiverId. Other fields not
 * shown", §7 Reports). A receiver names a report type, the report's filters, a schedule and the
 * recipients; the fields beyond the id are our design.
 * (rules: server/src/modules/report-receivers/README.md)
 */

/**
 * The schedule, in UTC: every day, every week on a weekday, or every month on a day, at a whole
 * hour. A month's day stops at 28 so that every month has it. A cron expression would say more, but
 * staff would have to write one; these three cover what a report e-mail is for.
 */
export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_TITLES: Record<Frequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};
export const WEEKDAY_TITLES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const MONTH_DAY_MAX = 28;
export const RECIPIENTS_MAX = 20;
export const FILTERS_MAX = 20;

export interface Schedule {
  frequency: Frequency;
  hour: number;
  /** 0 Sunday … 6 Saturday; weekly only. */
  weekday: number | null;
  /** 1 … 28; monthly only. */
  monthDay: number | null;
}

const slot = (day: Date, hour: number) =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));

/**
 * The first time the schedule falls due strictly after `after`. Counted over numbers with a cap, as
 * every series of days is (kit/dates.ts): a schedule always falls due within a month or two weeks,
 * and one that cannot (an invalid `after`) throws rather than looping on.
 */
export function nextSendAt(schedule: Schedule, after: Date): Date {
  const { frequency, hour } = schedule;
  if (frequency === 'monthly') {
    const day = schedule.monthDay ?? 1;
    for (let months = 0; months <= 2; months++) {
      const at = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth() + months, day, hour));
      if (at > after) return at;
    }
  } else {
    for (let days = 0; days <= 14; days++) {
      const at = slot(new Date(after.getTime() + days * 86_400_000), hour);
      if (at <= after) continue;
      if (frequency === 'daily' || at.getUTCDay() === (schedule.weekday ?? 1)) return at;
    }
  }
  throw new RangeError(`No send is due after ${String(after)} on this schedule`);
}

/**
 * The UTC days a send covers: the schedule's last period, ending the day before the send (a daily
 * report at 06:00 sends yesterday, a weekly one the seven days before, a monthly one the month
 * before). A report type reads them as its dateFrom and dateTo filters unless the receiver sets them.
 */
export function periodOf(frequency: Frequency, sendAt: Date): { dateFrom: string; dateTo: string } {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const today = Date.UTC(sendAt.getUTCFullYear(), sendAt.getUTCMonth(), sendAt.getUTCDate());
  const dateTo = new Date(today - 86_400_000);
  if (frequency === 'daily') return { dateFrom: day(dateTo), dateTo: day(dateTo) };
  if (frequency === 'weekly') return { dateFrom: day(new Date(today - 7 * 86_400_000)), dateTo: day(dateTo) };
  // The same day of the month before, or its last day when it is shorter (a Retry on the 31st).
  const year = sendAt.getUTCFullYear();
  const month = sendAt.getUTCMonth();
  const lastDayBefore = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const from = new Date(Date.UTC(year, month - 1, Math.min(sendAt.getUTCDate(), lastDayBefore)));
  return { dateFrom: day(from), dateTo: day(dateTo) };
}

/**
 * How the receiver's dialog edits a filter, the kind of control the report's own page has: a text,
 * a number in its range, a choice among values in staff words (a list's sort, a yes/no, an enum), or
 * one of the company's customers.
 */
export const ReportFilterControl = Type.Union([
  Type.Object({ kind: Type.Literal('text'), maxLength: Type.Integer() }),
  Type.Object({ kind: Type.Literal('number'), minimum: Type.Integer(), maximum: Type.Integer() }),
  Type.Object({
    kind: Type.Literal('choice'),
    options: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  }),
  Type.Object({ kind: Type.Literal('customer') }),
]);
export type ReportFilterControl = Static<typeof ReportFilterControl>;

/** A filter a report type knows, as the receiver's dialog offers it. */
export const ReportFilter = Type.Object({
  name: Type.String(),
  title: Type.String(),
  description: Type.Optional(Type.String()),
  control: ReportFilterControl,
});
export type ReportFilter = Static<typeof ReportFilter>;

interface FilterSchema {
  type?: string;
  enum?: readonly unknown[];
  format?: string;
  title?: string;
  description?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/**
 * A report call's query parameter as the receiver's dialog offers it, from the call's own schema;
 * none for the period (an array, a day or an instant): a receiver's send covers the time since the
 * send before (periodOf), which a fixed period would contradict. The API still takes one (the kit's
 * report-csv reads every parameter the call does), the dialog does not offer it.
 */
export function reportFilterOf(name: string, schema: TSchema): ReportFilter | undefined {
  const s = schema as FilterSchema;
  if (s.type === 'array' || s.format === 'date' || s.format === 'date-time') return undefined;
  const { optionTitles, lookup } = uiAnnotationsOf(schema);
  const described = {
    name,
    title: s.title ?? name,
    ...(s.description === undefined ? {} : { description: s.description }),
  };
  const choice = (values: readonly string[], titles: Readonly<Record<string, string>> = {}) => ({
    ...described,
    control: {
      kind: 'choice' as const,
      options: values.map((value) => ({ value, label: optionTitles?.[value] ?? titles[value] ?? value })),
    },
  });
  if (s.enum) return choice(s.enum.map(String));
  if (s.type === 'boolean') return choice(['true', 'false'], { true: 'Yes', false: 'No' });
  if (lookup?.path === LookupPath.Accounts) return { ...described, control: { kind: 'customer' } };
  if (s.type === 'integer' || s.type === 'number')
    return {
      ...described,
      control: { kind: 'number', minimum: s.minimum ?? 0, maximum: s.maximum ?? Number.MAX_SAFE_INTEGER },
    };
  return { ...described, control: { kind: 'text', maxLength: s.maxLength ?? 200 } };
}

/** GET /api/Reports/AllReportsTypes: the reports a receiver can be sent. */
export const ReportType = Type.Object({
  type: Type.String(),
  title: Type.String(),
  filters: Type.Array(ReportFilter),
});
export type ReportType = Static<typeof ReportType>;

/** What the last send came to: none yet, sent, or failed (its error kept until a send succeeds). */
export const SEND_STATES = ['pending', 'sent', 'failed'] as const;
export type SendState = (typeof SEND_STATES)[number];

export const ReportReceiver = Type.Object({
  /** The spec's receiverId. */
  id: Type.Integer({ title: 'Receiver ID' }),
  reportType: Type.String({ title: 'Report' }),
  reportTitle: Type.String({ title: 'Report' }),
  filters: Type.Record(Type.String(), Type.String()),
  frequency: Type.Enum([...FREQUENCIES], { title: 'Frequency' }),
  hour: Type.Integer({ title: 'Hour (UTC)' }),
  weekday: nullable(Type.Integer({ title: 'Weekday' })),
  monthDay: nullable(Type.Integer({ title: 'Day of month' })),
  recipients: Type.Array(Type.String(), { title: 'Recipients' }),
  enabled: Type.Boolean({ title: 'Enabled' }),
  nextSendAt: DateTime('Next send'),
  state: Type.Enum([...SEND_STATES], { title: 'Last send' }),
  lastAttemptAt: nullable(DateTime('Last attempt')),
  lastSentAt: nullable(DateTime('Last sent')),
  lastError: nullable(Type.String({ title: 'Last error' })),
  createdAt: DateTime('Created'),
});
export type ReportReceiver = Static<typeof ReportReceiver>;

export const RECEIVER_SORT_FIELDS = ['id', 'nextSendAt'] as const;

/** GET /api/Reports/EmailReportsReceivers: the company's receivers, newest first. */
export const ReceiversList = pagedList({
  item: ReportReceiver,
  defaultPageSize: PRODUCT_LIST_PAGE_SIZE,
  sortFields: RECEIVER_SORT_FIELDS,
  defaultSort: { field: 'id', order: 'desc' },
  textFilter: 'Part of a recipient’s e-mail address',
  filters: {
    reportType: Type.Optional(Type.String({ title: 'Report', maxLength: 80 })),
  },
  columns: {
    id: 'Receiver ID',
    reportTitle: 'Report',
    frequency: 'Frequency',
    hour: 'Hour (UTC)',
    recipients: 'Recipients',
    enabled: 'Enabled',
    nextSendAt: 'Next send',
    state: 'Last send',
    lastSentAt: 'Last sent',
    lastError: 'Last error',
  },
  fileName: 'report-receivers',
});
export type ReceiversQuery = Static<typeof ReceiversList.query>;
export type ReceiversPage = Static<typeof ReceiversList.response>;

/** A filter's name as a query parameter names it, and its value. */
export const FILTER_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,39}$';

/** POST CreateEmailReportsReceiver and PUT {id}/EmailReportsReceiver: the whole receiver. */
export const ReceiverInput = Type.Object(
  {
    reportType: Type.String({ title: 'Report', minLength: 1, maxLength: 80 }),
    filters: Type.Optional(
      Type.Record(
        Type.String({ pattern: FILTER_NAME_PATTERN }),
        Type.String({ title: 'Filter value', maxLength: 200 }),
        { title: 'Filters', maxProperties: FILTERS_MAX },
      ),
    ),
    frequency: Type.Enum([...FREQUENCIES], { title: 'Frequency' }),
    hour: Type.Integer({ title: 'Hour (UTC)', minimum: 0, maximum: 23 }),
    weekday: Type.Optional(nullable(Type.Integer({ title: 'Weekday', minimum: 0, maximum: 6 }))),
    monthDay: Type.Optional(
      nullable(Type.Integer({ title: 'Day of month', minimum: 1, maximum: MONTH_DAY_MAX })),
    ),
    recipients: Type.Array(Type.String({ title: 'Recipients', format: 'email', maxLength: 200 }), {
      title: 'Recipients',
      minItems: 1,
      maxItems: RECIPIENTS_MAX,
    }),
    enabled: Type.Optional(Type.Boolean({ title: 'Enabled' })),
  },
  { additionalProperties: false },
);
export type ReceiverInput = Static<typeof ReceiverInput>;

const ReceiverParams = Type.Object({ id: Id({ title: 'Receiver ID' }) });
const api = reportReceiversFamily;

export const reportReceiversApi = {
  list: api.endpoint({
    method: 'GET',
    path: '/api/Reports/EmailReportsReceivers',
    summary: 'E-mail report receivers, with their last send',
    query: ReceiversList.query,
    response: ReceiversList.response,
    list: ReceiversList.spec,
  }),
  types: api.endpoint({
    method: 'GET',
    path: '/api/Reports/AllReportsTypes',
    summary: 'The reports a receiver can be sent, with their filters',
    response: Type.Array(ReportType),
  }),
  create: api.endpoint({
    method: 'POST',
    path: '/api/Reports/CreateEmailReportsReceiver',
    summary: 'Add an e-mail report receiver',
    body: ReceiverInput,
    response: ReportReceiver,
  }),
  get: api.endpoint({
    method: 'GET',
    path: '/api/Reports/{id}/EmailReportsReceiver',
    summary: 'One e-mail report receiver',
    params: ReceiverParams,
    response: ReportReceiver,
  }),
  update: api.endpoint({
    method: 'PUT',
    path: '/api/Reports/{id}/EmailReportsReceiver',
    summary: 'Change an e-mail report receiver',
    params: ReceiverParams,
    body: ReceiverInput,
    response: ReportReceiver,
  }),
  remove: api.endpoint({
    method: 'DELETE',
    path: '/api/Reports/{id}/EmailReportsReceiver',
    summary: 'Delete an e-mail report receiver',
    params: ReceiverParams,
    answer: 'none',
  }),
  retry: api.endpoint({
    method: 'POST',
    path: '/api/Reports/{id}/EmailReportsReceiver/Retry',
    summary: "Send a receiver's report now (after a failed send)",
    params: ReceiverParams,
    response: ReportReceiver,
  }),
};
