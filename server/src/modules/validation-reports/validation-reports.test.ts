import { and, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@console/contract/kit';
import { Module } from '@console/contract/gates';
import {
  CHECK_SEVERITY,
  SEVERITIES,
  ValidationReportFeature,
  validationReportsApi as api,
  type AddressValidationPage,
  type FailedVerificationsPage,
  type HistoryLogEntryDetail,
  type HistoryLogPage,
} from '@console/contract/validation-reports/api';
import { REPORTS_FEATURE } from '@console/contract/reports/gates';
import { features, moduleFeatures, modules, verificationRequests } from '../../db/schema.ts';
import { manualReviews } from '../manual-validation/tables.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { aRequest, productAccount, report } from '../activity/testing.ts';
import { csvSources } from './csv-sources.ts';

let t: TestContext;
let support: TestClient;
let admin: TestClient;
let first: Awaited<ReturnType<typeof productAccount>>;
let second: Awaited<ReturnType<typeof productAccount>>;

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function send(account: { token: string }, externalId: string, extra: Record<string, unknown>) {
  // Completed a second after it started, so each is filed at the time the test gives it.
  const startedAt = typeof extra.startedAt === 'string' ? extra.startedAt : ago(0);
  const completedAt = new Date(Date.parse(startedAt) + 1000).toISOString();
  const response = await report(t, account.token, aRequest(externalId, { completedAt, ...extra }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const aDocument = (documentNumber: string, checks: { name: string; result: string; reason?: string }[]) => ({
  documentType: 'DriversLicense',
  fields: { firstName: 'Jane', lastName: 'Sample', documentNumber },
  checks: checks.map((check) => ({ reason: null, ...check })),
});

let tamperedId: number;
let cleanId: number;
let reviewId: number;
let addressId: number;

beforeAll(async () => {
  t = await createTestContext();
  [support, admin] = await Promise.all([t.signIn('support'), t.signIn('admin')]);
  first = await productAccount(t);
  second = await productAccount(t);
  await t.database.db.execute(
    sql`update customer_accounts set name = 'Zeta Scans' where id = ${second.accountId}`,
  );

  // Failed requests: two recent and one three days ago for the first customer, one for the second.
  await send(first, 'f-1', { status: 'failed', failureReason: 'Document expired', startedAt: ago(HOUR) });
  await send(first, 'f-2', { status: 'failed', failureReason: 'Document expired', startedAt: ago(2 * HOUR) });
  await send(first, 'f-old', { status: 'failed', failureReason: 'Tampering', startedAt: ago(72 * HOUR) });
  await send(second, 'f-3', { status: 'failed', failureReason: 'Face mismatch', startedAt: ago(3 * HOUR) });
  // Half an hour ahead (a device's clock): inside the default window, which ends an hour ahead.
  await send(second, 'f-ahead', {
    status: 'failed',
    failureReason: 'Face mismatch',
    startedAt: ago(-HOUR / 2),
  });
  await send(first, 's-1', { status: 'success', startedAt: ago(HOUR) });

  tamperedId = await send(first, 'h-tampered', {
    status: 'failed',
    failureReason: 'Tampering',
    startedAt: ago(HOUR),
    result: aDocument('D1000001', [
      { name: 'documentExpired', result: 'passed' },
      { name: 'portraitPresent', result: 'failed' },
      { name: 'tampering', result: 'failed', reason: 'Edited photo' },
    ]),
  });
  cleanId = await send(second, 'h-clean', {
    startedAt: ago(2 * HOUR),
    result: aDocument('D2000002', [
      { name: 'documentExpired', result: 'passed' },
      { name: 'fontConsistency', result: 'warning' },
    ]),
  });
  reviewId = await send(first, 'h-review', {
    status: 'review',
    startedAt: ago(3 * HOUR),
    result: aDocument('D3000003', [{ name: 'mrzChecksum', result: 'failed' }]),
  });

  addressId = await send(first, 'a-1', {
    startedAt: ago(HOUR),
    result: {
      address: {
        validated: true,
        valid: true,
        found: true,
        line1: '12 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '73301',
      },
    },
  });
  await send(second, 'a-2', {
    startedAt: ago(2 * HOUR),
    result: {
      address: {
        validated: true,
        valid: false,
        found: false,
        line1: '9 Nowhere Rd',
        city: 'Dallas',
        state: 'TX',
        zip: '75001',
      },
    },
  });
  // A product's odd value is read as "no", never a refusal of its request.
  await send(second, 'a-odd', {
    startedAt: ago(2.5 * HOUR),
    result: { address: { validated: 'yes', line1: '1 Odd Ave', city: 'Waco', state: 'TX', zip: '76701' } },
  });
});
afterAll(() => t.close());

type Query = Record<string, string | string[]>;
/** The period `fromto`: two instants, as repeated query keys. */
const fromto = (from: string, to: string) => [from, to];

const get = async <T>(client: TestClient, path: string, query: Query = {}) => {
  const response = await client.get(path, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('GET /api/Reports/FailedVerifications', () => {
  const failed = (query: Query = {}) =>
    get<FailedVerificationsPage>(support, api.failedVerifications.path, query);

  it('counts the failed requests of the last 24 hours up to an hour ahead per customer, most failures first', async () => {
    const page = await failed();
    expect(page.items.map((row) => [row.customerName, row.failed])).toEqual([
      ['Activity Customer', 3],
      ['Zeta Scans', 2],
    ]);
    expect(page.items[0]).toMatchObject({ accountId: first.accountId, topReason: 'Document expired' });
    expect(page.total).toBe(2);
  });

  it('takes a period, a customer, a search and a sort', async () => {
    const week = await failed({ fromto: fromto(ago(7 * 24 * HOUR), new Date().toISOString()) });
    expect(week.items.find((row) => row.accountId === first.accountId)?.failed).toBe(4);
    expect((await failed({ custId: String(second.accountId) })).items.map((r) => r.customerName)).toEqual([
      'Zeta Scans',
    ]);
    expect((await failed({ searchQuery: 'zeta' })).total).toBe(1);
    const byName = await failed({ sortField: 'customerName', order: 'desc' });
    expect(byName.items.map((r) => r.customerName)).toEqual(['Zeta Scans', 'Activity Customer']);
    const paged = await failed({ pageSize: '1', page: '2' });
    expect(paged.items.map((r) => r.customerName)).toEqual(['Zeta Scans']);
  });

  it('refuses a reversed period, one over two years, half a period and an unknown sort with 400', async () => {
    const reversed = await support.get(api.failedVerifications.path, {
      fromto: fromto(new Date().toISOString(), ago(HOUR)),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().propertyErrors).toEqual({ fromto: ['The end of the period is before its start'] });
    const long = await support.get(api.failedVerifications.path, {
      fromto: fromto('2020-01-01T00:00:00Z', new Date().toISOString()),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().propertyErrors).toEqual({
      fromto: ['The maximum time interval for a request is two years'],
    });
    const half = await support.get(api.failedVerifications.path, { fromto: ago(HOUR) });
    expect(half.statusCode).toBe(400);
    expect(half.json().propertyErrors).toHaveProperty('fromto');
    // The old names of the window are no filters of the call.
    const old = await support.get(api.failedVerifications.path, { from: ago(HOUR) });
    expect(old.statusCode).toBe(400);
    const badSort = await support.get(api.failedVerifications.path, { sortField: 'reason' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().propertyErrors).toHaveProperty('sortField');
  });

  it('exports CSV, every row in the same order', async () => {
    const csv = await support.get(api.failedVerifications.path, { format: 'csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(csv.body) as string[][];
    expect(rows[0]).toEqual(['Customer ID', 'Customer', 'Failed', 'Last Failed', 'Most Frequent Reason']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Activity Customer', 'Zeta Scans']);
  });
});

describe('GET /api/Reports/HistoryLogReport and /api/HistoryLog/{id}', () => {
  const history = (query: Query = {}) => get<HistoryLogPage>(support, api.historyLog.path, query);
  const entryOf = async (requestId: number) =>
    (await history({ pageSize: '100' })).items.find((e) => e.requestId === requestId);

  it('files each request with checks as an automatic validation: validated, worst severity, failures', async () => {
    expect(await entryOf(tamperedId)).toMatchObject({
      kind: 'automatic',
      validated: false,
      severity: 'high',
      failedChecks: 2,
      documentNumber: 'D1000001',
      personName: 'Jane Sample',
      documentType: 'DriversLicense',
      validatedBy: null,
    });
    expect(await entryOf(cleanId)).toMatchObject({ validated: true, severity: 'low', failedChecks: 1 });
    expect(await entryOf(reviewId)).toMatchObject({ validated: false, severity: 'medium' });
    const page = await history();
    expect(page.items.map((e) => e.requestId)).toEqual([tamperedId, cleanId, reviewId]);
  });

  it('files a reviewer decision as a manual validation', async () => {
    const [request] = await t.database.db
      .select({ startedAt: verificationRequests.startedAt })
      .from(verificationRequests)
      .where(eq(verificationRequests.id, reviewId));
    await t.database.db.insert(manualReviews).values({
      requestId: reviewId,
      requestStartedAt: request?.startedAt ?? new Date(),
      companyId: t.fixtures.companyA,
      status: 'inReview',
    });
    await t.database.db
      .update(manualReviews)
      .set({ status: 'approved', decision: 'approve', decidedByName: 'Rita Reviewer', decidedAt: new Date() })
      .where(eq(manualReviews.requestId, reviewId));
    const manual = (await history({ validated: 'true' })).items.filter((e) => e.kind === 'manual');
    expect(manual).toEqual([
      expect.objectContaining({ requestId: reviewId, validated: true, validatedBy: 'Rita Reviewer' }),
    ]);
  });

  it('filters by validated, severity, entry, customer and document number or name', async () => {
    const ids = (page: HistoryLogPage) => page.items.map((e) => e.requestId).sort();
    expect(ids(await history({ severity: 'high' }))).toEqual([tamperedId]);
    expect(ids(await history({ validated: 'false', severity: 'medium' }))).toEqual([reviewId]);
    expect(ids(await history({ custId: String(second.accountId) }))).toEqual([cleanId]);
    expect(ids(await history({ searchQuery: 'd2000' }))).toEqual([cleanId]);
    const one = (await history({ searchQuery: 'D1000001' })).items[0];
    expect(ids(await history({ id: String(one?.id) }))).toEqual([tamperedId]);
    expect((await history({ fromto: fromto(ago(30 * 24 * HOUR), ago(10 * 24 * HOUR)) })).total).toBe(0);
    expect((await support.get(api.historyLog.path, { severity: 'extreme' })).statusCode).toBe(400);
  });

  it('answers one entry with its checks, each with its severity; 404 for none of the tenant', async () => {
    const row = (await history({ searchQuery: 'D1000001' })).items[0];
    const entry = await get<HistoryLogEntryDetail>(
      support,
      fillPath(api.historyLogEntry.path, { id: row?.id }),
    );
    expect(entry.checks).toEqual([
      {
        name: 'documentExpired',
        title: 'Document not expired',
        result: 'passed',
        reason: null,
        severity: 'none',
      },
      { name: 'portraitPresent', title: 'Portrait present', result: 'failed', reason: null, severity: 'low' },
      {
        name: 'tampering',
        title: 'No signs of tampering',
        result: 'failed',
        reason: 'Edited photo',
        severity: 'high',
      },
    ]);
    const missing = await support.get(fillPath(api.historyLogEntry.path, { id: 999_999 }));
    expect(missing.statusCode).toBe(404);
  });

  it("answers 404 for another company's entry", async () => {
    const other = await createTestAccount(t, t.fixtures.companyB, { customerName: 'Beta Entry' });
    const [row] = await t.database.db
      .execute<{ id: string }>(
        sql`
      insert into validation_history (company_id, account_id, is_test, request_id, kind, validated, severity,
        failed_checks, checks, validated_at)
      values (${t.fixtures.companyB}, ${other.accountId}, false, 1, 'automatic', true, 0, 0, '[]', now())
      returning id`,
      )
      .then((r) => r.rows);
    expect((await support.get(fillPath(api.historyLogEntry.path, { id: row?.id }))).statusCode).toBe(404);
  });
});

describe('GET /api/Reports/AddressValidationReport', () => {
  const addresses = (query: Query = {}) =>
    get<AddressValidationPage>(support, api.addressValidation.path, query);

  it('lists the address checks of the window, latest first, with the flags as reported', async () => {
    const page = await addresses();
    expect(page.items.map((row) => row.address)).toEqual(['12 Main St', '9 Nowhere Rd', '1 Odd Ave']);
    expect(page.items[0]).toMatchObject({
      id: addressId,
      customerName: 'Activity Customer',
      validated: true,
      valid: true,
      found: true,
      city: 'Austin',
      state: 'TX',
      zip: '73301',
    });
    expect(page.items[2]).toMatchObject({ validated: false, valid: false, found: false });
  });

  it('filters by validated, valid, found, request, customer and text', async () => {
    const lines = async (query: Query) => (await addresses(query)).items.map((r) => r.address);
    expect(await lines({ valid: 'false', validated: 'true' })).toEqual(['9 Nowhere Rd']);
    expect(await lines({ found: 'true' })).toEqual(['12 Main St']);
    expect(await lines({ validated: 'false' })).toEqual(['1 Odd Ave']);
    expect(await lines({ id: String(addressId) })).toEqual(['12 Main St']);
    expect(await lines({ custId: String(first.accountId) })).toEqual(['12 Main St']);
    expect(await lines({ searchQuery: 'dallas' })).toEqual(['9 Nowhere Rd']);
    expect(await lines({ fromto: fromto(ago(48 * HOUR), ago(36 * HOUR)) })).toEqual([]);
    expect(await lines({ fromto: fromto(ago(3 * HOUR), ago(1.5 * HOUR)) })).toEqual([
      '9 Nowhere Rd',
      '1 Odd Ave',
    ]);
    const bad = await support.get(api.addressValidation.path, { valid: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().propertyErrors).toHaveProperty('valid');
  });
});

describe('CSV for the e-mail receivers', () => {
  it('writes the same CSV as the HTTP export, for filters given as text, the period comma-separated', async () => {
    const source = csvSources.find((s) => s.type === 'AddressValidationReport');
    const period = fromto(ago(7 * 24 * HOUR), ago(0));
    let text = '';
    for await (const chunk of source?.csv(
      t.database.db,
      { companyId: t.fixtures.companyA, testMode: false },
      { valid: 'false', fromto: period.join(',') },
    ) ?? []) {
      text += chunk;
    }
    const http = await support.get(api.addressValidation.path, {
      valid: 'false',
      fromto: period,
      format: 'csv',
    });
    expect(text).toBe(http.body);
    const [header, ...rows] = text.split('\r\n').filter(Boolean);
    expect(header).toBe('Request,Checked At,Customer,Address,City,State,ZIP,Validated,Valid,Found');
    expect(rows).toHaveLength(2);
    expect(csvSources.map((s) => s.type)).toEqual([
      'FailedVerifications',
      'HistoryLogReport',
      'AddressValidationReport',
    ]);
  });

  it('refuses an unknown filter, the paging, a bad value and a reversed period', async () => {
    const source = csvSources.find((s) => s.type === 'HistoryLogReport');
    const drain = async (filters: Record<string, string>) => {
      for await (const chunk of source?.csv(
        t.database.db,
        { companyId: t.fixtures.companyA, testMode: false },
        filters,
      ) ?? []) {
        void chunk;
      }
    };
    await expect(drain({ colour: 'red' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(drain({ severity: 'extreme' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(drain({ fromto: `${ago(0)},${ago(HOUR)}` })).rejects.toMatchObject({ statusCode: 400 });
    await expect(drain({ page: '2' })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('gates', () => {
  it('refuses a signed-out caller with 401', async () => {
    const anonymous = await t.anonymous();
    for (const path of [api.failedVerifications.path, api.historyLog.path, api.addressValidation.path]) {
      expect((await anonymous.get(path)).statusCode).toBe(401);
    }
  });

  it('refuses a company without the Veriscan module with 403', async () => {
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    try {
      expect((await admin.get(api.historyLog.path)).statusCode).toBe(403);
      expect((await admin.get(api.failedVerifications.path)).statusCode).toBe(403);
    } finally {
      await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA });
    }
  });

  it('refuses each report with 403 when the module lacks its feature', async () => {
    const db = t.database.db;
    const [veriscan] = await db
      .select({ id: modules.id })
      .from(modules)
      .where(and(eq(modules.companyId, t.fixtures.companyA), eq(modules.name, Module.Veriscan)));
    const cases = [
      [ValidationReportFeature.FailedVerifications, api.failedVerifications.path],
      [ValidationReportFeature.AddressValidation, api.addressValidation.path],
      [REPORTS_FEATURE, api.historyLog.path],
    ] as const;
    for (const [name, path] of cases) {
      const [feature] = await db.select({ id: features.id }).from(features).where(eq(features.name, name));
      const row = and(
        eq(moduleFeatures.moduleId, veriscan?.id ?? 0),
        eq(moduleFeatures.featureId, feature?.id ?? 0),
      );
      await db.delete(moduleFeatures).where(row);
      try {
        expect((await support.get(path)).statusCode, `${path} without ${name}`).toBe(403);
      } finally {
        await db.insert(moduleFeatures).values({ moduleId: veriscan?.id ?? 0, featureId: feature?.id ?? 0 });
      }
      expect((await support.get(path)).statusCode).toBe(200);
    }
  });
});

describe('the severity rule', () => {
  it("is the database's: validation_check_severity says what CHECK_SEVERITY says", async () => {
    const names = [...Object.keys(CHECK_SEVERITY), 'aNewerAppsCheck'];
    const rank = async (name: string, result: string) => {
      const { rows } = await t.database.db.execute<{ s: number }>(
        sql`select validation_check_severity(${name}, ${result}) as s`,
      );
      return SEVERITIES[Number(rows[0]?.s)];
    };
    for (const name of names) {
      expect(await rank(name, 'failed'), name).toBe(CHECK_SEVERITY[name] ?? 'medium');
      expect(await rank(name, 'warning')).toBe('low');
      expect(await rank(name, 'passed')).toBe('none');
    }
  });
});
