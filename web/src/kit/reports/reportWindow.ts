import dayjs from 'dayjs';
import {
  defaultReportWindow,
  REPORT_PERIOD,
  resolveReportWindow,
  type ReportWindowKind,
} from '@console/contract/kit/report-window';
import type { DateRange } from '../widgets/DateRangePicker/dateRanges';
import type { ListState } from '../list/listState';

/**
 * A report's period as its list state holds it (contract kit/report-window.ts): `fromto`, two
 * instants, in the address when the user chose them; none for the report's default window, which
 * is worked out again at each visit (the latest 24 hours, or 30 days, up to one hour ahead).
 */
export interface ReportPeriod {
  range: DateRange;
  /** The user chose the period (it is in the address); false for the default window. */
  chosen: boolean;
  /** The address names a period the server would refuse, in the server's words. */
  problem: string | null;
}

export function reportPeriodOf(
  kind: ReportWindowKind,
  state: Pick<ListState, 'filters'>,
  now = new Date(),
): ReportPeriod {
  const fromto = state.filters[REPORT_PERIOD] as string[] | undefined;
  const resolved = resolveReportWindow(kind, fromto, now);
  const window = resolved.window ?? defaultReportWindow(kind, now);
  return {
    range: [dayjs(window.from), dayjs(window.to)],
    chosen: resolved.window !== null && fromto !== undefined,
    problem: resolved.problem,
  };
}

/** A chosen period as the filters keep it (`fromto`, ISO instants), or none for the default window. */
export const fromtoOf = (range: DateRange | undefined): string[] | undefined =>
  range?.map((end) => end.toISOString());
