import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Project } from '@console/contract/products/api';
import {
  reportsApi as api,
  REPORTS_FEATURE,
  type AdminReportRow,
  type AdminReportSummary,
  type DeviceReportRow,
  type EnhancedServiceRow,
  type LocationReportRow,
  type ReportCustomer,
  type ReportFilterOptions,
  type ScansByDay,
  type ServicesByDay,
} from '@console/contract/reports/api';
import { Module } from '@console/contract/gates';
import { TEXT_FILTER_COUNT_CAP, type PageOf } from '@console/contract/kit';
import {
  customerAccounts,
  deviceCounts,
  devices,
  features,
  locations,
  moduleFeatures,
  modules,
  requestDailyRollups,
} from '../../db/schema.ts';
import { utcDay } from '../../lib/days.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { productIdsOf } from '../accounts/product-scope.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { allRows, listRequestOf } from '../../kit/list.ts';
import { reportWindowOf } from '../../kit/report-window.ts';
import { reportCsvSources } from './csv-sources.ts';
import { deviceReportSource, enhancedServicesSource, locationReportSource } from './service.ts';
import { csvTextOf } from '../../kit/csv.ts';
import { listCsv } from '../../kit/register.ts';

let t: TestContext;
let support: TestClient;
let admin: TestClient;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => utcDay(new Date(Date.now() - days * DAY));

/** The places and their activity of the tests (below): ids by name. */
const ids = {} as Record<
  'acme' | 'zeta' | 'beta' | 'front' | 'back' | 'inactive' | 'betaPlace' | 'ipad' | 'scanner' | 'phone',
  number
>;

async function addLocation(companyId: number, accountId: number, name: string) {
  const [row] = await t.database.db
    .insert(locations)
    .values({ companyId, accountId, name, city: 'Austin', state: 'TX' })
    .returning({ id: locations.id });
  return row?.id ?? 0;
}

async function addDevice(
  companyId: number,
  accountId: number,
  locationId: number,
  kind: string,
  name: string,
  lastSeenAt: Date | null,
) {
  const [row] = await t.database.db
    .insert(devices)
    .values({
      companyId,
      accountId,
      locationId,
      kind,
      name,
      serial: `SN-${name}`,
      appVersion: '4.3.1',
      lastSeenAt,
    })
    .returning({ id: devices.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestContext();
  [support, admin] = await Promise.all([t.signIn('support'), t.signIn('admin')]);
  const { companyA, companyB } = t.fixtures;
  const db = t.database.db;
  ids.acme = (await createTestAccount(t, companyA, { customerName: 'Acme Rentals' })).accountId;
  ids.zeta = (await createTestAccount(t, companyA, { customerName: 'Zeta Homes' })).accountId;
  ids.beta = (await createTestAccount(t, companyB, { customerName: 'Beta Other' })).accountId;
  await db.update(customerAccounts).set({ active: false }).where(eq(customerAccounts.id, ids.zeta));
  await db
    .update(customerAccounts)
    .set({ assignedTo: t.fixtures.users.admin })
    .where(eq(customerAccounts.id, ids.acme));
  ids.front = await addLocation(companyA, ids.acme, 'Front Desk');
  ids.back = await addLocation(companyA, ids.acme, 'Back Office');
  ids.inactive = await addLocation(companyA, ids.zeta, 'Closed Branch');
  ids.betaPlace = await addLocation(companyB, ids.beta, 'Beta Desk');
  ids.ipad = await addDevice(companyA, ids.acme, ids.front, 'iPad', 'Lobby iPad', new Date());
  ids.scanner = await addDevice(
    companyA,
    ids.acme,
    ids.back,
    'Scanner',
    'Back Scanner',
    new Date(Date.now() - DAY),
  );
  ids.phone = await addDevice(companyA, ids.acme, ids.back, 'Phone', 'Spare Phone', null);

  const [vsOnline] = await productIdsOf(db, companyA, Project.VsOnline);
  const [screening] = await productIdsOf(db, companyA, Project.Screening);
  const [betaProduct] = await productIdsOf(db, companyB, Project.VsOnline);
  const rollup = (
    values: Partial<typeof requestDailyRollups.$inferInsert> & { day: string },
  ): typeof requestDailyRollups.$inferInsert => ({
    companyId: companyA,
    accountId: ids.acme,
    productId: vsOnline ?? 0,
    status: 'success' as const,
    requests: 1,
    ...values,
  });
  await db.insert(requestDailyRollups).values([
    rollup({ day: daysAgo(0), locationId: ids.front, deviceId: ids.ipad, requests: 5 }),
    rollup({ day: daysAgo(40), locationId: ids.front, deviceId: ids.ipad, requests: 7 }),
    rollup({ day: daysAgo(3), locationId: ids.back, deviceId: ids.scanner, status: 'failed', requests: 2 }),
    rollup({ day: daysAgo(0), productId: screening ?? 0, service: 'watchlist', requests: 3 }),
    rollup({
      day: daysAgo(0),
      productId: screening ?? 0,
      service: 'watchlist',
      status: 'failed',
      requests: 1,
    }),
    rollup({ day: daysAgo(0), productId: screening ?? 0, service: 'pep' }),
    rollup({ day: daysAgo(5), productId: screening ?? 0, service: 'pep', requests: 9 }),
    rollup({
      day: daysAgo(0),
      companyId: companyB,
      accountId: ids.beta,
      productId: betaProduct ?? 0,
      locationId: ids.betaPlace,
      requests: 11,
    }),
  ]);
});
afterAll(() => t.close());

const page = async <Row>(client: TestClient, path: string, query: Record<string, string | string[]> = {}) => {
  const response = await client.get(path, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PageOf<Row>>();
};
const csvRows = (body: string) => parse(body, { columns: true, bom: true }) as Record<string, string>[];
const period = (fromDaysAgo: number, toDaysAgo: number) => [
  new Date(Date.now() - fromDaysAgo * DAY).toISOString(),
  new Date(Date.now() - toDaysAgo * DAY).toISOString(),
];

/** Takes the reports feature from company A's Veriscan module for one call, then gives it back. */
async function withoutReportsFeature<T>(call: () => Promise<T>): Promise<T> {
  const db = t.database.db;
  const [feature] = await db
    .select({ id: features.id })
    .from(features)
    .where(eq(features.name, REPORTS_FEATURE));
  const [module] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.companyId, t.fixtures.companyA), eq(modules.name, Module.Veriscan)));
  const link = { moduleId: module?.id ?? 0, featureId: feature?.id ?? 0 };
  await db
    .delete(moduleFeatures)
    .where(and(eq(moduleFeatures.moduleId, link.moduleId), eq(moduleFeatures.featureId, link.featureId)));
  try {
    return await call();
  } finally {
    await db.insert(moduleFeatures).values(link);
  }
}

describe('GET /api/Reports/Locations', () => {
  it("covers the last 30 days by default, active customers only, by customer name, none of another company's", async () => {
    const body = await page<LocationReportRow>(support, api.locations.path);
    expect(body.items.map((row) => [row.customerName, row.locationName, row.scans])).toEqual([
      ['Acme Rentals', 'Front Desk', 5],
      ['Acme Rentals', 'Back Office', 2],
    ]);
    expect(body.total).toBe(2);
  });

  it('counts the days of a chosen period, and shows inactive customers when asked', async () => {
    const longer = await page<LocationReportRow>(support, api.locations.path, { fromto: period(45, -1) });
    expect(longer.items.find((row) => row.locationId === ids.front)?.scans).toBe(12);
    const all = await page<LocationReportRow>(support, api.locations.path, { customerActive: 'all' });
    expect(all.items.map((row) => row.locationName)).toEqual(['Front Desk', 'Back Office', 'Closed Branch']);
    const inactive = await page<LocationReportRow>(support, api.locations.path, { customerActive: 'false' });
    expect(inactive.items.map((row) => row.locationName)).toEqual(['Closed Branch']);
  });

  it('sorts by scans, keeps the locations under a number of scans, and searches names', async () => {
    const byScans = await page<LocationReportRow>(support, api.locations.path, {
      sortField: 'scans',
      order: 'asc',
      customerActive: 'all',
    });
    expect(byScans.items.map((row) => row.scans)).toEqual([0, 2, 5]);
    const fewer = await page<LocationReportRow>(support, api.locations.path, {
      scansDuringThePeriodLessThan: '3',
    });
    expect(fewer.items.map((row) => row.locationName)).toEqual(['Back Office']);
    const found = await page<LocationReportRow>(support, api.locations.path, { searchQuery: 'front' });
    expect(found.items.map((row) => row.locationName)).toEqual(['Front Desk']);
  });

  it('answers 400 on the field for a reversed period, one over two years, or a count below one', async () => {
    const reversed = await support.get(api.locations.path, { fromto: period(1, 2) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      code: 'ValidationError',
      propertyErrors: { fromto: ['The end of the period is before its start'] },
    });
    const long = await support.get(api.locations.path, { fromto: period(800, 0) });
    expect(long.json()).toMatchObject({
      propertyErrors: { fromto: ['The maximum time interval for a request is two years'] },
    });
    const zero = await support.get(api.locations.path, { scansDuringThePeriodLessThan: '0' });
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json<{ propertyErrors: object }>().propertyErrors)).toEqual([
      'scansDuringThePeriodLessThan',
    ]);
  });

  it('answers every matching row as CSV with format=csv', async () => {
    const response = await support.get(api.locations.path, { format: 'csv' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvRows(response.body)).toEqual([
      {
        Customer: 'Acme Rentals',
        'Customer Active': 'Yes',
        Location: 'Front Desk',
        City: 'Austin',
        State: 'TX',
        Scans: '5',
      },
      {
        Customer: 'Acme Rentals',
        'Customer Active': 'Yes',
        Location: 'Back Office',
        City: 'Austin',
        State: 'TX',
        Scans: '2',
      },
    ]);
  });

  it('answers 401 signed out, and 403 without the reports feature', async () => {
    const anonymous = await t.anonymous();
    expect((await anonymous.get(api.locations.path)).statusCode).toBe(401);
    const refused = await withoutReportsFeature(() => support.get(api.locations.path));
    expect(refused.statusCode).toBe(403);
    expect((await support.get(api.locations.path)).statusCode).toBe(200);
  });

  it("answers 403 in a company without the Veriscan module (company B's reports are not open)", async () => {
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    try {
      const response = await admin.get(api.locations.path);
      expect(response.statusCode).toBe(403);
    } finally {
      await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA });
    }
  });
});

describe('GET /api/Reports/ScansByDay', () => {
  it("answers every day of the location report's window with the company's scans by status", async () => {
    const response = await support.get(api.scansByDay.path);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ScansByDay>();
    expect(body.days.length).toBeGreaterThanOrEqual(31);
    expect(body.days.find((day) => day.day === daysAgo(3))).toMatchObject({ failed: 2 });
    expect(body.days.find((day) => day.day === daysAgo(0))?.success).toBe(5 + 3 + 1);
  });
});

describe('GET /api/Reports/Devices and IPadsReport', () => {
  it('lists the devices most recently seen first, never seen last, with their scans of the last 24 hours', async () => {
    const body = await page<DeviceReportRow>(support, api.devices.path);
    expect(body.items.map((row) => [row.name, row.locationName, row.scans])).toEqual([
      ['Lobby iPad', 'Front Desk', 5],
      ['Back Scanner', 'Back Office', 0],
      ['Spare Phone', 'Back Office', 0],
    ]);
    const byName = await page<DeviceReportRow>(support, api.devices.path, {
      sortField: 'name',
      order: 'asc',
    });
    expect(byName.items.map((row) => row.name)).toEqual(['Back Scanner', 'Lobby iPad', 'Spare Phone']);
  });

  it("filters by kind, customer and name; another company's customer has no devices here", async () => {
    const scanners = await page<DeviceReportRow>(support, api.devices.path, { kind: 'Scanner' });
    expect(scanners.items.map((row) => row.name)).toEqual(['Back Scanner']);
    const found = await page<DeviceReportRow>(support, api.devices.path, { searchQuery: 'sn-spare' });
    expect(found.items.map((row) => row.name)).toEqual(['Spare Phone']);
    const other = await page<DeviceReportRow>(support, api.devices.path, { custId: String(ids.beta) });
    expect(other.total).toBe(0);
  });

  it('lists only the iPads in the iPad report', async () => {
    const body = await page<DeviceReportRow>(support, api.iPads.path, { fromto: period(10, -1) });
    expect(body.items).toEqual([
      expect.objectContaining({ name: 'Lobby iPad', kind: 'iPad', appVersion: '4.3.1', scans: 5 }),
    ]);
  });

  it('streams DevicesReportCsv and IPadsReportCsv as attachments, filtered like the lists', async () => {
    const devicesCsv = await support.get(api.devicesCsv.path, { kind: 'Phone' });
    expect(devicesCsv.statusCode, devicesCsv.body).toBe(200);
    expect(devicesCsv.headers['content-disposition']).toMatch(
      /attachment; filename="device-report-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csvRows(devicesCsv.body).map((row) => row.Device)).toEqual(['Spare Phone']);
    const iPadsCsv = await support.get(api.iPadsCsv.path);
    expect(csvRows(iPadsCsv.body)).toEqual([
      expect.objectContaining({
        iPad: 'Lobby iPad',
        'Serial Number': 'SN-Lobby iPad',
        'App Version': '4.3.1',
        Scans: '5',
      }),
    ]);
  });

  it('refuses a bad period with 400 before a CSV starts, and page parameters it does not take', async () => {
    const reversed = await support.get(api.iPadsCsv.path, { fromto: period(1, 2) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.headers['content-type']).toMatch(/application\/json/);
    const paged = await support.get(api.devicesCsv.path, { page: '2' });
    expect(paged.statusCode).toBe(400);
  });

  it('answers 403 without the reports feature', async () => {
    const refused = await withoutReportsFeature(() => support.get(api.iPadsCsv.path));
    expect(refused.statusCode).toBe(403);
  });
});

describe('the device totals (device_counts, kept by triggers)', () => {
  /** The kept counts, and the same counted from the devices: by company, Test Mode side and kind. */
  async function keptAndCounted() {
    const db = t.database.db;
    const d = devices;
    const ca = customerAccounts;
    const kept = await db
      .select({
        companyId: deviceCounts.companyId,
        isTest: deviceCounts.isTest,
        kind: deviceCounts.kind,
        devices: deviceCounts.devices,
      })
      .from(deviceCounts)
      .where(ne(deviceCounts.devices, 0))
      .orderBy(deviceCounts.companyId, deviceCounts.isTest, deviceCounts.kind);
    const counted = await db
      .select({ companyId: d.companyId, isTest: ca.isTest, kind: d.kind, devices: count() })
      .from(d)
      .innerJoin(ca, eq(ca.id, d.accountId))
      .groupBy(d.companyId, ca.isTest, d.kind)
      .orderBy(d.companyId, ca.isTest, d.kind);
    return { kept, counted };
  }

  it('follow devices added, given another kind and deleted, and their customer moving to Test Mode and going', async () => {
    const { companyA } = t.fixtures;
    const db = t.database.db;
    const total = async (query: Record<string, string> = {}) =>
      (await page<DeviceReportRow>(support, api.devices.path, query)).total;
    const before = { all: await total(), iPads: await total({ kind: 'iPad' }) };
    const { accountId } = await createTestAccount(t, companyA, { customerName: 'Counted Devices' });
    const place = await addLocation(companyA, accountId, 'Counted Desk');
    await db.insert(devices).values(
      ['One', 'Two', 'Three'].map((name) => ({
        companyId: companyA,
        accountId,
        locationId: place,
        name,
        serial: name,
      })),
    );
    let state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);
    expect(await total()).toBe(before.all + 3);

    await db
      .update(devices)
      .set({ kind: 'iPad' })
      .where(and(eq(devices.accountId, accountId), eq(devices.name, 'One')));
    expect(await total({ kind: 'iPad' })).toBe(before.iPads + 1);
    await db.delete(devices).where(and(eq(devices.accountId, accountId), eq(devices.name, 'Two')));
    expect(await total()).toBe(before.all + 2);
    state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);

    // A customer moved to Test Mode takes its devices to that side; deleted, it takes them along.
    await db.update(customerAccounts).set({ isTest: true }).where(eq(customerAccounts.id, accountId));
    expect(await total()).toBe(before.all);
    state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);
    await db.delete(customerAccounts).where(eq(customerAccounts.id, accountId));
    state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);
    expect(await total({ kind: 'iPad' })).toBe(before.iPads);
  });

  it(`counts a customer's devices exactly, and a text's matches up to ${TEXT_FILTER_COUNT_CAP}, saying when it stopped`, async () => {
    const { companyA } = t.fixtures;
    const db = t.database.db;
    const { accountId } = await createTestAccount(t, companyA, { customerName: 'Many Devices' });
    try {
      await db.insert(devices).values(
        Array.from({ length: TEXT_FILTER_COUNT_CAP + 1 }, (_, n) => ({
          companyId: companyA,
          accountId,
          name: `Fleet ${n}`,
          serial: `FLEET-${n}`,
        })),
      );
      const broad = await page<DeviceReportRow>(support, api.devices.path, { searchQuery: 'fleet' });
      expect(broad).toMatchObject({ total: TEXT_FILTER_COUNT_CAP, totalCapped: true });
      const narrow = await page<DeviceReportRow>(support, api.devices.path, { searchQuery: 'fleet-1000' });
      expect(narrow).toMatchObject({ total: 1, totalCapped: false });
      const customer = await page<DeviceReportRow>(support, api.devices.path, { custId: String(accountId) });
      expect(customer).toMatchObject({ total: TEXT_FILTER_COUNT_CAP + 1, totalCapped: false });
    } finally {
      await db.delete(customerAccounts).where(eq(customerAccounts.id, accountId));
    }
  });
});

describe('GET /api/Reports/EnhancedServices', () => {
  it('sums the screening services per customer over the last 24 hours, most used first', async () => {
    const body = await page<EnhancedServiceRow>(support, api.enhancedServices.path);
    expect(body.items).toEqual([
      {
        customerId: ids.acme,
        customerName: 'Acme Rentals',
        service: 'watchlist',
        requests: 4,
        success: 3,
        failed: 1,
        review: 0,
      },
      {
        customerId: ids.acme,
        customerName: 'Acme Rentals',
        service: 'pep',
        requests: 1,
        success: 1,
        failed: 0,
        review: 0,
      },
    ]);
    const week = await page<EnhancedServiceRow>(support, api.enhancedServices.path, {
      fromto: period(7, -1),
      sortField: 'service',
      order: 'asc',
    });
    expect(week.items.map((row) => [row.service, row.requests])).toEqual([
      ['pep', 10],
      ['watchlist', 4],
    ]);
  });

  it('streams every row as CSV in batches, continuing after the last row read', async () => {
    const response = await support.get(api.enhancedServices.path, { format: 'csv', service: 'pep' });
    expect(csvRows(response.body)).toEqual([
      { Customer: 'Acme Rentals', Service: 'pep', Requests: '1', Success: '1', Review: '0', Failed: '0' },
    ]);
  });

  it('answers the chart: requests per day and service', async () => {
    const response = await support.get(api.servicesByDay.path);
    const body = response.json<ServicesByDay>();
    expect(body.services).toEqual(['pep', 'watchlist']);
    expect(body.days.find((day) => day.day === daysAgo(0))?.counts).toEqual({ pep: 1, watchlist: 4 });
  });
});

describe('GET /api/Reports/AdminReport', () => {
  it('lists the customers by assigned staff user, the unassigned last, with their scans', async () => {
    const body = await page<AdminReportRow>(support, api.admin.path);
    expect(body.items.map((row) => [row.customerName, row.assignedToName, row.scans])).toEqual([
      ['Acme Rentals', 'Admin Tester', 5 + 4 + 1],
      ['Zeta Homes', '', 0],
    ]);
    expect(body.total).toBe(2);
    const unassigned = await page<AdminReportRow>(support, api.admin.path, { assignedTo: '0' });
    expect(unassigned.items.map((row) => row.customerName)).toEqual(['Zeta Homes']);
    expect(unassigned.total).toBe(1);
    const inactive = await page<AdminReportRow>(support, api.admin.path, { customerActive: 'false' });
    expect(inactive.items.map((row) => row.customerName)).toEqual(['Zeta Homes']);
  });

  it('filters by subscription plan and expiration', async () => {
    const options = (await support.get(api.filterOptions.path)).json<ReportFilterOptions>();
    expect(options.expDates.map((option) => option.value)).toEqual(['expired', '30', '60', '90']);
    const expired = await page<AdminReportRow>(support, api.admin.path, { expDate: 'expired' });
    expect(expired.total).toBe(0);
    const trial = options.subscriptionPlans.find((plan) => plan.name === 'Veriscan Online: Trial');
    const onTrial = await page<AdminReportRow>(support, api.admin.path, {
      subscriptionPlanId: String(trial?.id),
    });
    expect(onTrial.items.map((row) => row.customerName)).toEqual(['Acme Rentals', 'Zeta Homes']);
  });

  it('opens as CSV, and sums customers per staff user', async () => {
    const response = await support.get(api.admin.path, { format: 'csv' });
    expect(csvRows(response.body).map((row) => [row['Assigned To'], row.Customer])).toEqual([
      ['Admin Tester', 'Acme Rentals'],
      ['', 'Zeta Homes'],
    ]);
    const summary = (await support.get(api.adminSummary.path)).json<AdminReportSummary>();
    expect(summary).toEqual(
      expect.arrayContaining([
        { assignedTo: t.fixtures.users.admin, assignedToName: 'Admin Tester', customers: 1 },
        { assignedTo: null, assignedToName: '', customers: 1 },
      ]),
    );
  });
});

describe('report state', () => {
  it("lists the tenant's customers by name, searchable", async () => {
    const body = await page<ReportCustomer>(support, api.customers.path);
    expect(body.items.map((row) => row.name)).toEqual(['Acme Rentals', 'Zeta Homes']);
    const found = await page<ReportCustomer>(support, api.customers.path, { searchQuery: 'zeta' });
    expect(found.items).toEqual([{ id: ids.zeta, name: 'Zeta Homes', active: false }]);
  });

  it("lists the subscription plans of the company's products", async () => {
    const response = await support.get(api.subscriptionPlans.path);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ name: string }[]>().map((plan) => plan.name)).toContain(
      'Verification Service: Basic',
    );
  });
});

describe("a report's CSV batches", () => {
  const tenant = () => ({ companyId: t.fixtures.companyA, testMode: false });
  const everyRow = async <Item>(batches: AsyncIterable<Item[]>) => {
    const rows: Item[] = [];
    for await (const batch of batches) rows.push(...batch);
    return rows;
  };

  it('continue after the last row read on a derived sum (enhanced services), one row a batch', async () => {
    const query = { fromto: period(7, -1) };
    const source = enhancedServicesSource(
      t.database.db,
      tenant(),
      query,
      reportWindowOf('other', query.fromto),
      await productIdsOf(t.database.db, t.fixtures.companyA, Project.Screening),
    );
    const request = listRequestOf(api.enhancedServices.list, query);
    const rows = await everyRow(allRows(source, request, 1));
    expect(rows.map((row) => [row.service, row.requests])).toEqual([
      ['pep', 10],
      ['watchlist', 4],
    ]);
  });

  it('continue after the last row read on a sum per location (sorted by scans), one row a batch', async () => {
    const query = { sortField: 'scans' as const, order: 'desc' as const, customerActive: 'all' as const };
    const source = locationReportSource(
      t.database.db,
      tenant(),
      query,
      reportWindowOf('location', undefined),
    );
    const rows = await everyRow(allRows(source, listRequestOf(api.locations.list, query), 1));
    expect(rows.map((row) => [row.locationName, row.scans])).toEqual([
      ['Front Desk', 5],
      ['Back Office', 2],
      ['Closed Branch', 0],
    ]);
  });
});

describe('the CSV sources of the e-mail receivers', () => {
  const tenant = () => ({ companyId: t.fixtures.companyA, testMode: false });
  const text = async (iterable: AsyncIterable<string>) => {
    let all = '';
    for await (const piece of iterable) all += piece;
    return all;
  };

  it('make the same CSV as the HTTP call, from filters as text', async () => {
    const source = reportCsvSources.find((candidate) => candidate.type === 'devices');
    expect(source?.title).toBe('Device Report');
    const csv = await text(
      source?.csv(t.database.db, tenant(), { kind: 'Phone' }) ?? (async function* () {})(),
    );
    const http = await support.get(api.devicesCsv.path, { kind: 'Phone' });
    expect(csv).toBe(http.body);
    const located = reportCsvSources.find((candidate) => candidate.type === 'locations');
    const period30 = period(45, -1).join(',');
    const rows = csvRows(
      await text(located?.csv(t.database.db, tenant(), { fromto: period30 }) ?? (async function* () {})()),
    );
    expect(rows.find((row) => row.Location === 'Front Desk')?.Scans).toBe('12');
  });

  // On PostgreSQL the database writes the device report (COPY, kit/csv-copy.ts); the kit's writer
  // must write the same bytes, on PGlite and wherever COPY is not taken.
  it("writes the device report the kit's writer writes, byte for byte", async () => {
    const spec = api.devices.list;
    const query = { fromto: period(10, -1) };
    const source = () =>
      deviceReportSource(t.database.db, tenant(), query, reportWindowOf('other', query.fromto));
    const request = listRequestOf(spec, query);
    const copied = await text(csvTextOf(await listCsv(spec, source(), request, t.database.long.db)));
    expect(copied).toBe(await text(csvTextOf(await listCsv(spec, source(), request))));
    expect(csvRows(copied).map((row) => row.Device)).toEqual(['Lobby iPad', 'Back Scanner', 'Spare Phone']);
  });

  it('refuse a filter the report does not take, or a value it refuses', async () => {
    const source = reportCsvSources.find((candidate) => candidate.type === 'locations');
    await expect(
      text(source?.csv(t.database.db, tenant(), { color: 'red' }) ?? (async function* () {})()),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      text(source?.csv(t.database.db, tenant(), { customerActive: 'maybe' }) ?? (async function* () {})()),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('offer every report with a CSV', () => {
    expect(reportCsvSources.map((source) => source.type)).toEqual([
      'locations',
      'devices',
      'ipads',
      'enhancedServices',
      'admin',
    ]);
  });
});

// The ids of another company's rows never appear: every report above is company A's, and B's
// location with 11 scans today is in none of them.
describe("another company's rows", () => {
  it('are in no report', async () => {
    const all = await page<LocationReportRow>(support, api.locations.path, {
      customerActive: 'all',
      pageSize: '100',
    });
    expect(all.items.map((row) => row.locationId)).not.toContain(ids.betaPlace);
    const db = t.database.db;
    const bRows = await db
      .select()
      .from(locations)
      .where(inArray(locations.id, [ids.betaPlace]));
    expect(bRows).toHaveLength(1);
  });
});
