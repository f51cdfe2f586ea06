import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { fillPath } from '@console/contract/kit';
import { featuresApi } from '@console/contract/features/api';
import { requestFeatureDenial, type FeatureSwitch } from '@console/contract/features/rule';
import {
  companyFeatures,
  locations,
  verificationRequestKeys,
  verificationRequests,
} from '../../db/schema.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { featureIdsByName } from '../../testing/feature-ids.ts';
import { CUSTOMER_FEATURES } from '../../testing/customer-features.ts';
import { appForFile } from '../../testing/test-app.ts';
import { aRequest, productAccount, report } from '../activity/testing.ts';
import { FEATURE_ALLOWED } from './enforce.ts';

/**
 * The product API enforces feature toggles (DESIGN.md "Feature toggles"): a request for a service
 * whose feature is off for its customer, at its location or for its user is refused with 403 and
 * a message naming the feature, and nothing of it is stored.
 */

let t: TestContext;
let support: TestClient;
let ids: Record<string, number>;
appForFile(async (context) => {
  t = context;
  support = await t.signIn('support');
  ids = await featureIdsByName(t);
});

const id = (name: string) => ids[name] ?? 0;
const stored = async (accountId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(verificationRequests)
      .where(eq(verificationRequests.accountId, accountId))
  )[0]?.n ?? 0;
const keys = async (accountId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(verificationRequestKeys)
      .where(eq(verificationRequestKeys.accountId, accountId))
  )[0]?.n ?? 0;

async function setup() {
  const account = await productAccount(t);
  const [location] = await t.database.db
    .insert(locations)
    .values({ companyId: account.companyId, accountId: account.accountId, name: 'Lobby' })
    .returning({ id: locations.id });
  if (!location) throw new Error('no location');
  return { ...account, locationId: location.id };
}

const switchLocation = (locationId: number, name: string, isEnabled: boolean | null) =>
  support.put(featuresApi.updateLocation.path, {
    locationId,
    features: [{ featureId: id(name), isEnabled }],
  });

describe('POST /ingest/requests and feature toggles', () => {
  it('refuses a request for a service whose feature is off at its location, naming the feature, and stores nothing', async () => {
    const a = await setup();
    expect((await switchLocation(a.locationId, 'faceMatch', false)).statusCode).toBe(200);
    const refused = await report(
      t,
      a.token,
      aRequest('face-1', { service: 'faceMatch', locationId: a.locationId }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'Forbidden',
      message: "The feature 'Face match' is turned off at this location",
    });
    expect(await stored(a.accountId)).toBe(0);
    // The claimed externalId went with the refusal: once allowed again, the same id is stored.
    expect(await keys(a.accountId)).toBe(0);

    // Another service at the same location, and the same service elsewhere, are allowed.
    const other = await report(
      t,
      a.token,
      aRequest('scan-1', { service: 'idScan', locationId: a.locationId }),
    );
    expect(other.statusCode).toBe(201);
    expect((await report(t, a.token, aRequest('face-2', { service: 'faceMatch' }))).statusCode).toBe(201);

    expect((await switchLocation(a.locationId, 'faceMatch', null)).statusCode).toBe(200);
    const again = await report(
      t,
      a.token,
      aRequest('face-1', { service: 'faceMatch', locationId: a.locationId }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('refuses a request for a feature off for its user, or for the whole customer, or withheld from the company', async () => {
    const a = await setup();
    const userUrl = fillPath(featuresApi.updateUser.path, { id: a.accountId, userId: a.userId });
    await support.put(userUrl, { features: [{ featureId: id('watchlistScreening'), isEnabled: false }] });
    const byUser = await report(
      t,
      a.token,
      aRequest('wl-1', { service: 'watchlist', userLogin: a.userName }),
    );
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json().message).toBe("The feature 'Watchlist screening' is turned off for this user");
    // The same service without that user is the customer's to allow.
    expect((await report(t, a.token, aRequest('wl-2', { service: 'watchlist' }))).statusCode).toBe(201);

    const customerUrl = fillPath(featuresApi.updateCustomer.path, { id: a.accountId });
    await support.put(customerUrl, { features: [{ featureId: id('idScanning'), isEnabled: false }] });
    const byCustomer = await report(
      t,
      a.token,
      aRequest('id-1', { service: 'idScan', locationId: a.locationId }),
    );
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().message).toBe("The feature 'ID scanning' is turned off for this customer");

    await t.database.db
      .update(companyFeatures)
      .set({ enabled: false })
      .where(
        and(
          eq(companyFeatures.companyId, a.companyId),
          eq(companyFeatures.featureId, id('incomeVerification')),
        ),
      );
    const byCompany = await report(t, a.token, aRequest('inc-1', { service: 'incomeVerification' }));
    expect(byCompany.statusCode).toBe(403);
    expect(byCompany.json().message).toBe("The feature 'Income verification' is not granted to the company");
  });

  it('lets services that need no feature, and requests without a service, through', async () => {
    const a = await setup();
    // Every customer feature off: a request that needs none is still the customer's to make.
    const response = await support.put(fillPath(featuresApi.updateCustomer.path, { id: a.accountId }), {
      features: CUSTOMER_FEATURES.map((name) => ({ featureId: id(name), isEnabled: false })),
    });
    expect(response.statusCode).toBe(200);
    expect((await report(t, a.token, aRequest('plain-1'))).statusCode).toBe(201);
    expect((await report(t, a.token, aRequest('addr-1', { service: 'addressLookup' }))).statusCode).toBe(201);
  });

  it('answers a retry of a stored request with it, even after its feature was turned off', async () => {
    const a = await setup();
    const first = await report(
      t,
      a.token,
      aRequest('retry-face', { service: 'faceMatch', locationId: a.locationId }),
    );
    expect(first.statusCode).toBe(201);
    await switchLocation(a.locationId, 'faceMatch', false);
    const retry = await report(
      t,
      a.token,
      aRequest('retry-face', { service: 'faceMatch', locationId: a.locationId }),
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
  });

  it("refuses the feature before the location: a denied request naming another account's location is a 403, writing nothing", async () => {
    const a = await setup();
    const other = await setup();
    await support.put(fillPath(featuresApi.updateCustomer.path, { id: a.accountId }), {
      features: [{ featureId: id('idScanning'), isEnabled: false }],
    });
    const refused = await report(
      t,
      a.token,
      aRequest('id-elsewhere', { service: 'idScan', locationId: other.locationId }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("The feature 'ID scanning' is turned off for this customer");
    expect(await stored(a.accountId)).toBe(0);
    expect(await keys(a.accountId)).toBe(0);
  });
});

describe('FEATURE_ALLOWED, the rule as the product API write asks it in SQL', () => {
  it("allows exactly what the contract's requestFeatureDenial allows, over every combination of switches", async () => {
    const switches: FeatureSwitch[] = [true, false, null];
    const combinations = [true, false].flatMap((granted) =>
      switches.flatMap((customer) =>
        switches.flatMap((location) => switches.map((user) => ({ granted, customer, location, user }))),
      ),
    );
    const value = (v: FeatureSwitch) => (v === null ? sql`null::boolean` : sql`${v}::boolean`);
    const rows = sql.join(
      combinations.map(
        (c, i) =>
          sql`(${i}::integer, ${c.granted}::boolean, ${value(c.customer)}, ${value(c.location)}, ${value(c.user)})`,
      ),
      sql`, `,
    );
    const { rows: answered } = await t.database.db.execute<{ i: number; allowed: boolean }>(sql`
      select i, ${FEATURE_ALLOWED} as allowed
      from (values ${rows}) as switches (i, granted, customer, location, "user") order by i`);
    expect(answered).toHaveLength(54);
    expect(answered.map((row) => row.allowed)).toEqual(
      combinations.map((c) => requestFeatureDenial(c) === null),
    );
  });
});
