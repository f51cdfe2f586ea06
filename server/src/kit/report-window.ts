import {
  REPORT_PERIOD,
  reportWindowDays,
  resolveReportWindow,
  type ReportWindow,
  type ReportWindowKind,
} from '@console/contract/kit';
import { and, gte, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { validationError } from '../http/errors.ts';

/** A report's period as its queries read it: the two instants and the UTC days of the rollups. */
export interface ResolvedReportWindow extends ReportWindow {
  dateFrom: string;
  dateTo: string;
}

/**
 * The period of a report call (contract kit/report-window.ts): the query's `fromto`, or the kind's
 * default window at `now`. A period the report cannot use is a 400 on the field, before any answer
 * starts (a CSV's too, so a bad period is never a broken file).
 */
export function reportWindowOf(
  kind: ReportWindowKind,
  fromto: readonly string[] | undefined,
  now = new Date(),
): ResolvedReportWindow {
  const resolved = resolveReportWindow(kind, fromto, now);
  if (resolved.problem !== null) throw validationError({ [REPORT_PERIOD]: [resolved.problem] });
  return { ...resolved.window, ...reportWindowDays(resolved.window) };
}

/** The window as a condition on a moment column: from its first instant to its last, both included. */
export const momentInWindow = (column: AnyColumn, window: ReportWindow): SQL | undefined =>
  and(gte(column, window.from), lte(column, window.to));
