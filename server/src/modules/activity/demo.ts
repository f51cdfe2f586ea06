import { and, asc, eq, inArray } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import {
  accountProducts,
  accountUsers,
  customerAccounts,
  devices,
  locations,
  locationTeamMembers,
  products,
} from '../../db/schema.ts';
import type { Random } from '../../demo/random.ts';
import { generateRequests, type GeneratedRequests } from './generate.ts';
import { ensurePartitions } from './partitions.ts';
import { recountActivity } from './recount.ts';

/**
 * The demo's product activity: every demo account with Veriscan Online gets 1-4 locations, 1-3
 * devices at each, some of its users on the locations' teams, and about 90 days of requests up to
 * the day of seeding. Nearly every demo account has the product (it is the customer site's), so
 * the volume is sized by the budget: the browser suite seeds the demo on every run, and the
 * activity must add at most ~3 s to a fresh start on PGlite. About 10,000 requests (some 0.35 an
 * account a day, busy devices three times the quiet ones) fill the lists and charts; on the
 * 2-core development machine they took 2.5-3 s of seedDemo under a load average of 11 (README).
 */

export const DEMO_ACTIVITY_DAYS = 90;
/** Requests per device over the 90 days, on average (see above). */
const REQUESTS_PER_DEVICE = 7;

const PLACES = [
  { city: 'Austin', state: 'TX', zip: '78701', timeZoneId: 'Central Standard Time' },
  { city: 'Denver', state: 'CO', zip: '80202', timeZoneId: 'Mountain Standard Time' },
  { city: 'Columbus', state: 'OH', zip: '43215', timeZoneId: 'Eastern Standard Time' },
  { city: 'Raleigh', state: 'NC', zip: '27601', timeZoneId: 'Eastern Standard Time' },
  { city: 'Portland', state: 'OR', zip: '97204', timeZoneId: 'Pacific Standard Time' },
  { city: 'Phoenix', state: 'AZ', zip: '85004', timeZoneId: 'US Mountain Standard Time' },
  { city: 'Tampa', state: 'FL', zip: '33602', timeZoneId: 'Eastern Standard Time' },
  { city: 'Honolulu', state: 'HI', zip: '96813', timeZoneId: 'Hawaiian Standard Time' },
] as const;
const LOCATION_NAMES = ['Leasing Office', 'Front Desk', 'Clubhouse', 'North Tower', 'Visitor Center'];
const STREETS = ['Main St', 'Oak Ave', 'Lake Dr', 'Market St', 'Elm St', 'Park Blvd'];
const DEVICE_KINDS = ['iPad', 'Scanner', 'Phone'] as const;
const SERIAL_PREFIX = { iPad: 'DMPX', Scanner: 'SCN', Phone: 'F2LX' } as const;
const APP_VERSIONS = ['4.2.0', '4.2.1', '4.3.0', '4.3.2'];

/** The demo accounts (of both companies) that have Veriscan Online, ascending. */
async function onlineAccounts(db: Queryable, companyIds: readonly number[]) {
  return db
    .select({ id: customerAccounts.id, companyId: customerAccounts.companyId })
    .from(customerAccounts)
    .innerJoin(accountProducts, eq(accountProducts.accountId, customerAccounts.id))
    .innerJoin(products, eq(products.id, accountProducts.productId))
    .where(and(inArray(customerAccounts.companyId, companyIds), eq(products.projectId, Project.VsOnline)))
    .orderBy(asc(customerAccounts.id));
}

export async function seedActivityDemo(
  db: Queryable,
  random: Random,
  companyIds: readonly number[],
  now = new Date(),
): Promise<void> {
  const accounts = await onlineAccounts(db, companyIds);
  if (accounts.length === 0) return;

  const locationRows = accounts.flatMap((account) =>
    Array.from({ length: random.int(1, 4) }, (_, i) => {
      const place = random.pick(PLACES);
      return {
        companyId: account.companyId,
        accountId: account.id,
        name: i === 0 ? 'Main Office' : `${random.pick(LOCATION_NAMES)} ${i + 1}`,
        address1: `${random.int(10, 9999)} ${random.pick(STREETS)}`,
        ...place,
      };
    }),
  );
  const placed = await db
    .insert(locations)
    .values(locationRows)
    .returning({ id: locations.id, accountId: locations.accountId, companyId: locations.companyId });

  let serial = 1000;
  const deviceRows = placed.flatMap((location) =>
    Array.from({ length: random.int(1, 3) }, () => {
      const kind = random.pick(DEVICE_KINDS);
      serial += random.int(1, 97);
      return {
        companyId: location.companyId,
        accountId: location.accountId,
        locationId: location.id,
        kind,
        name: `${kind} ${serial % 1000}`,
        serial: `${SERIAL_PREFIX[kind]}${serial}`,
        appVersion: random.pick(APP_VERSIONS),
      };
    }),
  );
  await db.insert(devices).values(deviceRows);

  // About half of an account's users work on each of its locations' teams.
  const users = await db
    .select({ id: accountUsers.id, accountId: accountUsers.accountId })
    .from(accountUsers)
    .where(
      inArray(
        accountUsers.accountId,
        accounts.map((a) => a.id),
      ),
    )
    .orderBy(asc(accountUsers.id));
  const teamRows = placed.flatMap((location) =>
    users
      .filter((u) => u.accountId === location.accountId && random.chance(0.5))
      .map((u) => ({ locationId: location.id, accountUserId: u.id })),
  );
  if (teamRows.length) await db.insert(locationTeamMembers).values(teamRows);

  // Ascending, so the first and last bound them all.
  const range = { from: accounts[0]?.id ?? 0, to: accounts.at(-1)?.id ?? 0 };
  await ensurePartitions(db, new Date(now.getTime() - DEMO_ACTIVITY_DAYS * 86_400_000), 5);
  await generateRequests(db, {
    accounts: range,
    perDevice: REQUESTS_PER_DEVICE,
    days: DEMO_ACTIVITY_DAYS,
    until: now,
    seed: random.int(1, 1_000_000),
    externalIdPrefix: 'demo',
  });
  await recountActivity(db, range);
}

/**
 * A product's demo requests: every demo account with the product (in these companies) reports
 * about `perDevice` requests a device over the last `days`, through the generator, and its rollups
 * and last request are recounted as the product API keeps them. Answers the accounts. The
 * families whose accounts need nothing else of their own (DIVE Online, Onboarding) seed with this.
 */
export async function seedProductRequests(
  db: Queryable,
  random: Random,
  plan: Omit<GeneratedRequests, 'accounts' | 'until' | 'seed' | 'project'> & {
    project: Project;
    companyIds: readonly number[];
    now?: Date;
  },
): Promise<{ id: number; companyId: number }[]> {
  const { companyIds, now = new Date(), ...generated } = plan;
  const accounts = await db
    .select({ id: customerAccounts.id, companyId: customerAccounts.companyId, productId: products.id })
    .from(customerAccounts)
    .innerJoin(accountProducts, eq(accountProducts.accountId, customerAccounts.id))
    .innerJoin(
      products,
      and(eq(products.id, accountProducts.productId), eq(products.projectId, plan.project)),
    )
    .where(inArray(customerAccounts.companyId, [...companyIds]))
    .orderBy(asc(customerAccounts.id));
  if (!accounts.length) return [];
  const range = { from: accounts[0]?.id ?? 0, to: accounts.at(-1)?.id ?? 0 };
  await ensurePartitions(db, new Date(now.getTime() - plan.days * 86_400_000), 5);
  await generateRequests(db, { ...generated, accounts: range, until: now, seed: random.int(1, 1_000_000) });
  // Only the product's requests are new: the accounts' others were counted by the families before.
  await recountActivity(db, range, [...new Set(accounts.map((account) => account.productId))]);
  return accounts;
}
