import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { REPORT_PERIOD, type ListSpec } from '@console/contract/kit';
import { reportFilterOf, type ReportFilter, type ReportType } from '@console/contract/report-receivers/api';
import type { Queryable } from '../db/client.ts';
import { validationError } from '../http/errors.ts';
// TypeBox's checks (Value.Check below) take the bounded date and date-time, as the calls do.
import '../http/input-formats.ts';
import { readText } from '../http/input-text.ts';
import type { Tenant } from '../platform/tenant.ts';

/**
 * The seam between the reports and the e-mail report receivers (issue 18): a family registers how
 * each of its reports' CSV is made (registerReportCsv when its module loads), and a receiver names
 * it by `type`. The kit holds the registry so that neither side reaches into the other: the
 * receivers know no report by name, the reports know nothing of receivers.
 *
 * A source is given the receiver's filters as staff saved them, plus the period the send covers
 * (periodOf in the contract) unless the receiver sets it itself: as `dateFrom` and `dateTo` (UTC
 * days, both included) to a report that declares them, as `fromto` (the report kit's period) to one
 * that declares that; a report without a period ignores it.
 */
export interface ReportCsvSource {
  type: string;
  title: string;
  /** The filters a receiver may set; any other name is refused when the receiver is saved. */
  filters?: readonly ReportCsvFilter[];
  /**
   * How the report takes the period a send covers: as its UTC days (`dateFrom`, `dateTo`), as the
   * report kit's `fromto`, or not at all (left out).
   */
  period?: 'days' | typeof REPORT_PERIOD;
  /** The problems of a receiver's filters, worded for the form, when the source checks more than names and patterns. */
  check?(filters: Record<string, string>): string[];
  /** CSV text chunks, header first, of the tenant's rows that match. */
  csv(db: Queryable, tenant: Tenant, filters: Record<string, string>): AsyncIterable<string>;
}

/**
 * A filter as a source declares it: its value, as text, must match `pattern` and be one `accepts`
 * takes, when given (a day: the contract's isBoundedDay, as the calls take it).
 */
export interface ReportCsvFilter extends ReportFilter {
  pattern?: RegExp;
  accepts?: (value: string) => boolean;
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
      filters: (source.filters ?? []).map(({ name, title, description, control }) => ({
        name,
        title,
        ...(description === undefined ? {} : { description }),
        control,
      })),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The problems of a receiver's filters for its type, worded for the form; none when they may be saved. */
export function filterProblems(source: ReportCsvSource, filters: Record<string, string>): string[] {
  if (source.check) return source.check(filters);
  const known = new Map((source.filters ?? []).map((filter) => [filter.name, filter]));
  return Object.entries(filters).flatMap(([name, value]) => {
    const filter = known.get(name);
    if (!filter) return [`${name} is not a filter of ${source.title}`];
    if (value === '') return [];
    if ((filter.pattern && !filter.pattern.test(value)) || (filter.accepts && !filter.accepts(value)))
      return [`${filter.title} is not valid`];
    return [];
  });
}

/** A report call: its query's schema and its list's spec (the names of its paging). */
export interface ReportCall {
  query: TSchema;
  list: ListSpec;
}

/** The query parameters of a report call that filter, by name: all but the paging and the format (a file holds every row). */
function filtersOf(endpoint: ReportCall): Map<string, TSchema> {
  const { properties } = endpoint.query as unknown as { properties: Record<string, TSchema> };
  const notFilters = new Set([endpoint.list.names.page, endpoint.list.names.pageSize, 'format']);
  // Own properties only: a filter named `constructor` is no filter.
  return new Map(
    Object.keys(properties)
      .filter((name) => !notFilters.has(name) && Object.hasOwn(properties, name))
      .map((name) => [name, properties[name] as TSchema]),
  );
}

const isList = (schema: TSchema) => (schema as { type?: unknown }).type === 'array';

/**
 * A receiver's filters read as a report call's query. The filters are the call's query parameters as
 * text, a list (the period `fromto`) comma-separated; each is read and checked by the call's own
 * schema. Answers the query and the problems by filter name: a filter the report does not take, or a
 * value it refuses.
 */
export function readQueryFilters(
  title: string,
  endpoint: ReportCall,
  filters: Record<string, string>,
): { query: Record<string, unknown>; problems: Record<string, string[]> } {
  const known = filtersOf(endpoint);
  const query: Record<string, unknown> = {};
  const problems: Record<string, string[]> = {};
  for (const [name, text] of Object.entries(filters)) {
    const schema = known.get(name);
    if (!schema) {
      problems[name] = [`${name} is not a filter of ${title}`];
      continue;
    }
    const value = readText(schema, isList(schema) ? text.split(',') : text);
    // In the words the receiver's form shows: the filter's title.
    const caption = (schema as { title?: string }).title ?? name;
    if (!Value.Check(schema, value)) problems[name] = [`${caption} is not a valid value`];
    else query[name] = value;
  }
  return { query, problems };
}

/**
 * A receiver's filters as a report call's query, or a 400 naming each filter that is wrong, so a
 * receiver never mails a report it did not ask for. Without `fromto`, the report covers its default
 * window when it is made.
 */
export function reportQueryOf(
  title: string,
  endpoint: ReportCall,
  filters: Record<string, string>,
): Record<string, unknown> {
  const { query, problems } = readQueryFilters(title, endpoint, filters);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return query;
}

/** How a report call takes a period, by the names of its query's filters. */
function periodOf(filters: Map<string, TSchema>): Pick<ReportCsvSource, 'period'> {
  if (filters.has(REPORT_PERIOD)) return { period: REPORT_PERIOD };
  if (filters.has('dateFrom') && filters.has('dateTo')) return { period: 'days' };
  return {};
}

/**
 * A report call's CSV as a receiver sends it: the call's filters offered (each with its schema's
 * title and the control its schema calls for, the period left to the send), checked by the call's schema when the receiver is saved, and read into the query `csv`
 * makes the file of (the same code as the call's own CSV, so a scheduled file is the one a user
 * downloads).
 */
export function reportCallCsv(
  type: string,
  title: string,
  endpoint: ReportCall,
  csv: (db: Queryable, tenant: Tenant, query: Record<string, unknown>) => AsyncIterable<string>,
): ReportCsvSource {
  const known = filtersOf(endpoint);
  return {
    type,
    title,
    filters: [...known].flatMap(([name, schema]) => reportFilterOf(name, schema) ?? []),
    ...periodOf(known),
    check: (filters) => Object.values(readQueryFilters(title, endpoint, filters).problems).flat(),
    // Read when the file is first asked for, so a wrong filter fails the send, not the caller.
    async *csv(db, tenant, filters) {
      yield* csv(db, tenant, reportQueryOf(title, endpoint, filters));
    },
  };
}
