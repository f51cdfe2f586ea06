import { and, asc, eq, max, sql } from 'drizzle-orm';
import {
  LOCATION_DETAIL_ROWS,
  type LocationDetail,
  type LocationListItem,
  type LocationsQuery,
} from '@console/contract/vsonline/api';
import type { Queryable } from '../../db/client.ts';
import {
  accountUsers,
  customerAccounts,
  devices,
  locations,
  locationTeamMembers,
  verificationRequests,
} from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { containsAny, exactCount, type ListSource } from '../../kit/list.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { countedLocations } from '../activity/location-counts.ts';
import { findOnlineCustomer, onlineCustomersOf, vsOnlineProductIds } from './scope.ts';

/**
 * Locations of the online customers (product-families §7 "Locations"): a paged list, of the
 * company or of one customer (`customerId`), and one location with its devices and team. A location
 * is the tenant's when its customer is: another company's answers 404.
 */

type LocationRow = LocationListItem;

const itemColumns = {
  id: locations.id,
  guid: locations.guid,
  customerId: locations.accountId,
  customerName: customerAccounts.name,
  name: locations.name,
  city: locations.city,
  state: locations.state,
  active: locations.active,
  // Counted for the rows a page returns only, each on an index led by the location.
  devices: sql<number>`(select count(*)::int from ${devices} where ${devices.locationId} = ${locations.id})`,
  teamMembers: sql<number>`(select count(*)::int from ${locationTeamMembers} where ${locationTeamMembers.locationId} = ${locations.id})`,
};

/** The list (exported for bench/): sorted by name on locations_company_name or locations_account_name. */
export async function locationsSource(
  db: Queryable,
  tenant: Tenant,
  query: LocationsQuery,
): Promise<ListSource<LocationRow, LocationListItem>> {
  if (query.customerId !== undefined) await findOnlineCustomer(db, tenant, query.customerId);
  const productIds = await vsOnlineProductIds(db, tenant.companyId);
  const filter = containsAny(query.textFilter ?? '', [locations.name, locations.city]);
  const where = and(
    eq(locations.companyId, tenant.companyId),
    query.customerId === undefined ? undefined : eq(locations.accountId, query.customerId),
    onlineCustomersOf(db, tenant, productIds),
    filter,
  );
  return {
    select: (extra) =>
      db
        .select({ ...itemColumns, ...extra })
        .from(locations)
        .innerJoin(customerAccounts, eq(customerAccounts.id, locations.accountId))
        .$dynamic(),
    where,
    sorts: { name: { column: locations.name }, id: { column: locations.id } },
    tieBreak: locations.id,
    count: async () => {
      // Unfiltered, the kept counters of the company's one Veriscan Online product; a customer's
      // locations, a text's matches, or a company with two such products (a customer with both is
      // counted under each) are counted.
      const [productId, ...others] = productIds;
      if (
        query.customerId === undefined &&
        filter === undefined &&
        productId !== undefined &&
        !others.length
      ) {
        return { total: await countedLocations(db, tenant, { productId }) };
      }
      return exactCount(db, locations, where, (rows) =>
        rows.innerJoin(customerAccounts, eq(customerAccounts.id, locations.accountId)),
      );
    },
    toItem: (row) => row,
  };
}

/** One location of the tenant's online customers, its devices (last seen first) and its team. */
export async function getLocation(
  db: Queryable,
  tenant: Tenant,
  locationId: number,
): Promise<LocationDetail> {
  const productIds = await vsOnlineProductIds(db, tenant.companyId);
  const [location] = await db
    .select({ location: locations, customerName: customerAccounts.name })
    .from(locations)
    .innerJoin(customerAccounts, eq(customerAccounts.id, locations.accountId))
    .where(and(eq(locations.id, locationId), onlineCustomersOf(db, tenant, productIds)));
  if (!location) throw notFound('The location');
  const l = location.location;
  const devicesWhere = eq(devices.locationId, l.id);
  const teamWhere = eq(locationTeamMembers.locationId, l.id);
  const [deviceRows, deviceTotal, team, teamTotal, [scan]] = await Promise.all([
    db
      .select({
        id: devices.id,
        kind: devices.kind,
        name: devices.name,
        serial: devices.serial,
        appVersion: devices.appVersion,
        lastSeenAt: devices.lastSeenAt,
      })
      .from(devices)
      .where(devicesWhere)
      .orderBy(sql`${devices.lastSeenAt} desc nulls last`, asc(devices.id))
      .limit(LOCATION_DETAIL_ROWS),
    exactCount(db, devices, devicesWhere),
    db
      .select({
        userId: accountUsers.id,
        userName: accountUsers.userName,
        firstName: accountUsers.firstName,
        lastName: accountUsers.lastName,
        email: accountUsers.email,
        active: accountUsers.active,
      })
      .from(locationTeamMembers)
      .innerJoin(accountUsers, eq(accountUsers.id, locationTeamMembers.accountUserId))
      .where(teamWhere)
      .orderBy(asc(sql`lower(${accountUsers.userName})`), asc(accountUsers.id))
      .limit(LOCATION_DETAIL_ROWS),
    exactCount(db, locationTeamMembers, teamWhere),
    // The latest scan at the location: the first row of verification_requests_location.
    db
      .select({ startedAt: max(verificationRequests.startedAt) })
      .from(verificationRequests)
      .where(eq(verificationRequests.locationId, l.id)),
  ]);
  return {
    id: l.id,
    guid: l.guid,
    customerId: l.accountId,
    customerName: location.customerName,
    name: l.name,
    address1: l.address1,
    address2: l.address2,
    city: l.city,
    state: l.state,
    zip: l.zip,
    timeZoneId: l.timeZoneId,
    active: l.active,
    lastScan: scan?.startedAt?.toISOString() ?? null,
    devices: {
      total: deviceTotal.total,
      items: deviceRows.map((d) => ({ ...d, lastSeenAt: d.lastSeenAt?.toISOString() ?? null })),
    },
    teamMembers: { total: teamTotal.total, items: team },
  };
}
