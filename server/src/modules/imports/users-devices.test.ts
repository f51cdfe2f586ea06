import { parse as parseCsv } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_ROWS,
  USERS_DEVICES_COLUMNS,
  importsApi,
  type ImportPreview,
  type ImportJob,
} from '@console/contract/imports/api';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import type { ErrorBody } from '@console/contract/errors';
import { accountUsers, auditLog, devices } from '../../db/schema.ts';
import { testQueues } from '../../jobs/testing.ts';
import {
  createTestContext,
  grantEveryModule,
  type TestClient,
  type TestContext,
} from '../../testing/harness.ts';
import { auditEntries } from '../../testing/audit.ts';
import { onlineCustomer, type TestOnlineCustomer } from '../vsonline/testing.ts';
import { TOO_MANY_ROWS } from './read-csv.ts';
import { importJobKind } from './service.ts';
import { csvOf, finished, jobUrl, previewUrl, sendFile, startUrl } from './testing.ts';

const MAX_FILE_BYTES = 3 * 1024 * 1024;

let t: TestContext;
let admin: TestClient;
let customer: TestOnlineCustomer;
const worker = () => queues.queue([importJobKind]);
let queues: ReturnType<typeof testQueues>;

beforeAll(async () => {
  t = await createTestContext({ IMPORT_MAX_FILE_BYTES: String(MAX_FILE_BYTES) });
  admin = await t.signIn('admin');
  customer = await onlineCustomer(t);
  // A worker of the import jobs on the app's queue, as a started server runs them.
  queues = testQueues(t.database, t.app.jobs.schema);
  await worker().start();
});
afterAll(async () => {
  await queues.stopAll();
  await t.close();
});

const KIND = 'UsersDevices';
const LOCATION = 'Online Customer Front Desk';

/** 10,000 rows: 6,000 users and 4,000 devices at the customer's location. */
function bigFile(bad: ReadonlyMap<number, Record<string, string>> = new Map()) {
  const rows: Record<string, string>[] = [];
  for (let i = 0; i < 10_000; i += 1) {
    const row: Record<string, string> =
      i < 6000
        ? {
            Type: 'User',
            Login: `imported.${i}`,
            'First Name': `First${i}`,
            'Last Name': `Last${i}`,
            Email: `imported.${i}@example.com`,
            Active: i % 10 === 0 ? 'No' : 'Yes',
          }
        : {
            Type: 'Device',
            Serial: `IMP-${i}`,
            'Device Name': `Device ${i}`,
            Kind: i % 2 ? 'iPad' : 'scanner',
            'App Version': '5.1.0',
            Location: LOCATION,
          };
    rows.push({ ...row, ...bad.get(i) });
  }
  return csvOf(KIND, rows);
}

/** Rows 100, 5000 and 8000 broken (lines 102, 5002 and 8002: the header is line 1). */
const BROKEN = new Map<number, Record<string, string>>([
  [100, { Email: 'not-an-address' }],
  [5000, { Active: 'Maybe' }],
  [8000, { Location: 'Nowhere' }],
]);

const audited = async (action: string) =>
  (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]?.n;
const usersOf = async (accountId: number) =>
  (
    await t.database.db.select({ n: count() }).from(accountUsers).where(eq(accountUsers.accountId, accountId))
  )[0]?.n;
const devicesOf = async (accountId: number) =>
  (await t.database.db.select({ n: count() }).from(devices).where(eq(devices.accountId, accountId)))[0]?.n;

describe('GET the Users & Devices template', () => {
  it('is a CSV with every column and an example user and device', async () => {
    const response = await admin.get(importsApi.UsersDevices.template.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('users-devices-template.csv');
    const [header, ...rows] = parseCsv(response.body) as string[][];
    expect(header).toEqual(USERS_DEVICES_COLUMNS.map((column) => column.header));
    expect(rows.map((row) => row[0])).toEqual(['User', 'Device']);
  });

  it('previews as valid: the template imports as it is', async () => {
    // The example device's location, as the customer names its own.
    const template = (await admin.get(importsApi.UsersDevices.template.path)).body.replace(
      /,Front Desk\r\n/,
      `,${LOCATION}\r\n`,
    );
    const response = await sendFile(t, admin, previewUrl(KIND, customer.accountId), template);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportPreview>()).toMatchObject({ rows: 2, errorCount: 0, errors: [] });
  });
});

describe('a 10,000-row Users & Devices file', () => {
  it('with 3 bad rows: the preview names exactly those rows, the import is refused, nothing is written', async () => {
    const users = await usersOf(customer.accountId);
    const deviceCount = await devicesOf(customer.accountId);
    const file = bigFile(BROKEN);

    const preview = await sendFile(t, admin, previewUrl(KIND, customer.accountId), file, 'people.csv');
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json<ImportPreview>();
    expect(body).toMatchObject({
      kind: KIND,
      customerId: customer.accountId,
      fileName: 'people.csv',
      rows: 10_000,
    });
    expect(body.errorCount).toBe(3);
    expect(body.errors).toEqual([
      { line: 102, column: 'Email', reason: 'Email is not a valid e-mail address' },
      { line: 5002, column: 'Active', reason: 'Active must be Yes or No' },
      {
        line: 8002,
        column: 'Location',
        reason:
          'No location of the customer is named "Nowhere" (the Team Members & Locations import adds locations)',
      },
    ]);
    expect(body.counts).toEqual([
      { entity: 'user', create: 5998, update: 0, unchanged: 0 },
      { entity: 'device', create: 3999, update: 0, unchanged: 0 },
    ]);

    const refused = await sendFile(t, admin, startUrl(KIND, customer.accountId), file);
    expect(refused.statusCode).toBe(400);
    const error = refused.json<ErrorBody>();
    expect(error.message).toBe('The file has 3 errors; nothing was imported');
    expect(error.multipleErrors?.map((e) => e.message)).toEqual([
      'Line 102, Email: Email is not a valid e-mail address',
      'Line 5002, Active: Active must be Yes or No',
      expect.stringMatching(/^Line 8002, Location: No location of the customer is named "Nowhere"/),
    ]);
    expect(await usersOf(customer.accountId)).toBe(users);
    expect(await devicesOf(customer.accountId)).toBe(deviceCount);
  });

  it('fixed: imports fully in a job, audited with its counts; the same file again changes nothing', async () => {
    const users = (await usersOf(customer.accountId)) ?? 0;
    const deviceCount = (await devicesOf(customer.accountId)) ?? 0;
    const file = bigFile();

    const started = await sendFile(t, admin, startUrl(KIND, customer.accountId), file, 'people.csv');
    expect(started.statusCode, started.body).toBe(200);
    const job = started.json<ImportJob>();
    expect(job).toMatchObject({
      kind: KIND,
      customerId: customer.accountId,
      state: 'queued',
      fileName: 'people.csv',
    });

    const done = await finished(admin, job.id);
    expect(done.state).toBe('completed');
    expect(done.result).toMatchObject({
      outcome: 'imported',
      rows: 10_000,
      errorCount: 0,
      counts: [
        { entity: 'user', create: 6000, update: 0, unchanged: 0 },
        { entity: 'device', create: 4000, update: 0, unchanged: 0 },
      ],
    });
    expect(await usersOf(customer.accountId)).toBe(users + 6000);
    expect(await devicesOf(customer.accountId)).toBe(deviceCount + 4000);
    const [user] = await t.database.db
      .select()
      .from(accountUsers)
      .where(eq(accountUsers.userName, 'imported.10'));
    expect(user).toMatchObject({ firstName: 'First10', active: false, admin: false, passwordHash: null });
    const [device] = await t.database.db.select().from(devices).where(eq(devices.serial, 'IMP-6000'));
    expect(device).toMatchObject({ kind: 'Scanner', locationId: customer.locationId, appVersion: '5.1.0' });

    const audit = (await auditEntries(t, 'import.usersDevices', customer.accountId)).at(-1);
    expect(audit).toMatchObject({ actorName: expect.any(String), entityType: 'account' });
    expect(audit?.changes).toMatchObject({
      file: { to: 'people.csv' },
      job: { to: job.id },
      user: { to: { create: 6000, update: 0, unchanged: 0 } },
      device: { to: { create: 4000, update: 0, unchanged: 0 } },
    });

    // Each record written is audited as one written by hand.
    const [created] = await auditEntries(t, 'accountUser.create', String(user?.id));
    expect(created?.changes).toMatchObject({
      accountId: { to: customer.accountId },
      userName: { to: 'imported.10' },
      firstName: { to: 'First10' },
      active: { to: false },
    });
    expect(await audited('device.create')).toBe(4000);

    // Again: every row matched by login or serial, and nothing differs.
    const preview = (
      await sendFile(t, admin, previewUrl(KIND, customer.accountId), file)
    ).json<ImportPreview>();
    expect(preview.counts).toEqual([
      { entity: 'user', create: 0, update: 0, unchanged: 6000 },
      { entity: 'device', create: 0, update: 0, unchanged: 4000 },
    ]);
    const again = await finished(
      admin,
      (await sendFile(t, admin, startUrl(KIND, customer.accountId), file)).json<ImportJob>().id,
    );
    expect(again.result?.counts).toEqual(preview.counts);
    expect(await usersOf(customer.accountId)).toBe(users + 6000);
    expect(await devicesOf(customer.accountId)).toBe(deviceCount + 4000);
    expect(await audited('device.create')).toBe(4000);
    expect(await audited('accountUser.update')).toBe(0);
  });
});

describe('Users & Devices rows', () => {
  it('updates the columns given, matching logins whatever their case, and leaves empty cells as stored', async () => {
    const file = csvOf(KIND, [
      { Type: 'user', Login: 'IMPORTED.1', Phone: '555-0199', Admin: 'yes' },
      { Type: 'Device', Serial: 'IMP-6001', 'App Version': '6.0.0' },
    ]);
    const preview = (
      await sendFile(t, admin, previewUrl(KIND, customer.accountId), file)
    ).json<ImportPreview>();
    expect(preview.outcomes).toEqual([
      { line: 2, entity: 'user', key: 'imported.1', action: 'update', fields: ['Phone', 'Admin'] },
      { line: 3, entity: 'device', key: 'IMP-6001', action: 'update', fields: ['App Version'] },
    ]);
    const done = await finished(
      admin,
      (await sendFile(t, admin, startUrl(KIND, customer.accountId), file)).json<ImportJob>().id,
    );
    expect(done.result?.outcome).toBe('imported');
    const [user] = await t.database.db
      .select()
      .from(accountUsers)
      .where(eq(accountUsers.userName, 'imported.1'));
    const [audit] = await auditEntries(t, 'accountUser.update', String(user?.id));
    expect(audit?.changes).toEqual({ phone: { from: '', to: '555-0199' }, admin: { from: false, to: true } });
    expect(user).toMatchObject({
      phone: '555-0199',
      admin: true,
      firstName: 'First1',
      email: 'imported.1@example.com',
    });
  });

  it("refuses another customer's login, a login twice, a new user without names and an unknown type", async () => {
    const other = await onlineCustomer(t, t.fixtures.companyA, 'Other Customer');
    const file = csvOf(KIND, [
      { Type: 'User', Login: other.userName, 'First Name': 'A', 'Last Name': 'B', Email: 'a@b.co' },
      { Type: 'User', Login: 'twice', 'First Name': 'A', 'Last Name': 'B', Email: 'a@b.co' },
      { Type: 'User', Login: 'TWICE', 'First Name': 'A', 'Last Name': 'B', Email: 'a@b.co' },
      { Type: 'User', Login: 'nameless' },
      { Type: 'Printer' },
      { Type: '' },
    ]);
    const preview = (
      await sendFile(t, admin, previewUrl(KIND, customer.accountId), file)
    ).json<ImportPreview>();
    expect(preview.errors).toEqual([
      { line: 2, column: 'Login', reason: "Login is already taken by another customer's user" },
      { line: 4, column: 'Login', reason: 'TWICE is on line 3 too' },
      { line: 5, column: 'First Name', reason: 'First Name is required for a new user' },
      { line: 5, column: 'Last Name', reason: 'Last Name is required for a new user' },
      { line: 5, column: 'Email', reason: 'Email is required for a new user' },
      { line: 6, column: 'Type', reason: 'Type must be one of User, Device' },
      { line: 7, column: 'Type', reason: 'Type is required' },
    ]);
  });
  it('checks a row with a problem against the records too, so every error of a row is found at once', async () => {
    const file = csvOf(KIND, [
      { Type: 'Device', Serial: 'NEW-1', Kind: 'Toaster', Location: 'Nowhere' },
      { Type: 'User', Login: 'new.person', Email: 'not-an-address' },
    ]);
    const preview = (
      await sendFile(t, admin, previewUrl(KIND, customer.accountId), file)
    ).json<ImportPreview>();
    expect(preview.errors).toEqual([
      { line: 2, column: 'Kind', reason: 'Kind must be one of iPad, Scanner, Phone, Desktop, Unknown' },
      {
        line: 2,
        column: 'Location',
        reason:
          'No location of the customer is named "Nowhere" (the Team Members & Locations import adds locations)',
      },
      { line: 2, column: 'Device Name', reason: 'Device Name is required for a new device' },
      { line: 3, column: 'Email', reason: 'Email is not a valid e-mail address' },
      { line: 3, column: 'First Name', reason: 'First Name is required for a new user' },
      { line: 3, column: 'Last Name', reason: 'Last Name is required for a new user' },
    ]);
    expect(preview.outcomes).toEqual([]);
  });
});

describe('the file', () => {
  const url = () => previewUrl(KIND, customer.accountId);
  const fileError = async (response: Awaited<ReturnType<typeof sendFile>>) => {
    expect(response.statusCode, response.body).toBe(400);
    return response.json<ErrorBody>().propertyErrors?.file;
  };

  it(`refuses more than ${IMPORT_MAX_ROWS} rows`, async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `User,u${i}`).join('\n');
    const file = `Type,Login,First Name,Last Name,Email,Phone,Active,Admin,Read Only,Serial,Device Name,Kind,App Version,Location\n${rows}\n`;
    expect(await fileError(await sendFile(t, admin, url(), file))).toEqual([TOO_MANY_ROWS]);
  });

  it('refuses a file larger than the limit with 413', async () => {
    const response = await sendFile(t, admin, url(), 'Type\n' + 'x'.repeat(MAX_FILE_BYTES));
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().message).toBe(
      'The file is larger than 3 MB, the most one import takes',
    );
  });

  it('names the columns a header lacks or does not know, an empty file, a file that is not CSV', async () => {
    expect(await fileError(await sendFile(t, admin, url(), 'Type,Login,Colour\nUser,ann\n'))).toEqual([
      'The header names an unknown column "Colour"',
      expect.stringMatching(
        /^The header lacks the columns "First Name", "Last Name", "Email", .* \(download the template\)$/,
      ),
    ]);
    expect(await fileError(await sendFile(t, admin, url(), csvOf(KIND, [])))).toEqual([
      'The file is empty: it needs the header row and at least one row',
    ]);
    expect(await fileError(await sendFile(t, admin, url(), `${csvOf(KIND, [])}User,"ann\n`))).toEqual([
      expect.stringMatching(/^The file is not valid CSV/),
    ]);
    const image = await sendFile(t, admin, url(), Buffer.from([0x89, 0x50]), 'photo.png', 'image/png');
    expect(image.statusCode).toBe(415);
  });

  it('wants the file as multipart, in the field file', async () => {
    expect((await admin.post(url(), {})).statusCode).toBe(415);
    const form = new FormData();
    form.append('other', new Blob(['x']), 'a.csv');
    const response = await t.app.inject({
      method: 'POST',
      url: url(),
      cookies: admin.cookies,
      headers: { [ANTI_FORGERY_HEADER]: admin.token },
      payload: form,
    });
    expect(await fileError(response)).toEqual(['Choose a CSV file to import']);
  });
});

describe('gates', () => {
  it("answers 404 for another company's customer and its import jobs, 401 signed out, 403 read-only", async () => {
    const b = await onlineCustomer(t, t.fixtures.companyB, 'Beta Customer');
    const file = csvOf(KIND, [
      { Type: 'User', Login: 'gate.user', 'First Name': 'G', 'Last Name': 'U', Email: 'g@u.co' },
    ]);
    expect((await sendFile(t, admin, previewUrl(KIND, b.accountId), file)).statusCode).toBe(404);
    expect((await sendFile(t, admin, startUrl(KIND, b.accountId), file)).statusCode).toBe(404);
    expect(
      (await sendFile(t, await t.anonymous(), previewUrl(KIND, customer.accountId), file)).statusCode,
    ).toBe(401);
    // Read-only staff may check a file (a preview writes nothing), not import it.
    const readonly = await t.signIn('readonly');
    expect((await sendFile(t, readonly, previewUrl(KIND, customer.accountId), file)).statusCode).toBe(200);
    expect((await sendFile(t, readonly, startUrl(KIND, customer.accountId), file)).statusCode).toBe(403);

    const job = (await sendFile(t, admin, startUrl(KIND, customer.accountId), file)).json<ImportJob>();
    await finished(admin, job.id);
    // companyB with the module, so the answer can only be the tenant's.
    await grantEveryModule(t.database, t.fixtures.companyB);
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    try {
      expect((await admin.get(jobUrl(job.id))).statusCode).toBe(404);
    } finally {
      await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA });
    }
  });
});
