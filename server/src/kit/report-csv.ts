import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { ReportFilter, ReportType } from '@console/contract/report-receivers';
import type { Queryable } from '../db/client.ts';
import { readText } from '../http/input-text.ts';
import type { Tenant } from './tenant.ts';

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
  /** The problems of a receiver's filters, worded for the form, when the source checks more than names and patterns. */
  check?(filters: Record<string, string>): string[];
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
  if (source.check) return source.check(filters);
  const known = new Map((source.filters ?? []).map((filter) => [filter.name, filter]));
  return Object.entries(filters).flatMap(([name, value]) => {
    const filter = known.get(name);
    if (!filter) return [`${name} is not a filter of ${source.title}`];
    if (filter.pattern && value !== '' && !filter.pattern.test(value))
      return [`${filter.title} is not valid`];
    return [];
  });
}

/** Query parameters of a list call that are not a report's filters: the paging and the format. */
const PAGING = new Set(['page', 'pageSize', 'format']);

const propertiesOf = (query: TSchema): Record<string, TSchema> =>
  Object.fromEntries(
    Object.entries((query as unknown as { properties: Record<string, TSchema> }).properties).filter(
      ([name]) => !PAGING.has(name),
    ),
  );

/** A report call's filters as a receiver sets them: each query parameter but the paging, with its schema's title. */
export function queryFilters(query: TSchema): ReportCsvFilter[] {
  return Object.entries(propertiesOf(query)).map(([name, schema]) => {
    const { title, description } = schema as { title?: string; description?: string };
    return { name, title: title ?? name, ...(description === undefined ? {} : { description }) };
  });
}

/**
 * A receiver's filters (text; a list comma-separated) read as a report call's query and checked by
 * the call's own schema: the query, and the problems by filter name (a filter the call does not
 * take, or a value it refuses).
 */
export function readQueryFilters(
  title: string,
  query: TSchema,
  filters: Record<string, string>,
): { query: Record<string, unknown>; problems: Record<string, string[]> } {
  const properties = propertiesOf(query);
  const read: Record<string, unknown> = {};
  const problems: Record<string, string[]> = {};
  for (const [name, text] of Object.entries(filters)) {
    const schema = properties[name];
    if (!schema) {
      problems[name] = [`${name} is not a filter of ${title}`];
      continue;
    }
    const isList = (schema as { type?: unknown }).type === 'array';
    const value = readText(schema, isList ? text.split(',') : text);
    if (!Value.Check(schema, value)) problems[name] = [`${name} is not a valid value`];
    else read[name] = value;
  }
  return { query: read, problems };
}
