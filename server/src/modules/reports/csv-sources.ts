import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { reportsApi as api } from '@console/contract/reports';
import type { Endpoint, ListSpec } from '@console/contract/kit';
import type { Queryable } from '../../db/client.ts';
import { readText } from '../../http/input-text.ts';
import { validationError } from '../../http/errors.ts';
import { listRequestOf, type ListSource } from '../../kit/list.ts';
import { listCsv, sendCsv } from '../../kit/register.ts';
import { reportWindowOf } from '../../kit/report-window.ts';
import type { Tenant } from '../../kit/tenant.ts';
import {
  adminReportSource,
  deviceReportSource,
  enhancedServicesSource,
  locationReportSource,
  screeningProductIds,
} from './service.ts';

/**
 * The reports that have a CSV, as the e-mail report receivers send them (the seam of issue 18): each
 * names its type and title and makes its CSV from a receiver's filters, by the same code the HTTP
 * calls use (the list source, the kit's keyset batches and CSV writer), so a scheduled file is the
 * one a user downloads. Filters are the report call's query parameters as text, a list (fromto)
 * comma-separated; without fromto a report covers its default window at the time it is made.
 */
export interface ReportCsvSource {
  type: string;
  title: string;
  csv(db: Queryable, tenant: Tenant, filters: Record<string, string>): AsyncIterable<string>;
}

type Query = Record<string, unknown>;

interface ReportDefinition {
  title: string;
  endpoint: Endpoint & { list: ListSpec; query: TSchema };
  source(db: Queryable, tenant: Tenant, query: Query, now: Date): Promise<ListSource<never, unknown>>;
}

const REPORTS = {
  locations: {
    title: 'Location Report',
    endpoint: api.locations,
    source: async (db, tenant, query, now) =>
      locationReportSource(db, tenant, query, reportWindowOf('location', query.fromto as string[], now)),
  },
  devices: {
    title: 'Device Report',
    endpoint: api.devices,
    source: async (db, tenant, query, now) =>
      deviceReportSource(db, tenant, query, reportWindowOf('other', query.fromto as string[], now)),
  },
  ipads: {
    title: 'iPad Report',
    endpoint: api.iPads,
    source: async (db, tenant, query, now) =>
      deviceReportSource(
        db,
        tenant,
        { ...query, kind: 'iPad' },
        reportWindowOf('other', query.fromto as string[], now),
      ),
  },
  enhancedServices: {
    title: 'Enhanced Services',
    endpoint: api.enhancedServices,
    source: async (db, tenant, query, now) =>
      enhancedServicesSource(
        db,
        tenant,
        query,
        reportWindowOf('other', query.fromto as string[], now),
        await screeningProductIds(db, tenant),
      ),
  },
  admin: {
    title: 'Admin Report',
    endpoint: api.admin,
    source: async (db, tenant, query, now) =>
      adminReportSource(db, tenant, query, reportWindowOf('other', query.fromto as string[], now), now),
  },
} satisfies Record<string, ReportDefinition> as Record<string, ReportDefinition>;

export type ReportCsvType = 'locations' | 'devices' | 'ipads' | 'enhancedServices' | 'admin';

/** The query parameters a report's CSV takes: its list's, without the paging. */
const PAGING = new Set(['page', 'pageSize', 'format']);

function propertiesOf(definition: ReportDefinition): Record<string, TSchema> {
  const { properties } = definition.endpoint.query as unknown as { properties: Record<string, TSchema> };
  return Object.fromEntries(Object.entries(properties).filter(([name]) => !PAGING.has(name)));
}

const isList = (schema: TSchema) => (schema as { type?: unknown }).type === 'array';

/**
 * A receiver's filters as the report's query, read and checked by the call's own schema: a filter
 * the report does not take, or a value it refuses, is a 400 naming the filter.
 */
export function reportQueryOf(type: ReportCsvType, filters: Record<string, string>): Query {
  const definition = REPORTS[type] as ReportDefinition;
  const properties = propertiesOf(definition);
  const query: Query = {};
  const problems: Record<string, string[]> = {};
  for (const [name, text] of Object.entries(filters)) {
    const schema = properties[name];
    if (!schema) {
      problems[name] = [`${definition.title} has no filter ${name}`];
      continue;
    }
    const value = readText(schema, isList(schema) ? text.split(',') : text);
    if (!Value.Check(schema, value)) problems[name] = [`${name} is not a valid value`];
    else query[name] = value;
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return query;
}

/**
 * A report's CSV, ready to stream: its period and filters are checked first (a 400 before any byte
 * is sent), then rows are read a batch at a time as the reader takes them.
 */
export async function prepareReportCsv(
  type: ReportCsvType,
  db: Queryable,
  tenant: Tenant,
  query: Query,
  now = new Date(),
): Promise<{ fileName: string; csv: Readable }> {
  const definition = REPORTS[type] as ReportDefinition;
  const spec = definition.endpoint.list;
  const source = await definition.source(db, tenant, query, now);
  return { fileName: spec.fileName, csv: listCsv(spec, source, listRequestOf(spec, query)) };
}

/** The HTTP side: the CSV of a report call's query, as an attachment. */
export async function sendReportCsv(
  reply: FastifyReply,
  prepared: Promise<{ fileName: string; csv: Readable }>,
): Promise<FastifyReply> {
  const { fileName, csv } = await prepared;
  return sendCsv(reply, fileName, csv);
}

/** Every report with a CSV, for the e-mail report receivers. */
export const reportCsvSources: readonly ReportCsvSource[] = (Object.keys(REPORTS) as ReportCsvType[]).map(
  (type) => ({
    type,
    title: (REPORTS[type] as ReportDefinition).title,
    async *csv(db, tenant, filters) {
      const { csv } = await prepareReportCsv(type, db, tenant, reportQueryOf(type, filters));
      for await (const piece of csv) yield piece as string;
    },
  }),
);
