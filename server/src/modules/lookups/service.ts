import type { Queryable } from '../../db/client.ts';
import * as books from '../books/service.ts';
import { TIME_ZONES } from '../../lib/time-zones.ts';
import { lookupPage, memorySource, type LookupRequest } from '../../kit/lookup-paging.ts';

/** The lookups of console-core §7 over the books; database lists page in SQL, constants in memory. */

/** Admins of the administered company: the assigned-to choices. */
export function adminUsersLookup(db: Queryable, companyId: number | null, request: LookupRequest<number>) {
  return lookupPage(books.adminUsersSource(db, companyId), request);
}

const timeZones = memorySource(
  TIME_ZONES,
  (zone) => zone.value,
  (zone) => `${zone.name} ${zone.value}`,
);

/** Time zones by id (value) and display name; the filter matches either. */
export function timeZonesLookup(request: LookupRequest<string>) {
  return lookupPage(timeZones, request);
}

/** Plans of the company's products, each captioned with its product. */
export function subscriptionPlansLookup(
  db: Queryable,
  companyId: number | null,
  request: LookupRequest<number>,
) {
  return lookupPage(books.subscriptionPlansSource(db, companyId), request);
}
