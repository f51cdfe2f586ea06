import { describe, expect, it } from 'vitest';
import { fillPath } from '@console/contract/kit';
import { vsOnlineApi, type LocationDetail, type LocationsPage } from '@console/contract/vsonline/api';
import { eq } from 'drizzle-orm';
import { Project } from '@console/contract/products/api';
import { accountProducts, locations, products } from '../../db/schema.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { aRequest, productAccount, report } from '../activity/testing.ts';
import { countedLocations } from '../activity/location-counts.ts';
import { onlineCustomer } from './testing.ts';

let t: TestContext;
let support: TestClient;
appForFile(async (context) => {
  t = context;
  support = await t.signIn('support');
});

const api = vsOnlineApi;

describe('GET /api/Locations', () => {
  it("lists the company's locations by name, or one customer's, with their counts", async () => {
    const first = await onlineCustomer(t, t.fixtures.companyA, 'Zulu Customer');
    const second = await onlineCustomer(t, t.fixtures.companyA, 'Alpha Customer');
    await onlineCustomer(t, t.fixtures.companyB, 'Beta Company Customer');

    const all = (await support.get(api.locations.path)).json() as LocationsPage;
    expect(all.items.map((l) => l.name)).toEqual(['Alpha Customer Front Desk', 'Zulu Customer Front Desk']);
    expect(all.items[0]).toMatchObject({
      id: second.locationId,
      customerId: second.accountId,
      customerName: 'Alpha Customer',
      city: 'Austin',
      active: true,
      devices: 1,
      teamMembers: 1,
    });

    const one = (
      await support.get(api.locations.path, { customerId: String(first.accountId) })
    ).json() as LocationsPage;
    expect(one.items.map((l) => l.id)).toEqual([first.locationId]);
    expect(one.total).toBe(1);
    expect(
      ((await support.get(api.locations.path, { textFilter: 'zulu' })).json() as LocationsPage).items.map(
        (l) => l.id,
      ),
    ).toEqual([first.locationId]);
  });

  it("answers 404 for another company's customer and 400 naming a bad customerId", async () => {
    const other = await onlineCustomer(t, t.fixtures.companyB, 'Beta Hidden');
    expect((await support.get(api.locations.path, { customerId: String(other.accountId) })).statusCode).toBe(
      404,
    );
    const bad = await support.get(api.locations.path, { customerId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().propertyErrors).toHaveProperty('customerId');
  });
});

describe('GET /api/Locations/{id}', () => {
  it('answers the location with its devices, team members and last scan', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Detail Customer');
    const response = await support.get(fillPath(api.location.path, { id: customer.locationId }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: customer.locationId,
      customerId: customer.accountId,
      customerName: 'Detail Customer',
      name: 'Detail Customer Front Desk',
      timeZoneId: 'Central Standard Time',
      lastScan: null,
      devices: {
        total: 1,
        items: [{ id: customer.deviceId, kind: 'iPad', name: 'Desk iPad', lastSeenAt: null }],
      },
      teamMembers: {
        total: 1,
        items: [{ userId: customer.userId, userName: customer.userName, active: true }],
      },
    });
  });

  it('answers the latest scan made at the location', async () => {
    const scanning = await productAccount(t);
    const [location] = await t.database.db
      .insert(locations)
      .values({ companyId: scanning.companyId, accountId: scanning.accountId, name: 'Scanned Desk' })
      .returning({ id: locations.id });
    const startedAt = new Date(Date.now() - 3_600_000).toISOString();
    await report(
      t,
      scanning.token,
      aRequest('at-desk', { startedAt, completedAt: startedAt, locationId: location?.id }),
    );
    const detail = (
      await support.get(fillPath(api.location.path, { id: location?.id ?? 0 }))
    ).json() as LocationDetail;
    expect(detail.lastScan).toBe(startedAt);
  });
});

describe('GET /api/Locations total', () => {
  it('counts each location once when the company has two Veriscan Online products and a customer holds both', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Two Products Customer');
    const [second] = await t.database.db
      .insert(products)
      .values({
        companyId: t.fixtures.companyA,
        name: 'VS Online (second)',
        displayName: 'VS Online (second)',
        projectId: Project.VsOnline,
      })
      .returning({ id: products.id });
    const productId = second?.id ?? 0;
    await t.database.db.insert(accountProducts).values({ accountId: customer.accountId, productId });
    try {
      // The premise: the second product's counters count the customer's location too.
      const tenant = { companyId: t.fixtures.companyA, testMode: false };
      expect(await countedLocations(t.database.db, tenant, { productId })).toBe(1);
      const page = (await support.get(api.locations.path)).json() as LocationsPage;
      expect(page.items.filter((l) => l.customerId === customer.accountId)).toHaveLength(1);
      // The kept counters would count the customer's location under each product: the rows decide.
      expect(page.total).toBe(page.items.length);
    } finally {
      await t.database.db.delete(accountProducts).where(eq(accountProducts.productId, productId));
      await t.database.db.delete(products).where(eq(products.id, productId));
    }
  });
});
