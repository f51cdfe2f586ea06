import { devices, locations, locationTeamMembers } from '../../db/schema.ts';
import type { TestContext } from '../../testing/harness.ts';
import { createTestAccount } from '../accounts/testing.ts';

// Helpers for the online customers' tests: a customer made the way the console makes one (every
// account gets Veriscan Online's perpetual trial), with a location, a device there and its first
// user on the location's team.

export interface TestOnlineCustomer {
  accountId: number;
  userId: number;
  userName: string;
  locationId: number;
  deviceId: number;
}

export async function onlineCustomer(
  t: TestContext,
  companyId = t.fixtures.companyA,
  customerName = 'Online Customer',
): Promise<TestOnlineCustomer> {
  const account = await createTestAccount(t, companyId, { customerName });
  const db = t.database.db;
  const [location] = await db
    .insert(locations)
    .values({ companyId, accountId: account.accountId, name: `${customerName} Front Desk`, city: 'Austin' })
    .returning({ id: locations.id });
  if (!location) throw new Error('location insert returned nothing');
  const [device] = await db
    .insert(devices)
    .values({
      companyId,
      accountId: account.accountId,
      locationId: location.id,
      kind: 'iPad',
      name: 'Desk iPad',
      serial: `SN-${account.accountId}`,
    })
    .returning({ id: devices.id });
  if (!device) throw new Error('device insert returned nothing');
  await db.insert(locationTeamMembers).values({ locationId: location.id, accountUserId: account.userId });
  return { ...account, locationId: location.id, deviceId: device.id };
}
