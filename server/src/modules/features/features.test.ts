import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { fillPath } from '@console/contract/kit';
import {
  featuresApi,
  type FeatureState,
  type GrantedFeature,
  type LocationEffectiveFeatures,
  type LocationFeatures,
  type UsersFeaturesResult,
} from '@console/contract/features/api';
import { accountUserFeatures, locationFeatures } from './tables.ts';
import { companyFeatures, locations } from '../../db/schema.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { featureIdsByName } from '../../testing/feature-ids.ts';
import { auditEntries } from '../../testing/audit.ts';
import { appForFile } from '../../testing/test-app.ts';
import { CUSTOMER_FEATURES } from '../../testing/customer-features.ts';
import { insertAccountUser } from '../accounts/users.ts';
import { onlineCustomer, type TestOnlineCustomer } from '../vsonline/testing.ts';

const api = featuresApi;
let t: TestContext;
let support: TestClient;
let ids: Record<string, number>;
appForFile(async (context) => {
  t = context;
  support = await t.signIn('support');
  ids = await featureIdsByName(t);
});

const id = (name: string) => {
  const value = ids[name];
  if (value === undefined) throw new Error(`no feature ${name}`);
  return value;
};
const byName = (states: FeatureState[]) => Object.fromEntries(states.map((s) => [s.name, s]));
const customerUrl = (customerId: number) => fillPath(api.customer.path, { id: customerId });
const userUrl = (customerId: number, userId: number) => fillPath(api.user.path, { id: customerId, userId });
const locationUrl = (locationId: number) => fillPath(api.location.path, { id: locationId });
/** Switches customer features on through the API (a new test customer has none). */
async function switchCustomer(customerId: number, states: Record<string, boolean>) {
  const response = await support.put(customerUrl(customerId), {
    features: Object.entries(states).map(([name, isEnabled]) => ({ featureId: id(name), isEnabled })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FeatureState[];
}

/** Withholds a feature from company A's grant, as the platform would; undone after each test. */
async function withhold(name: string, granted = false) {
  await t.database.db
    .update(companyFeatures)
    .set({ enabled: granted })
    .where(and(eq(companyFeatures.companyId, t.fixtures.companyA), eq(companyFeatures.featureId, id(name))));
}
beforeEach(() => withhold('incomeVerification', true));

let n = 0;
async function customer(): Promise<TestOnlineCustomer> {
  n += 1;
  return onlineCustomer(t, t.fixtures.companyA, `Features Customer ${n}`);
}
async function moreUsers(accountId: number, count: number): Promise<number[]> {
  const users: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await insertAccountUser(t.database.db, accountId, {
      userName: `features-${accountId}-${i}`,
      firstName: 'Feature',
      lastName: `User ${i}`,
      email: `features-${accountId}-${i}@test.example`,
    });
    users.push(user.id);
  }
  return users;
}

describe('GET /api/Features/GetAllGrantedFeatures', () => {
  it('answers the customer features the administered company grants, and not the ones it withholds', async () => {
    const all = (await support.get(api.granted.path)).json() as GrantedFeature[];
    expect(all.map((f) => f.name)).toEqual(CUSTOMER_FEATURES);
    expect(all[1]).toEqual({
      featureId: id('faceMatch'),
      name: 'faceMatch',
      title: 'Face match',
      description: 'Compare the document portrait with a live selfie.',
    });
    await withhold('faceMatch');
    const granted = (await support.get(api.granted.path)).json() as GrantedFeature[];
    expect(granted.map((f) => f.name)).not.toContain('faceMatch');
    await withhold('faceMatch', true);
  });
});

describe('/api/Features/{id}/CustomerFeatures', () => {
  it('answers each feature off until switched, and a withheld one locked by the company', async () => {
    const c = await customer();
    await withhold('incomeVerification');
    const states = byName((await support.get(customerUrl(c.accountId))).json());
    expect(Object.keys(states)).toEqual(CUSTOMER_FEATURES);
    expect(states.idScanning).toMatchObject({
      enabled: false,
      setting: false,
      source: 'set',
      lockedBy: null,
    });
    expect(states.incomeVerification).toMatchObject({
      enabled: false,
      lockedBy: 'company',
      lockedReason: 'Not granted to the company',
    });
  });

  it('switches features, answers the new states and audits each switch before and after', async () => {
    const c = await customer();
    const after = byName(await switchCustomer(c.accountId, { idScanning: true, faceMatch: true }));
    expect(after.idScanning).toMatchObject({ enabled: true, setting: true });
    const off = byName(await switchCustomer(c.accountId, { faceMatch: false }));
    expect(off.faceMatch).toMatchObject({ enabled: false, setting: false });
    expect(off.idScanning?.enabled).toBe(true);
    const entries = await auditEntries(t, 'account.features.update', c.accountId);
    expect(entries.map((e) => e.changes)).toEqual([
      { idScanning: { from: false, to: true }, faceMatch: { from: false, to: true } },
      { faceMatch: { from: true, to: false } },
    ]);
    expect(entries[0]).toMatchObject({ entityType: 'account', actorId: t.fixtures.users.support });
  });

  it('refuses unknown, repeated and company-withheld features with 400 naming each, and writes nothing', async () => {
    const c = await customer();
    await withhold('incomeVerification');
    const response = await support.put(customerUrl(c.accountId), {
      features: [
        { featureId: id('idScanning'), isEnabled: true },
        { featureId: 99999, isEnabled: true },
        { featureId: id('customerAdmin'), isEnabled: true },
        { featureId: id('idScanning'), isEnabled: false },
        { featureId: id('incomeVerification'), isEnabled: true },
      ],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('ValidationError');
    expect(body.propertyErrors).toEqual({
      'features[1].featureId': ['Feature 99999 is not a customer feature'],
      'features[2].featureId': [`Feature ${id('customerAdmin')} is not a customer feature`],
      'features[3].featureId': [`Feature ${id('idScanning')} is listed twice`],
      'features[4].isEnabled': ['Income verification: not granted to the company'],
    });
    expect(byName((await support.get(customerUrl(c.accountId))).json()).idScanning?.enabled).toBe(false);
    expect(await auditEntries(t, 'account.features.update', c.accountId)).toEqual([]);
  });

  it('refuses a body that is not a list of switches', async () => {
    const c = await customer();
    const response = await support.put(customerUrl(c.accountId), { features: [{ featureId: 'x' }] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().propertyErrors).sort()).toEqual([
      'features[0].featureId',
      'features[0].isEnabled',
    ]);
  });
});

describe('/api/Features/{id}/UserFeatures/{userId}', () => {
  it('answers the customer state inherited, then the user switch set here, and audits it', async () => {
    const c = await customer();
    await switchCustomer(c.accountId, { idScanning: true, faceMatch: true });
    const inherited = byName((await support.get(userUrl(c.accountId, c.userId))).json());
    expect(inherited.faceMatch).toMatchObject({ enabled: true, setting: null, source: 'inherited' });
    expect(inherited.dataExport).toMatchObject({ enabled: false, lockedBy: 'customer' });

    const response = await support.put(userUrl(c.accountId, c.userId), {
      features: [{ featureId: id('faceMatch'), isEnabled: false }],
    });
    expect(response.statusCode).toBe(200);
    expect(byName(response.json()).faceMatch).toMatchObject({
      enabled: false,
      setting: false,
      source: 'set',
    });
    const back = await support.put(userUrl(c.accountId, c.userId), {
      features: [{ featureId: id('faceMatch'), isEnabled: null }],
    });
    expect(byName(back.json()).faceMatch).toMatchObject({ enabled: true, source: 'inherited' });
    expect((await auditEntries(t, 'accountUser.features.update', c.userId)).map((e) => e.changes)).toEqual([
      { faceMatch: { from: null, to: false } },
      { faceMatch: { from: false, to: null } },
    ]);
  });

  it("refuses to switch on what the customer has off (400, nothing written), and answers 404 for another customer's user", async () => {
    const c = await customer();
    const other = await customer();
    const response = await support.put(userUrl(c.accountId, c.userId), {
      features: [
        { featureId: id('watchlistScreening'), isEnabled: false },
        { featureId: id('dataExport'), isEnabled: true },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({
      'features[1].isEnabled': ['Data export: turned off for the customer'],
    });
    expect(
      await t.database.db
        .select()
        .from(accountUserFeatures)
        .where(eq(accountUserFeatures.accountUserId, c.userId)),
    ).toEqual([]);
    expect((await support.get(userUrl(c.accountId, other.userId))).statusCode).toBe(404);
    const bad = await support.put(userUrl(c.accountId, c.userId), {
      features: [{ featureId: 1, isEnabled: 'yes' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().propertyErrors)).toEqual(['features[0].isEnabled']);
  });
});

describe('PUT /api/Features/UsersFeatures', () => {
  it('switches features for many users at once, each audited, and answers their states', async () => {
    const c = await customer();
    await switchCustomer(c.accountId, { idScanning: true, faceMatch: true });
    const users = [c.userId, ...(await moreUsers(c.accountId, 2))];
    const response = await support.put(api.updateUsers.path, {
      users,
      features: [
        { featureId: id('faceMatch'), isEnabled: false },
        { featureId: id('idScanning'), isEnabled: true },
      ],
      customerId: c.accountId,
      companyId: t.fixtures.companyA,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as UsersFeaturesResult;
    expect(result.users.map((u) => u.userId)).toEqual(users);
    for (const user of result.users) {
      expect(byName(user.features).faceMatch).toMatchObject({ enabled: false, source: 'set' });
      expect(byName(user.features).idScanning).toMatchObject({ enabled: true, setting: true });
    }
    const stored = await t.database.db
      .select()
      .from(accountUserFeatures)
      .where(inArray(accountUserFeatures.accountUserId, users));
    expect(stored).toHaveLength(6);
    for (const userId of users) {
      expect((await auditEntries(t, 'accountUser.features.update', userId)).map((e) => e.changes)).toEqual([
        { faceMatch: { from: null, to: false }, idScanning: { from: null, to: true } },
      ]);
    }
  });

  it('writes nothing when one user fails, and names each user that failed and why', async () => {
    const c = await customer();
    const other = await customer();
    await switchCustomer(c.accountId, { faceMatch: true });
    const [second] = await moreUsers(c.accountId, 1);
    const response = await support.put(api.updateUsers.path, {
      users: [c.userId, other.userId, second, c.userId],
      features: [{ featureId: id('faceMatch'), isEnabled: false }],
      customerId: c.accountId,
      companyId: t.fixtures.companyA,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('2 of 4 users cannot be switched; nothing was changed');
    expect(body.propertyErrors).toEqual({
      'users[1]': [`User ${other.userId} is not a user of this customer`],
      'users[3]': [`User ${c.userId} is listed twice`],
    });
    expect(
      await t.database.db
        .select()
        .from(accountUserFeatures)
        .where(inArray(accountUserFeatures.accountUserId, [c.userId, second ?? 0])),
    ).toEqual([]);
  });

  it("refuses a bad payload with 400 naming the field, and another company's customer or company with 404", async () => {
    const c = await customer();
    const b = await onlineCustomer(t, t.fixtures.companyB, 'Beta Users Features');
    const payload = {
      users: [c.userId],
      features: [{ featureId: id('faceMatch'), isEnabled: false }],
      customerId: c.accountId,
      companyId: t.fixtures.companyA,
    };
    const empty = await support.put(api.updateUsers.path, { ...payload, users: [] });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().propertyErrors)).toEqual(['users']);
    const missing = await support.put(api.updateUsers.path, {
      users: [c.userId],
      features: payload.features,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().propertyErrors).sort()).toEqual(['companyId', 'customerId']);
    expect(
      (await support.put(api.updateUsers.path, { ...payload, customerId: b.accountId })).statusCode,
    ).toBe(404);
    expect(
      (await support.put(api.updateUsers.path, { ...payload, companyId: t.fixtures.companyB })).statusCode,
    ).toBe(404);
  });
});

describe('/api/Features/LocationFeatures', () => {
  it('answers the location inheriting its customer, sets and clears its own switches, audited', async () => {
    const c = await customer();
    await switchCustomer(c.accountId, { idScanning: true, watchlistScreening: true });
    const before = (await support.get(locationUrl(c.locationId))).json() as LocationFeatures;
    expect(before).toMatchObject({ locationId: c.locationId, customerId: c.accountId });
    expect(byName(before.features).idScanning).toMatchObject({ enabled: true, source: 'inherited' });

    const response = await support.put(api.updateLocation.path, {
      locationId: c.locationId,
      features: [{ featureId: id('watchlistScreening'), isEnabled: false }],
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as LocationFeatures;
    expect(byName(after.features).watchlistScreening).toMatchObject({
      enabled: false,
      setting: false,
      source: 'set',
    });
    expect((await auditEntries(t, 'location.features.update', c.locationId)).map((e) => e.changes)).toEqual([
      { watchlistScreening: { from: null, to: false } },
    ]);
    expect((await auditEntries(t, 'location.features.update', c.locationId))[0]?.entityType).toBe('location');
  });

  it('shows a feature the customer turns off as locked at the location, even where the location set it on', async () => {
    const c = await customer();
    await switchCustomer(c.accountId, { faceMatch: true });
    await support.put(api.updateLocation.path, {
      locationId: c.locationId,
      features: [{ featureId: id('faceMatch'), isEnabled: true }],
    });
    await switchCustomer(c.accountId, { faceMatch: false });
    const states = byName(
      ((await support.get(locationUrl(c.locationId))).json() as LocationFeatures).features,
    );
    expect(states.faceMatch).toMatchObject({
      enabled: false,
      setting: true,
      source: 'set',
      lockedBy: 'customer',
      lockedReason: 'Turned off for the customer',
    });
  });

  it("refuses a switch on under a customer's off (400, nothing written), and another company's location with 404", async () => {
    const c = await customer();
    const response = await support.put(api.updateLocation.path, {
      locationId: c.locationId,
      features: [{ featureId: id('manualReview'), isEnabled: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({
      'features[0].isEnabled': ['Manual review: turned off for the customer'],
    });
    expect(
      await t.database.db
        .select()
        .from(locationFeatures)
        .where(eq(locationFeatures.locationId, c.locationId)),
    ).toEqual([]);
    const missing = await support.put(api.updateLocation.path, { features: [] });
    expect(Object.keys(missing.json().propertyErrors)).toEqual(['locationId']);
    const b = await onlineCustomer(t, t.fixtures.companyB, 'Beta Location Features');
    const other = await support.put(api.updateLocation.path, { locationId: b.locationId, features: [] });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /api/Features/DetermineLocationsFeatures', () => {
  it('answers the effective features of every location asked, in the order asked', async () => {
    const c = await customer();
    await switchCustomer(c.accountId, { idScanning: true, faceMatch: true });
    const [second] = await t.database.db
      .insert(locations)
      .values({ companyId: t.fixtures.companyA, accountId: c.accountId, name: 'Back Office' })
      .returning({ id: locations.id });
    if (!second) throw new Error('no location');
    await support.put(api.updateLocation.path, {
      locationId: second.id,
      features: [{ featureId: id('faceMatch'), isEnabled: false }],
    });
    const response = await support.post(api.determineLocations.path, {
      locationIds: [second.id, c.locationId],
    });
    expect(response.statusCode).toBe(200);
    const result = response.json() as LocationEffectiveFeatures[];
    expect(result.map((l) => [l.locationId, l.customerId])).toEqual([
      [second.id, c.accountId],
      [c.locationId, c.accountId],
    ]);
    const enabled = (l: LocationEffectiveFeatures | undefined) =>
      Object.entries(l?.features ?? {})
        .filter(([, on]) => on)
        .map(([name]) => name);
    expect(Object.keys(result[0]?.features ?? {})).toEqual(CUSTOMER_FEATURES);
    expect(enabled(result[0])).toEqual(['idScanning']);
    expect(enabled(result[1])).toEqual(['idScanning', 'faceMatch']);
    // Locked: what the customer has off; faceMatch, off at the location itself, is not locked.
    expect(result[0]?.lockedBy).toEqual({
      watchlistScreening: 'customer',
      manualReview: 'customer',
      incomeVerification: 'customer',
      dataExport: 'customer',
    });
  });

  it("answers 400 for no ids and 404 when one location is another company's", async () => {
    const c = await customer();
    const b = await onlineCustomer(t, t.fixtures.companyB, 'Beta Determine');
    const empty = await support.post(api.determineLocations.path, { locationIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().propertyErrors)).toEqual(['locationIds']);
    const other = await support.post(api.determineLocations.path, {
      locationIds: [c.locationId, b.locationId],
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /api/Features/AvailableLocationFeaturesByCustomer', () => {
  it("answers the features on for the customer; 400 without a customerId; 404 for another company's", async () => {
    const c = await customer();
    await switchCustomer(c.accountId, { watchlistScreening: true, dataExport: true });
    const response = await support.get(api.availableForLocations.path, { customerId: String(c.accountId) });
    expect((response.json() as GrantedFeature[]).map((f) => f.name)).toEqual([
      'watchlistScreening',
      'dataExport',
    ]);
    const bad = await support.get(api.availableForLocations.path);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().propertyErrors)).toEqual(['customerId']);
    const b = await onlineCustomer(t, t.fixtures.companyB, 'Beta Available');
    expect(
      (await support.get(api.availableForLocations.path, { customerId: String(b.accountId) })).statusCode,
    ).toBe(404);
  });
});

describe('the gates of every Features call', () => {
  const calls = Object.values(api);
  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s: 401 signed out, 403 for read-only staff on a change and in a company without Veriscan',
    async (_key, call) => {
      const url = fillPath(call.path, { id: 1, userId: 1 });
      const body = call.method === 'GET' ? undefined : {};
      const anonymous = await t.anonymous();
      expect((await anonymous.request({ method: call.method, url, body })).statusCode).toBe(401);
      if (call.gate.writes) {
        const readonly = await t.signIn('readonly');
        expect((await readonly.request({ method: call.method, url, body })).statusCode).toBe(403);
      }
      const admin = await t.signIn('admin');
      await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
      expect((await admin.request({ method: call.method, url, body })).statusCode).toBe(403);
    },
  );
});
