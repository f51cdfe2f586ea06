import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { devices, locations, locationTeamMembers } from '../../db/schema.ts';

/**
 * Where a customer works, many records at once (the Dashboard's imports, modules/imports): its
 * locations, devices and teams as an import reads them, and the writes of an import, a thousand
 * rows a statement, inside the caller's transaction. The caller has checked every field, and
 * audits the import; `written` is told after each statement how many rows it wrote. The writes of
 * new records answer their ids, by serial or by name as given.
 */

/** Rows per statement: well under PostgreSQL's 65,535 parameters, few round trips. */
const BULK_ROWS = 1000;

const chunks = <T>(items: readonly T[], size = BULK_ROWS): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

type Written = (rows: number) => void;

export interface PlaceOwner {
  companyId: number;
  accountId: number;
}

export interface ImportableDevice {
  id: number;
  serial: string;
  name: string;
  kind: string;
  appVersion: string;
  locationId: number | null;
}

export interface ImportableLocation {
  id: number;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  timeZoneId: string;
  active: boolean;
}

export const accountDevices = (db: Queryable, accountId: number): Promise<ImportableDevice[]> =>
  db
    .select({
      id: devices.id,
      serial: devices.serial,
      name: devices.name,
      kind: devices.kind,
      appVersion: devices.appVersion,
      locationId: devices.locationId,
    })
    .from(devices)
    .where(eq(devices.accountId, accountId));

export const accountLocations = (db: Queryable, accountId: number): Promise<ImportableLocation[]> =>
  db
    .select({
      id: locations.id,
      name: locations.name,
      address1: locations.address1,
      address2: locations.address2,
      city: locations.city,
      state: locations.state,
      zip: locations.zip,
      timeZoneId: locations.timeZoneId,
      active: locations.active,
    })
    .from(locations)
    .where(eq(locations.accountId, accountId));

/** The team members of the account's locations, as (location id, user id) pairs. */
export const accountTeams = (db: Queryable, accountId: number) =>
  db
    .select({ locationId: locationTeamMembers.locationId, userId: locationTeamMembers.accountUserId })
    .from(locationTeamMembers)
    .innerJoin(locations, eq(locations.id, locationTeamMembers.locationId))
    .where(eq(locations.accountId, accountId));

export async function writeDevices(
  tx: Queryable,
  owner: PlaceOwner,
  {
    create,
    update,
  }: { create: readonly Omit<ImportableDevice, 'id'>[]; update: readonly ImportableDevice[] },
  written: Written = () => {},
): Promise<Map<string, number>> {
  const created = new Map<string, number>();
  for (const batch of chunks(create)) {
    const rows = await tx
      .insert(devices)
      .values(batch.map((device) => ({ ...owner, ...device })))
      .returning({ id: devices.id, serial: devices.serial });
    for (const row of rows) created.set(row.serial, row.id);
    written(batch.length);
  }
  for (const batch of chunks(update)) {
    const values = sql.join(
      batch.map(
        (d) =>
          sql`(${d.id}::integer, ${d.name}::text, ${d.kind}::text, ${d.appVersion}::text, ${d.locationId}::integer)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${devices} set name = v.name, kind = v.kind, app_version = v.app_version, location_id = v.location_id
      from (values ${values}) as v(id, name, kind, app_version, location_id)
      where ${devices.id} = v.id and ${devices.accountId} = ${owner.accountId}`);
    written(batch.length);
  }
  return created;
}

/** Creates and updates locations; answers the new locations' ids by their names as given. */
export async function writeLocations(
  tx: Queryable,
  owner: PlaceOwner,
  {
    create,
    update,
  }: { create: readonly Omit<ImportableLocation, 'id'>[]; update: readonly ImportableLocation[] },
  written: Written = () => {},
): Promise<Map<string, number>> {
  const created = new Map<string, number>();
  for (const batch of chunks(create)) {
    const rows = await tx
      .insert(locations)
      .values(batch.map((location) => ({ ...owner, ...location })))
      .returning({ id: locations.id, name: locations.name });
    for (const row of rows) created.set(row.name, row.id);
    written(batch.length);
  }
  for (const batch of chunks(update)) {
    const values = sql.join(
      batch.map(
        (l) =>
          sql`(${l.id}::integer, ${l.name}::text, ${l.address1}::text, ${l.address2}::text, ${l.city}::text, ${l.state}::text, ${l.zip}::text, ${l.timeZoneId}::text, ${l.active}::boolean)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${locations} set name = v.name, address1 = v.address1, address2 = v.address2, city = v.city,
        state = v.state, zip = v.zip, time_zone_id = v.time_zone_id, active = v.active, updated_at = now()
      from (values ${values}) as v(id, name, address1, address2, city, state, zip, time_zone_id, active)
      where ${locations.id} = v.id and ${locations.accountId} = ${owner.accountId}`);
    written(batch.length);
  }
  return created;
}

/** Adds users to locations' teams; a pair already there stays as it is. */
export async function addTeamMembers(
  tx: Queryable,
  members: readonly { locationId: number; userId: number }[],
  written: Written = () => {},
): Promise<void> {
  for (const batch of chunks(members)) {
    await tx
      .insert(locationTeamMembers)
      .values(batch.map((m) => ({ locationId: m.locationId, accountUserId: m.userId })))
      .onConflictDoNothing();
    written(batch.length);
  }
}
