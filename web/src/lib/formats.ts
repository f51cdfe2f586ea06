import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { formatUsd } from '@console/contract/money';
import { EMPTY_TEXT } from './emptyText';

// The spec's display formats (console-core §5, §9) in one place: every date, time, boolean and blank
// the console shows goes through here.

dayjs.extend(customParseFormat);

export { EMPTY_TEXT };

/** Date format MM/DD/YYYY. */
export const DATE_FORMAT = 'MM/DD/YYYY';
/** Date-time format MM/DD/YYYY h:mm A (lists, collector details). */
export const DATE_TIME_FORMAT = 'MM/DD/YYYY h:mm A';
/** Datetime format MM/dd/yyyy HH:mm:ss (console-core §9). */
export const DATETIME_SECONDS_FORMAT = 'MM/DD/YYYY HH:mm:ss';
/** How date fields carry their value: yyyy-MM-dd. */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';
/** Time of day as shown; the second format lets a typed time carry seconds too. */
export const TIME_FORMAT = 'h:mm A';
export const TIME_WITH_SECONDS_FORMAT = 'h:mm:ss A';

export const TRUE_MARK = '✓';
export const FALSE_MARK = '✗';

const SECONDS_PER_DAY = 24 * 60 * 60;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type DateInput = string | number | Date | Dayjs | null | undefined;

/** null, undefined, an empty or whitespace-only text and an empty list read as blank. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * A plain yyyy-MM-dd is a calendar day, read in local time so it never shifts a day with the time
 * zone; anything else (ISO timestamps, epoch milliseconds) is an instant.
 */
export function toDayjs(value: DateInput): Dayjs | undefined {
  if (isBlank(value)) return undefined;
  const parsed =
    typeof value === 'string' && PLAIN_DATE.test(value)
      ? dayjs(value, DATE_VALUE_FORMAT, true)
      : dayjs(value);
  return parsed.isValid() ? parsed : undefined;
}

function formatWith(pattern: string, value: DateInput): string {
  const parsed = toDayjs(value);
  if (parsed) return parsed.format(pattern);
  // A text that is not a date is shown as it came rather than hidden.
  return isBlank(value) ? EMPTY_TEXT : String(value);
}

export const formatDate = (value: DateInput): string => formatWith(DATE_FORMAT, value);
export const formatDateTime = (value: DateInput): string => formatWith(DATE_TIME_FORMAT, value);
export const formatDatetimeSeconds = (value: DateInput): string => formatWith(DATETIME_SECONDS_FORMAT, value);

/** A plain date as MM/DD/YYYY, an instant with its time of day as MM/DD/YYYY h:mm A. */
export function formatDateOrDateTime(value: DateInput): string {
  return typeof value === 'string' && PLAIN_DATE.test(value) ? formatDate(value) : formatDateTime(value);
}

/** Booleans read as a tick or a cross; a missing one as 'Empty'. */
export function formatBoolean(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_TEXT;
  return value ? TRUE_MARK : FALSE_MARK;
}

/** Any value as display text, 'Empty' when blank. */
export function formatText(value: unknown): string {
  if (isBlank(value)) return EMPTY_TEXT;
  if (typeof value === 'boolean') return formatBoolean(value);
  return String(value);
}

/** The yyyy-MM-dd a date field carries. */
export function toDateValue(value: Dayjs): string {
  return value.format(DATE_VALUE_FORMAT);
}

/** The value a time field carries: whole seconds since midnight. */
export function toSecondsSinceMidnight(value: Dayjs): number {
  return value.hour() * 3600 + value.minute() * 60 + value.second();
}

/** Seconds since midnight as a time of today, for the pickers; out-of-range input wraps within a day. */
export function fromSecondsSinceMidnight(seconds: number): Dayjs {
  const withinDay = ((Math.trunc(seconds) % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
  // Set the clock fields rather than adding seconds to midnight, which a DST change would shift.
  return dayjs()
    .hour(Math.floor(withinDay / 3600))
    .minute(Math.floor((withinDay % 3600) / 60))
    .second(withinDay % 60)
    .millisecond(0);
}

/** Seconds since midnight as h:mm A, with :ss only when the seconds are not zero. */
export function formatTimeOfDay(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return EMPTY_TEXT;
  const time = fromSecondsSinceMidnight(seconds);
  return time.format(time.second() === 0 ? TIME_FORMAT : TIME_WITH_SECONDS_FORMAT);
}

/** Money is kept in integer cents (USD); shown as dollars: 4500 -> '$45.00' (the invoices' PDFs' rule). */
export const formatCents = formatUsd;
