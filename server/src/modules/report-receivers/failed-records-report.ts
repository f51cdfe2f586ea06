import { FailedRecordsList, type FailedRecordsQuery } from '@console/contract/failed-records';
import { isBoundedDay } from '@console/contract/kit';
import { csvStream } from '../../kit/csv.ts';
import { allRows, listRequestOf } from '../../kit/list.ts';
import { failedRecordsSource } from '../failed-records/service.ts';
import { registerReportCsv, type ReportCsvSource } from '../../kit/report-csv.ts';

/**
 * The failed verification records as a report a receiver can send: the records list's own CSV (the
 * kit's list builder, the same columns, filters and order as Export CSV on the Failed records
 * page). Registered here until the reports module brings its own reports to the registry.
 */
export const failedRecordsReport: ReportCsvSource = {
  type: 'FailedVerificationRecords',
  title: 'Failed verification records',
  filters: [
    { name: 'searchQuery', title: 'Search', description: 'The start of the card id, or part of the name' },
    { name: 'custId', title: 'Customer ID', pattern: /^[1-9]\d{0,9}$/ },
    {
      name: 'dateFrom',
      title: 'From',
      description: 'YYYY-MM-DD; by default the period sent',
      accepts: isBoundedDay,
    },
    {
      name: 'dateTo',
      title: 'To',
      description: 'YYYY-MM-DD; by default the period sent',
      accepts: isBoundedDay,
    },
  ],
  csv(db, tenant, filters) {
    const query: FailedRecordsQuery = {
      ...(filters.searchQuery ? { searchQuery: filters.searchQuery } : {}),
      ...(filters.custId ? { custId: Number(filters.custId) } : {}),
      ...(filters.dateFrom ? { dateFrom: filters.dateFrom } : {}),
      ...(filters.dateTo ? { dateTo: filters.dateTo } : {}),
    };
    const spec = FailedRecordsList.spec;
    const rows = allRows(failedRecordsSource(db, tenant, query), listRequestOf(spec, query));
    return csvStream(spec.columns, rows) as AsyncIterable<string>;
  },
};

registerReportCsv(failedRecordsReport);
