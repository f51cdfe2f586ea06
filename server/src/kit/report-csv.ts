import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { ListSpec } from '@console/contract/kit';
import type { Queryable } from '../db/client.ts';
import { validationError } from '../http/errors.ts';
import { readText } from '../http/input-text.ts';
import type { Tenant } from './tenant.ts';

/**
 * A report with a CSV as the e-mail report receivers send it (the seam of issue 18): its type and
 * title, and its CSV made from a receiver's filters by the code the HTTP call uses, so a scheduled
 * file is the one a user downloads. Every family with such reports offers a list of these.
 */
export interface ReportCsvSource {
  type: string;
  title: string;
  csv(db: Queryable, tenant: Tenant, filters: Record<string, string>): AsyncIterable<string>;
}

const isList = (schema: TSchema) => (schema as { type?: unknown }).type === 'array';

/**
 * A receiver's filters as a report call's query. The filters are the call's query parameters as
 * text, a list (the period `fromto`) comma-separated; each is read and checked by the call's own
 * schema. The paging and the format are not filters (a file holds every row). A filter the report
 * does not take, or a value it refuses, is a 400 naming the filter, so a receiver never mails a
 * report it did not ask for. Without `fromto`, the report covers its default window when it is made.
 */
export function reportQueryOf(
  title: string,
  endpoint: { query: TSchema; list: ListSpec },
  filters: Record<string, string>,
): Record<string, unknown> {
  const { properties } = endpoint.query as unknown as { properties: Record<string, TSchema> };
  const notFilters = new Set([endpoint.list.names.page, endpoint.list.names.pageSize, 'format']);
  const query: Record<string, unknown> = {};
  const problems: Record<string, string[]> = {};
  for (const [name, text] of Object.entries(filters)) {
    // Own properties only: a filter named `constructor` is no filter.
    const schema = notFilters.has(name) || !Object.hasOwn(properties, name) ? undefined : properties[name];
    if (!schema) {
      problems[name] = [`${title} has no filter ${name}`];
      continue;
    }
    const value = readText(schema, isList(schema) ? text.split(',') : text);
    if (!Value.Check(schema, value)) problems[name] = [`${name} is not a valid value`];
    else query[name] = value;
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return query;
}
