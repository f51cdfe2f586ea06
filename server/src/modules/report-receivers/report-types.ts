import type { ReportFilter, ReportType } from '@console/contract/report-receivers';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../kit/tenant.ts';

/**
 * The seam between the receivers and the reports they send: a report type registers how its CSV is
 * made, and a receiver names it by `type`. The reports' own module registers its reports here
 * (registerReportCsv at import), the receivers module knows none of them by name.
 *
 * A source is given the receiver's filters as staff saved them, plus `dateFrom` and `dateTo` (UTC
 * days, YYYY-MM-DD, both included) of the period the send covers (periodOf in the contract) unless
 * the receiver sets those itself; a report without a date range ignores them.
 */
export interface ReportCsvSource {
  type: string;
  title: string;
  /** The filters a receiver may set; any other name is refused when the receiver is saved. */
  filters?: readonly ReportCsvFilter[];
  /** CSV text chunks, header first, of the tenant's rows that match. */
  csv(db: Queryable, tenant: Tenant, filters: Record<string, string>): AsyncIterable<string>;
}

/** A filter as a source declares it: its value, as text, must match `pattern` when one is given. */
export interface ReportCsvFilter extends ReportFilter {
  pattern?: RegExp;
}

const sources = new Map<string, ReportCsvSource>();

/** Adds a report type; a second source of the same type is a programming error. */
export function registerReportCsv(source: ReportCsvSource): void {
  if (sources.has(source.type)) throw new Error(`The report type ${source.type} is registered twice`);
  sources.set(source.type, source);
}

export const reportCsvSource = (type: string): ReportCsvSource | undefined => sources.get(type);

/** GET /api/Reports/AllReportsTypes: every registered type, by title. */
export function reportTypes(): ReportType[] {
  return [...sources.values()]
    .map((source) => ({
      type: source.type,
      title: source.title,
      filters: (source.filters ?? []).map(({ name, title, description }) => ({
        name,
        title,
        ...(description === undefined ? {} : { description }),
      })),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The problems of a receiver's filters for its type, worded for the form; none when they may be saved. */
export function filterProblems(source: ReportCsvSource, filters: Record<string, string>): string[] {
  const known = new Map((source.filters ?? []).map((filter) => [filter.name, filter]));
  return Object.entries(filters).flatMap(([name, value]) => {
    const filter = known.get(name);
    if (!filter) return [`${name} is not a filter of ${source.title}`];
    if (filter.pattern && value !== '' && !filter.pattern.test(value))
      return [`${filter.title} is not valid`];
    return [];
  });
}
