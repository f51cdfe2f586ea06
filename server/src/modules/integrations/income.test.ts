import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillPath } from '@console/contract/kit';
import {
  incomeVerificationApi as api,
  type IncomeVerification,
  type IncomeVerificationCreate,
} from '@console/contract/integrations/income-verification';
import { auditLog } from '../../db/schema.ts';
import { incomeVerifications } from './income-verification-tables.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { testLocation } from './testing.ts';

/*
 * Income verification connections (/api/Integrations/IncomeVerification): created for a location,
 * read back with the API key masked, listed by location and provider, changed (a key left out is
 * kept), deleted, each audited without the key. 401, 403 and another company's 404 are the
 * generated gate suite's (gate-fixtures.ts); here also a location of another company's in a body.
 */

let t: TestContext;
let admin: TestClient;
appForFile(async (context) => {
  t = context;
  admin = await t.signIn('admin');
});

const one = (id: number) => fillPath(api.get.path, { id });
const body = (
  locationGuid: string,
  over: Partial<IncomeVerificationCreate> = {},
): IncomeVerificationCreate => ({
  locationGuid,
  provider: 'truv',
  baseUrl: 'https://prod.truv.example',
  providerAccountId: 'ACME-77',
  apiKey: 'truv-secret-key-0042',
  incomeToRentRatio: 2.75,
  lookbackMonths: 6,
  enabled: true,
  ...over,
});

describe('an income verification connection', () => {
  it('is created with its key masked and sealed, read, listed, changed (the key kept), deleted, and audited', async () => {
    const location = await testLocation(t, t.fixtures.companyA, 'Income Customer');
    const created = await admin.post(api.create.path, body(location.guid));
    expect(created.statusCode, created.body).toBe(200);
    const connection = created.json<IncomeVerification>();
    expect(connection).toMatchObject({
      locationGuid: location.guid,
      provider: 'truv',
      providerAccountId: 'ACME-77',
      apiKey: '••••••0042',
      incomeToRentRatio: 2.75,
      lookbackMonths: 6,
      enabled: true,
    });
    const [stored] = await t.database.db
      .select()
      .from(incomeVerifications)
      .where(eq(incomeVerifications.id, connection.id));
    expect(JSON.stringify(stored)).not.toContain('truv-secret-key-0042');

    expect((await admin.get(one(connection.id))).json()).toEqual(connection);
    const list = await admin.get(api.list.path, { locationGuid: location.guid });
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: connection.id, provider: 'truv', incomeToRentRatio: 2.75 }],
    });
    expect(
      (await admin.get(api.list.path, { locationGuid: location.guid, provider: 'plaid' })).json(),
    ).toMatchObject({ total: 0 });

    const rest = {
      provider: 'truv' as const,
      baseUrl: 'https://prod.truv.example',
      providerAccountId: 'ACME-77',
      incomeToRentRatio: 2.75,
      lookbackMonths: 6,
      enabled: true,
    };
    const changed = await admin.put(one(connection.id), { ...rest, incomeToRentRatio: 3, enabled: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ incomeToRentRatio: 3, enabled: false, apiKey: '••••••0042' });
    const rekeyed = await admin.put(one(connection.id), { ...rest, apiKey: 'another-key-9999' });
    expect(rekeyed.json()).toMatchObject({ apiKey: '••••••9999' });

    expect((await admin.delete(one(connection.id))).statusCode).toBe(204);
    expect((await admin.get(one(connection.id))).statusCode).toBe(404);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'incomeVerification'));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'incomeVerification.create',
        'incomeVerification.update',
        'incomeVerification.delete',
      ]),
    );
    expect(JSON.stringify(entries)).not.toMatch(/truv-secret-key-0042|another-key-9999/);
  });

  it('refuses bad input by field, nothing written', async () => {
    const location = await testLocation(t, t.fixtures.companyA, 'Bad Income Customer');
    const cases: [Partial<IncomeVerificationCreate> | Record<string, unknown>, string][] = [
      [{ baseUrl: 'not a url' }, 'baseUrl'],
      [{ incomeToRentRatio: 0.5 }, 'incomeToRentRatio'],
      [{ incomeToRentRatio: 2.555 }, 'incomeToRentRatio'],
      [{ lookbackMonths: 25 }, 'lookbackMonths'],
      [{ provider: 'nobody' }, 'provider'],
      [{ apiKey: '  ' }, 'apiKey'],
    ];
    for (const [over, field] of cases) {
      const response = await admin.post(api.create.path, { ...body(location.guid), ...over });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json<{ propertyErrors: object }>().propertyErrors), field).toContain(field);
    }
    const rows = await t.database.db.select().from(incomeVerifications);
    expect(
      rows.filter((row) => row.providerAccountId === 'ACME-77' && row.locationId === location.locationId),
    ).toEqual([]);
  });

  it('refuses a second connection to the same provider (409), and a location of another company (404)', async () => {
    const location = await testLocation(t, t.fixtures.companyA, 'Twice Income Customer');
    expect((await admin.post(api.create.path, body(location.guid))).statusCode).toBe(200);
    const twice = await admin.post(api.create.path, body(location.guid));
    expect(twice.statusCode).toBe(409);
    expect((await admin.post(api.create.path, body(location.guid, { provider: 'argyle' }))).statusCode).toBe(
      200,
    );

    const elsewhere = await testLocation(t, t.fixtures.companyB, 'Other Income Customer');
    expect((await admin.post(api.create.path, body(elsewhere.guid))).statusCode).toBe(404);
  });

  it('answers 401 signed out and 403 read-only on a change', async () => {
    const anonymous = await t.anonymous();
    expect((await anonymous.get(api.list.path)).statusCode).toBe(401);
    const readonly = await t.signIn('readonly');
    const location = await testLocation(t, t.fixtures.companyA, 'Readonly Income Customer');
    expect((await readonly.post(api.create.path, body(location.guid))).statusCode).toBe(403);
  });
});
