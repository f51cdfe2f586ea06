import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import type { ListSpec } from '@console/contract/kit';
import { validationReportsApi as api } from '@console/contract/validation-reports';
import type { Queryable } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { csvStream } from '../../kit/csv.ts';
import { allRows, listRequestOf, type ListSource } from '../../kit/list.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { addressValidationSource, failedVerificationsSource, historyLogSource } from './service.ts';

/**
 * The validation reports as CSV for the e-mail receivers (modules of issue 18): each report's rows
 * for the filters a receiver saved, by the same sources, keyset batches and CSV writer as the HTTP
 * call's `format=csv`. The filters are the call's query parameters as text (`{validated: 'true'}`),
 * read with the call's own query schema; a filter the report does not know, or a bad value, is
 * refused (400 naming it) rather than ignored, so a receiver never mails a report it did not ask for.
 */
export interface CsvSource {
  type: string;
  title: string;
  csv(db: Queryable, tenant: Tenant, filters: Record<string, string>): AsyncIterable<string>;
}

/** The filters as the call's query schema reads them (numbers and yes/no converted), or 400. */
function queryOf<Q>(schema: TSchema, filters: Record<string, string>): Q {
  const query = Value.Convert(schema, { ...filters, format: 'csv' });
  if (!Value.Check(schema, query)) {
    const errors: Record<string, string[]> = {};
    for (const error of Value.Errors(schema, query)) {
      const field = error.instancePath.replace(/^\//, '') || 'filters';
      (errors[field] ??= []).push(error.message);
    }
    throw validationError(errors);
  }
  const known = new Set(Object.keys((schema as { properties?: object }).properties ?? {}));
  const unknown = Object.keys(filters).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw validationError(Object.fromEntries(unknown.map((n) => [n, ['Unknown filter']])));
  return query as Q;
}

function source<Q>(
  type: string,
  title: string,
  endpoint: { query: TSchema; list: ListSpec },
  sourceOf: (db: Queryable, tenant: Tenant, query: Q) => ListSource<never, unknown>,
): CsvSource {
  return {
    type,
    title,
    async *csv(db, tenant, filters) {
      const query = queryOf<Q>(endpoint.query, filters);
      const rows = allRows(
        sourceOf(db, tenant, query),
        listRequestOf(endpoint.list, query as object as Record<string, unknown>),
      );
      for await (const chunk of csvStream(endpoint.list.columns, rows)) yield String(chunk);
    },
  };
}

export const csvSources: readonly CsvSource[] = [
  source('FailedVerifications', 'Failed Verifications', api.failedVerifications, failedVerificationsSource),
  source('HistoryLogReport', 'History Log', api.historyLog, historyLogSource),
  source('AddressValidationReport', 'Address Validation', api.addressValidation, addressValidationSource),
];
