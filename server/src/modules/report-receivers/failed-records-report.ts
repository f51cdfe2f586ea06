import { failedRecordsApi } from '@console/contract/failed-records/api';
import { csvStream } from '../../kit/csv.ts';
import { allRows, listRequestOf } from '../../kit/list.ts';
import { failedRecordsSource } from '../failed-records/service.ts';
import { reportCallCsv, registerReportCsv, type ReportCsvSource } from '../../kit/report-csv.ts';

/**
 * The failed verification records as a report a receiver can send: the records list's own CSV (the
 * kit's list builder, the same columns, filters and order as Export CSV on the Failed records
 * page), its filters those of the list's call. Registered here until the reports module brings its
 * own reports to the registry.
 */
export const failedRecordsReport: ReportCsvSource = reportCallCsv(
  'FailedVerificationRecords',
  'Failed verification records',
  failedRecordsApi.list,
  (db, tenant, query) => {
    const spec = failedRecordsApi.list.list;
    const rows = allRows(failedRecordsSource(db, tenant, query), listRequestOf(spec, query));
    return csvStream(spec.columns, rows) as AsyncIterable<string>;
  },
);

registerReportCsv(failedRecordsReport);
