import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';
import { reportsApi as api } from '@console/contract/reports/api';
import type { Endpoint, ListSpec } from '@console/contract/kit';
import type { Queryable } from '../../db/client.ts';
import { listRequestOf, type ListSource } from '../../kit/list.ts';
import { csvTextOf } from '../../kit/csv.ts';
import { listCsv, sendCsv } from '../../kit/register.ts';
import { reportCallCsv, registerReportCsv, type ReportCsvSource } from '../../kit/report-csv.ts';
import { reportWindowOf } from '../../kit/report-window.ts';
import type { Tenant } from '../../platform/tenant.ts';
import {
  adminReportSource,
  deviceReportSource,
  enhancedServicesSource,
  locationReportSource,
  screeningProductIds,
} from './service.ts';

/**
 * The reports that have a CSV, as the e-mail report receivers send them (the seam of issue 18,
 * kit/report-csv.ts): each names its type and title and makes its CSV from a receiver's filters, by
 * the same code the HTTP calls use (the list source, the kit's keyset batches and CSV writer).
 */
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
  return { fileName: spec.fileName, csv: await listCsv(spec, source, listRequestOf(spec, query), db) };
}

/** The HTTP side: the CSV of a report call's query, as an attachment. */
export async function sendReportCsv(
  reply: FastifyReply,
  prepared: Promise<{ fileName: string; csv: Readable }>,
): Promise<FastifyReply> {
  const { fileName, csv } = await prepared;
  return sendCsv(reply, fileName, csv);
}

/** Every report with a CSV, for the e-mail report receivers, registered with the kit's seam. */
export const reportCsvSources: readonly ReportCsvSource[] = (Object.keys(REPORTS) as ReportCsvType[]).map(
  (type) => {
    const { title, endpoint } = REPORTS[type] as ReportDefinition;
    return reportCallCsv(type, title, endpoint, async function* (db, tenant, query) {
      const { csv } = await prepareReportCsv(type, db, tenant, query);
      yield* csvTextOf(csv);
    });
  },
);
for (const source of reportCsvSources) registerReportCsv(source);
