import { Type, type TString } from 'typebox';
import { DATE_MAX_YEAR, DATE_MIN_YEAR, REPORT_MAX_YEARS, REPORT_PERIOD_TOO_LONG } from '../constants.ts';

/**
 * Dates, date-times and periods, declared once (DESIGN.md "Trust (wave 3)", issue 26). Every call
 * that takes a date takes a `Day`, every one that takes an instant a `DateTime`, and a period is two
 * of them with the spec's rules: at most two years (REPORT_MAX_YEARS), its end not before its start.
 * Both name years DATE_MIN_YEAR to DATE_MAX_YEAR only: the server registers isBoundedDay and
 * isBoundedDateTime as its validator's `date` and `date-time` formats (server/src/http/input-formats.ts),
 * so a year such as 9999 (whose next day is no ISO day) or 0001 (PostgreSQL has no year 0 before it)
 * is a 400 naming the field before any handler runs.
 *
 * A series of days counts over day numbers (days since 1970-01-01), never by comparing texts, and
 * stops at PERIOD_MAX_DAYS whatever it is given (periodDays).
 */

export { DATE_MAX_YEAR, DATE_MIN_YEAR };

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How far ahead of the clock an instant that records an event may lie (a request's startedAt, a
 * failed record's failedAt), as the reports' default windows end (product-families §5): a device
 * whose clock runs a little fast still counts.
 */
export const INSTANT_MAX_AHEAD_MS = 60 * 60 * 1000;

/** Whether an instant lies further ahead of `now` than an event may (INSTANT_MAX_AHEAD_MS). */
export const isTooFarAhead = (at: Date, now: Date): boolean =>
  at.getTime() > now.getTime() + INSTANT_MAX_AHEAD_MS;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** A calendar day (YYYY-MM-DD, RFC 3339 full-date): digits only, no sign, no extended year. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * An instant (RFC 3339 date-time): a day, T, a time of day (no leap second, no 24:00) with up to
 * nine decimals of a second, and a time zone, Z or ±HH:MM. Nothing a JavaScript Date reads
 * differently from PostgreSQL: no space for the T, no zone left out (which would be local time).
 */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[Tt](?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,9})?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** The longest text of each: 2026-01-31 and 2026-01-31T12:00:00.123456789+05:30. */
export const DAY_MAX_LENGTH = 10;
export const DATE_TIME_MAX_LENGTH = 35;

/** Whether a text is a calendar day that exists (no 02-30) in the years the console takes. */
export function isBoundedDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_MIN_YEAR || year > DATE_MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number));
}

/** Whether a text is an instant with its time zone, on a day isBoundedDay takes. */
export function isBoundedDateTime(text: string): boolean {
  if (text.length > DATE_TIME_MAX_LENGTH) return false;
  const match = DATE_TIME.exec(text);
  return !!match && isBoundedDay(match[1] as string) && Number.isFinite(Date.parse(text));
}

// ---------------------------------------------------------------------------------------------
// Day numbers and series
// ---------------------------------------------------------------------------------------------

/** The most days a series may hold: a two-year period touches at most 2 × 366 + 1 UTC days. */
export const PERIOD_MAX_DAYS = REPORT_MAX_YEARS * 366 + 1;

/** A YYYY-MM-DD day as its number, days since 1970-01-01 (NaN for a text that is no day the console takes). */
export const dayNumber = (day: string): number =>
  isBoundedDay(day) ? Date.parse(`${day}T00:00:00Z`) / DAY_MS : Number.NaN;

/** The YYYY-MM-DD day of a day number. */
export const dayOfNumber = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/**
 * Every UTC day from `dateFrom` to `dateTo`, both included, counted as numbers (a reversed range has
 * none). An end that is no day, or a range longer than PERIOD_MAX_DAYS, is a programming error
 * (every period is checked before): it throws rather than looping on, whatever the days are.
 */
export function periodDays(dateFrom: string, dateTo: string): string[] {
  const first = dayNumber(dateFrom);
  const last = dayNumber(dateTo);
  if (!Number.isInteger(first) || !Number.isInteger(last)) {
    throw new RangeError(`Not a range of days: ${dateFrom} to ${dateTo}`);
  }
  if (last - first + 1 > PERIOD_MAX_DAYS) {
    throw new RangeError(`${dateFrom} to ${dateTo} is longer than ${PERIOD_MAX_DAYS} days`);
  }
  const days: string[] = [];
  for (let number = first; number <= last; number += 1) days.push(dayOfNumber(number));
  return days;
}

// ---------------------------------------------------------------------------------------------
// A period of days: dateFrom and dateTo
// ---------------------------------------------------------------------------------------------

export const DAY_PERIOD_REVERSED = 'The end date is before the start date';
export const DAY_PERIOD_TOO_LONG = REPORT_PERIOD_TOO_LONG;

/**
 * Whether a range of UTC days (both included) is longer than the two years a period may cover
 * (product-families §5, §9; REPORT_MAX_YEARS): it may start no earlier than the day after the same
 * date two years before its end (2024-03-10 to 2026-03-09 is two years; from 2024-03-09 it is two
 * years and a day). The server refuses it; the date range picker uses the same rule.
 */
export function dayPeriodTooLong(dateFrom: string, dateTo: string): boolean {
  const end = new Date(`${dateTo}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() - REPORT_MAX_YEARS);
  return dayNumber(dateFrom) <= end.getTime() / DAY_MS;
}

/** What is wrong with a period of days, in the words the server answers with; null when nothing is. */
export function dayPeriodProblem(dateFrom: string | undefined, dateTo: string | undefined): string | null {
  if (dateFrom === undefined || dateTo === undefined) return null;
  if (dayNumber(dateTo) < dayNumber(dateFrom)) return DAY_PERIOD_REVERSED;
  if (dayPeriodTooLong(dateFrom, dateTo)) return DAY_PERIOD_TOO_LONG;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The schema types
// ---------------------------------------------------------------------------------------------

const described = (title: string | undefined, description: string | undefined) => ({
  ...(title === undefined ? {} : { title }),
  ...(description === undefined ? {} : { description }),
});

/**
 * A calendar day (UTC, YYYY-MM-DD), years DATE_MIN_YEAR to DATE_MAX_YEAR. `more` adds keywords
 * other than the format and the length (a UI annotation).
 */
export const Day = (title?: string, description?: string, more: object = {}): TString =>
  Type.String({ ...more, format: 'date', maxLength: DAY_MAX_LENGTH, ...described(title, description) });

/** An instant (ISO 8601 with its time zone), years DATE_MIN_YEAR to DATE_MAX_YEAR. */
export const DateTime = (title?: string, description?: string, more: object = {}): TString =>
  Type.String({
    ...more,
    format: 'date-time',
    maxLength: DATE_TIME_MAX_LENGTH,
    ...described(title, description),
  });
