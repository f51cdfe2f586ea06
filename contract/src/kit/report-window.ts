import { Type } from 'typebox';
import { REPORT_MAX_YEARS, REPORT_PERIOD_TOO_LONG } from '../constants.ts';
import { DateTime, isBoundedDateTime } from './dates.ts';
import { say } from './validation.ts';

/**
 * The period a report covers (product-families §5, console-core §9): its filter `fromto` (§3 names
 * it so) holds two instants, ISO 8601, as repeated query keys (`fromto=…&fromto=…`, §7). Left out,
 * the report covers its default window, which moves with the clock: the location report the last
 * 30 days, every other report the last 24 hours, each up to one hour ahead (a device whose clock
 * runs a little fast still counts). A period is at most two years, as the date range picker allows.
 *
 * Our decision where the spec is silent: the default is not written into the address, so a report
 * opened again (a link, a bookmark) shows the latest window; a period the user picks is written
 * there and stays.
 */

export const REPORT_PERIOD = 'fromto';

export type ReportWindowKind = 'location' | 'other';

const HOUR = 60 * 60 * 1000;

/** How far back each kind of report looks by default, in hours. */
export const REPORT_DEFAULT_HOURS: Readonly<Record<ReportWindowKind, number>> = {
  location: 30 * 24,
  other: 24,
};
/** How far ahead of now a default window ends, in hours. */
export const REPORT_AHEAD_HOURS = 1;

export { REPORT_MAX_YEARS, REPORT_PERIOD_TOO_LONG };
export const REPORT_PERIOD_REVERSED = 'The end of the period is before its start';
export const REPORT_PERIOD_INCOMPLETE = 'The period needs a start and an end';
export const REPORT_PERIOD_NOT_INSTANTS = say.notDateTime('Each end of the period');

export interface ReportWindow {
  from: Date;
  to: Date;
}

/** The default window of a kind of report at `now`. */
export function defaultReportWindow(kind: ReportWindowKind, now: Date): ReportWindow {
  return {
    from: new Date(now.getTime() - REPORT_DEFAULT_HOURS[kind] * HOUR),
    to: new Date(now.getTime() + REPORT_AHEAD_HOURS * HOUR),
  };
}

/** Whether a period is longer than two years: its start before the same instant two years before its end. */
export function reportWindowTooLong({ from, to }: ReportWindow): boolean {
  const earliest = new Date(to.getTime());
  earliest.setUTCFullYear(earliest.getUTCFullYear() - REPORT_MAX_YEARS);
  return from.getTime() < earliest.getTime();
}

/** What is wrong with a period, in the words the server answers with; null when nothing is. */
export function reportWindowProblem(window: ReportWindow): string | null {
  if (window.to.getTime() < window.from.getTime()) return REPORT_PERIOD_REVERSED;
  if (reportWindowTooLong(window)) return REPORT_PERIOD_TOO_LONG;
  return null;
}

/**
 * The period a query asks for: its two instants, or the default window when it names none.
 * Answers the problem instead when the period cannot be used.
 */
export function resolveReportWindow(
  kind: ReportWindowKind,
  fromto: readonly string[] | undefined,
  now: Date,
): { window: ReportWindow; problem: null } | { window: null; problem: string } {
  if (!fromto || fromto.length === 0) return { window: defaultReportWindow(kind, now), problem: null };
  if (fromto.length !== 2) return { window: null, problem: REPORT_PERIOD_INCOMPLETE };
  // The server's validator has checked each instant already; a receiver's saved filters come here too.
  if (!fromto.every(isBoundedDateTime)) return { window: null, problem: REPORT_PERIOD_NOT_INSTANTS };
  const [from, to] = fromto.map((text) => new Date(text)) as [Date, Date];
  const window = { from, to };
  const problem = reportWindowProblem(window);
  return problem ? { window: null, problem } : { window, problem: null };
}

/**
 * The UTC days a window touches, both included: the daily rollups count whole days, so a report
 * over rollups counts every day the window touches (the last 24 hours read yesterday and today).
 */
export function reportWindowDays({ from, to }: ReportWindow): { dateFrom: string; dateTo: string } {
  return { dateFrom: from.toISOString().slice(0, 10), dateTo: to.toISOString().slice(0, 10) };
}

/** The `fromto` filter of a report's query: two instants, or none for the report's default window. */
export const reportPeriodFilter = (defaultWindow: string) =>
  Type.Optional(
    Type.Array(DateTime(), {
      minItems: 2,
      maxItems: 2,
      title: 'Period',
      description: `Start and end of the period (ISO 8601, repeated key); left out: ${defaultWindow}`,
    }),
  );

export const LOCATION_REPORT_WINDOW = 'the last 30 days up to one hour ahead';
export const OTHER_REPORT_WINDOW = 'the last 24 hours up to one hour ahead';
