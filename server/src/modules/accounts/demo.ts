import { asc, eq, inArray } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import {
  accountFeatures,
  accountProducts,
  accountSubscriptions,
  accountUsers,
  customerAccounts,
  products,
  subscriptionPlans,
} from '../../db/schema.ts';
import { recomputeAccountIssues } from './issues-store.ts';
import { PERPETUAL_TRIAL } from './provisioning.ts';
import { adminUsers } from '../books/service.ts';
import { TIME_ZONES } from '../../lib/time-zones.ts';
import { defaultCustomerFeatures } from '../default-features/service.ts';
import { FIRST_NAMES, LAST_NAMES, type Random } from '../../demo/random.ts';

/**
 * The demo customer accounts: enough of them to page, sort and filter through, with sub-accounts,
 * products on every plan, subscriptions in every issue band (expired, ending within 7 or 30 days,
 * far off, cancelled, missing) and users, some inactive. Deterministic for a seed; expiration
 * dates are offsets from the day of seeding, so the bands hold whenever the demo is written.
 */

/** Account names are "<first> <second> <kind>"; the list benchmark's generator builds its names from them too. */
export const ACCOUNT_NAME_WORDS = {
  first: [
    'Maple',
    'Harbor',
    'Cedar',
    'Summit',
    'Willow',
    'Granite',
    'Silver',
    'Oak',
    'Lakeside',
    'Pine',
    'Meadow',
    'Riverside',
    'Highland',
    'Coral',
    'Aspen',
    'Juniper',
    'Sterling',
    'Bayview',
    'Redwood',
    'Falcon',
    'Magnolia',
    'Crescent',
    'Northgate',
    'Evergreen',
  ],
  second: [
    'Ridge',
    'Point',
    'Creek',
    'Park',
    'Gardens',
    'Heights',
    'Crossing',
    'Landing',
    'Square',
    'Grove',
    'Valley',
    'Terrace',
    'Plaza',
    'Station',
    'Commons',
    'Hollow',
    'Springs',
    'Bluff',
    'Harbour',
    'Court',
  ],
  kind: [
    'Apartments',
    'Properties',
    'Residences',
    'Homes',
    'Lofts',
    'Management',
    'Realty',
    'Villas',
    'Suites',
    'Towers',
  ],
} as const;

const CITIES = [
  { city: 'Austin', state: 'TX', zip: '78701' },
  { city: 'Denver', state: 'CO', zip: '80202' },
  { city: 'Columbus', state: 'OH', zip: '43215' },
  { city: 'Raleigh', state: 'NC', zip: '27601' },
  { city: 'Portland', state: 'OR', zip: '97204' },
  { city: 'Tampa', state: 'FL', zip: '33602' },
  { city: 'Madison', state: 'WI', zip: '53703' },
  { city: 'Phoenix', state: 'AZ', zip: '85004' },
] as const;
const STREETS = ['Main St', 'Oak Ave', 'Lake Dr', 'Market St', 'Elm St', 'Park Blvd'] as const;
/** The customers' zones: the North American ones at the head of the time zone lookup. */
const CUSTOMER_TIME_ZONES = TIME_ZONES.slice(0, 10).map((z) => z.value);
const PLAN_CODES = ['TRIAL', 'BASIC', 'PRO', 'ENT'] as const;

export interface DemoAccountCounts {
  companyId: number;
  /** Live accounts, what the list shows outside Test Mode. */
  live: number;
  /** Test accounts, what the list shows in Test Mode (a company with the customerAdmin feature). */
  test: number;
}

/** The two demo companies' accounts: a few hundred for the main one, some for the second. */
export async function seedDemoAccounts(
  db: Queryable,
  random: Random,
  companies: { main: number; second: number },
  now = new Date(),
): Promise<void> {
  await seedCompanyAccounts(db, random, { companyId: companies.main, live: 240, test: 12 }, now);
  await seedCompanyAccounts(db, random, { companyId: companies.second, live: 40, test: 0 }, now);
}

interface AccountPlan {
  name: string;
  contact: { firstName: string; lastName: string };
  isTest: boolean;
  /** The name of the account this one is a sub-account of. */
  parentName: string | null;
}

export async function seedCompanyAccounts(
  db: Queryable,
  random: Random,
  counts: DemoAccountCounts,
  now: Date,
): Promise<number[]> {
  const admins = (await adminUsers(db, counts.companyId)).map((a) => a.id);
  const plans = planAccounts(random, counts);

  // Parents first, so each sub-account can point at its parent's id.
  const parents = await insertAccounts(
    db,
    random,
    counts.companyId,
    admins,
    plans.filter((p) => p.parentName === null),
    new Map(),
  );
  const children = await insertAccounts(
    db,
    random,
    counts.companyId,
    admins,
    plans.filter((p) => p.parentName !== null),
    parents,
  );
  const ids = new Map([...parents, ...children]);

  const accounts = plans.map((plan) => {
    const id = ids.get(plan.name);
    if (id === undefined) throw new Error(`demo account ${plan.name} was not inserted`);
    return { plan, id };
  });
  await insertProducts(
    db,
    random,
    counts.companyId,
    accounts.map((a) => a.id),
    now,
  );
  await insertUsers(db, random, accounts);
  const features = await defaultCustomerFeatures(db, counts.companyId);
  if (features.length) {
    await db
      .insert(accountFeatures)
      .values(
        accounts.flatMap(({ id }) =>
          features.map((featureId) => ({ accountId: id, featureId, enabled: true })),
        ),
      );
  }
  // The stored rank is derived by the same rules as every change uses.
  for (const { id } of accounts) await recomputeAccountIssues(db, id, now);
  return accounts.map((a) => a.id);
}

/** Names unique within the company; about one in seven live accounts is a sub-account of an earlier one. */
function planAccounts(random: Random, counts: DemoAccountCounts): AccountPlan[] {
  const taken = new Set<string>();
  const uniqueName = () => {
    for (;;) {
      const name = `${random.pick(ACCOUNT_NAME_WORDS.first)} ${random.pick(ACCOUNT_NAME_WORDS.second)} ${random.pick(ACCOUNT_NAME_WORDS.kind)}`;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  };
  const plans: AccountPlan[] = [];
  for (let i = 0; i < counts.live + counts.test; i++) {
    const isTest = i >= counts.live;
    const candidates = plans.filter((p) => p.parentName === null && p.isTest === isTest);
    const parent = candidates.length >= 5 && random.chance(0.15) ? random.pick(candidates) : undefined;
    plans.push({
      name: uniqueName(),
      contact: { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) },
      isTest,
      parentName: parent?.name ?? null,
    });
  }
  return plans;
}

/** One multi-row insert; answers name → id. */
async function insertAccounts(
  db: Queryable,
  random: Random,
  companyId: number,
  admins: readonly number[],
  plans: readonly AccountPlan[],
  parents: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  if (plans.length === 0) return new Map();
  const rows = await db
    .insert(customerAccounts)
    .values(
      plans.map((plan) => {
        const place = random.pick(CITIES);
        return {
          companyId,
          isTest: plan.isTest,
          name: plan.name,
          contactName: `${plan.contact.firstName} ${plan.contact.lastName}`,
          // Some accounts wait for an admin to take them.
          assignedTo: admins.length && random.chance(0.9) ? random.pick(admins) : null,
          active: random.chance(0.9),
          address1: `${random.int(10, 9999)} ${random.pick(STREETS)}`,
          address2: random.chance(0.2) ? `Suite ${random.int(100, 999)}` : '',
          ...place,
          parentAccountId: plan.parentName === null ? null : (parents.get(plan.parentName) ?? null),
          comments: random.chance(0.2) ? 'Renewal call booked with the contact' : '',
          timeZoneId: random.pick(CUSTOMER_TIME_ZONES),
          dayEnds: random.pick([0, 18 * 3600, 20 * 3600, 22 * 3600]),
          isDaylightSavingTime: random.chance(0.85),
        };
      }),
    )
    .returning({ id: customerAccounts.id, name: customerAccounts.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** A date `days` from now, as the date column stores it. */
const isoDateIn = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** An expiration in one of the issue bands: expired, within 7 days, within 30 days, or far off. */
function expirationIn(random: Random, now: Date): string {
  const band = random.next();
  if (band < 0.1) return isoDateIn(now, -random.int(1, 120));
  if (band < 0.18) return isoDateIn(now, random.int(0, 6));
  if (band < 0.3) return isoDateIn(now, random.int(8, 29));
  return isoDateIn(now, random.int(45, 720));
}

/**
 * Every account has the customer-site product (most on its perpetual Trial, as a new account
 * gets it); about a third of the others each, Passport only for a few old accounts. Required
 * subscriptions are sometimes missing, and a few are cancelled or suspended.
 */
async function insertProducts(
  db: Queryable,
  random: Random,
  companyId: number,
  accountIds: readonly number[],
  now: Date,
) {
  const offered = await db
    .select({ id: products.id, projectId: products.projectId, required: products.subscriptionIsRequired })
    .from(products)
    .where(eq(products.companyId, companyId))
    .orderBy(asc(products.id));
  const planRows = await db
    .select({
      id: subscriptionPlans.id,
      productId: subscriptionPlans.productId,
      code: subscriptionPlans.code,
    })
    .from(subscriptionPlans)
    .where(
      inArray(
        subscriptionPlans.productId,
        offered.map((p) => p.id),
      ),
    );
  const planOf = (productId: number, code: string) =>
    planRows.find((p) => p.productId === productId && p.code === code)?.id;

  const productRows: (typeof accountProducts.$inferInsert)[] = [];
  const subscriptionRows: (typeof accountSubscriptions.$inferInsert)[] = [];
  for (const accountId of accountIds) {
    for (const product of offered) {
      const perpetual = product.projectId === PERPETUAL_TRIAL.project;
      const chance = perpetual ? 1 : product.projectId === Project.Passport ? 0.05 : 0.35;
      if (!random.chance(chance)) continue;
      productRows.push({ accountId, productId: product.id, enabled: random.chance(0.95) });
      if (!random.chance(product.required ? 0.92 : 0.6)) continue;
      const onTrial = perpetual && random.chance(0.7);
      const planId = planOf(product.id, onTrial ? PERPETUAL_TRIAL.planCode : random.pick(PLAN_CODES));
      if (planId === undefined) continue;
      const status = random.next();
      subscriptionRows.push({
        accountId,
        productId: product.id,
        subscriptionPlanId: planId,
        expirationDate: onTrial ? PERPETUAL_TRIAL.expirationDate : expirationIn(random, now),
        status: status < 0.03 ? 'Cancelled' : status < 0.06 ? 'Suspended' : 'Active',
      });
    }
  }
  if (productRows.length) await db.insert(accountProducts).values(productRows);
  if (subscriptionRows.length) await db.insert(accountSubscriptions).values(subscriptionRows);
}

/**
 * One to three users an account, the contact first and an admin; about one in seven is inactive.
 * Logins carry the account id, so they are unique across the platform. No password: users set
 * theirs on the customer site.
 */
async function insertUsers(
  db: Queryable,
  random: Random,
  accounts: readonly { plan: AccountPlan; id: number }[],
) {
  const rows = accounts.flatMap(({ plan, id }) =>
    Array.from({ length: random.int(1, 3) }, (_, j) => {
      const { firstName, lastName } =
        j === 0 ? plan.contact : { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) };
      const userName = `${firstName}.${lastName}${id}${j ? `-${j + 1}` : ''}`.toLowerCase();
      const domain = plan.name.toLowerCase().replaceAll(' ', '-');
      return {
        accountId: id,
        userName,
        firstName,
        lastName,
        email: `${userName}@${domain}.example`,
        phone: `+1 555 ${String(random.int(100, 999))} ${String(random.int(1000, 9999))}`,
        active: random.chance(0.85),
        admin: j === 0,
        readOnly: j > 0 && random.chance(0.3),
      };
    }),
  );
  await db.insert(accountUsers).values(rows);
}
