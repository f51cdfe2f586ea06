import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { verificationRequests } from './schema.ts';

/**
 * The condition that picks one request: requests are partitioned by the month of `startedAt`, so a
 * request is named by its id and its `startedAt` together, and a join or a filter on the id alone
 * would read every partition. Takes another table's columns (a join) or known values.
 */
export function isRequest(id: AnyPgColumn | number, startedAt: AnyPgColumn | Date): SQL {
  return and(eq(verificationRequests.id, id), eq(verificationRequests.startedAt, startedAt)) as SQL;
}
