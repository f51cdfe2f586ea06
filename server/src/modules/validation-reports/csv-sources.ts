import type { ReportWindow } from '@console/contract/kit';
import { validationReportsApi as api } from '@console/contract/validation-reports/api';
import type { Queryable } from '../../db/client.ts';
import { listRequestOf, type ListSource } from '../../kit/list.ts';
import { listCsv } from '../../kit/register.ts';
import {
  reportCallCsv,
  registerReportCsv,
  type ReportCall,
  type ReportCsvSource,
} from '../../kit/report-csv.ts';
import { reportWindowOf } from '../../kit/report-window.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { addressValidationSource, failedVerificationsSource, historyLogSource } from './service.ts';

/**
 * The validation reports as CSV for the e-mail receivers (kit/report-csv.ts): each report's rows for
 * the filters a receiver saved (the call's query parameters as text, the period `fromto`
 * comma-separated), by the same sources, keyset batches and CSV writer as the HTTP call's
 * `format=csv`. Without `fromto`, a file covers the last 24 hours at the time it is made.
 */
function source<Q>(
  type: string,
  title: string,
  endpoint: ReportCall,
  sourceOf: (db: Queryable, tenant: Tenant, query: Q, window: ReportWindow) => ListSource<never, unknown>,
): ReportCsvSource {
  return reportCallCsv(type, title, endpoint, async function* (db, tenant, query) {
    const window = reportWindowOf('other', query.fromto as string[] | undefined);
    const rows = sourceOf(db, tenant, query as Q, window);
    for await (const chunk of await listCsv(endpoint.list, rows, listRequestOf(endpoint.list, query)))
      yield String(chunk);
  });
}

export const csvSources: readonly ReportCsvSource[] = [
  source('FailedVerifications', 'Failed Verifications', api.failedVerifications, failedVerificationsSource),
  source('HistoryLogReport', 'History Log', api.historyLog, historyLogSource),
  source('AddressValidationReport', 'Address Validation', api.addressValidation, addressValidationSource),
];
for (const report of csvSources) registerReportCsv(report);
