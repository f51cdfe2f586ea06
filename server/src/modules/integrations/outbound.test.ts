import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@console/contract/kit';
import { integrationsApi as api, type Integration } from '@console/contract/integrations/api';
import { incomeVerificationApi } from '@console/contract/integrations/income-verification';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { startFakeYardi, type FakeYardi } from './fake-yardi.ts';
import { testLocation, yardiIntegration, yardiSettings } from './testing.ts';

/*
 * Where the console sends its own requests (docs/security.md): a partner whose base URL is on
 * loopback is not called unless OUTBOUND_ALLOWED_HOSTS names it. Its address is refused when the
 * settings are saved (a literal address or localhost), and, what protects, when the console calls:
 * a name that resolves to 127.0.0.1 (localhost here, written straight to the database as any name
 * would be saved) is resolved, checked and refused, and the partner sees no request.
 */

let partner: FakeYardi;
beforeAll(async () => {
  partner = await startFakeYardi({ username: 'yardi-user', password: 'yardi-pass-0001' }, [
    { propertyCode: 'P1', propertyName: 'Maple Court', addressLine1: '1 Maple St' },
  ]);
});
afterAll(() => partner.close());

const url = (endpoint: { path: string }, guid: string) => fillPath(endpoint.path, { system: 'Yardi', guid });
/** The fake partner by a name that resolves to 127.0.0.1 when called. */
const byName = () => `http://localhost:${new URL(partner.url).port}`;

describe('without OUTBOUND_ALLOWED_HOSTS naming the host', () => {
  let t: TestContext;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestContext({ OUTBOUND_ALLOWED_HOSTS: '' });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('refuses settings whose base URL is a loopback, private or metadata address, naming the field, and stores nothing', async () => {
    const location = await testLocation(t, t.fixtures.companyA, 'Refused Customer');
    for (const [baseUrl, kind] of [
      [partner.url, 'a loopback address'],
      [byName(), 'a loopback address'],
      ['http://169.254.169.254/latest', "the cloud's metadata address"],
      ['http://[::ffff:10.0.0.1]/api', 'a private address'],
    ] as const) {
      const refused = await admin.post(url(api.create, location.guid), yardiSettings(baseUrl));
      expect(refused.statusCode, baseUrl).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'ValidationError',
        propertyErrors: { baseUrl: [expect.stringContaining(`Base URL points at ${kind}`)] },
      });
    }
    expect((await admin.get(url(api.get, location.guid))).json<Integration>().configured).toBe(false);

    const income = await admin.post(incomeVerificationApi.create.path, {
      locationGuid: location.guid,
      provider: 'truv',
      baseUrl: 'http://10.1.2.3',
      providerAccountId: 'acct-1',
      apiKey: 'income-key-0001',
      incomeToRentRatio: 3,
      lookbackMonths: 3,
      enabled: true,
    });
    expect(income.statusCode, income.body).toBe(400);
    expect(income.json().propertyErrors.baseUrl[0]).toContain('a private address');
  });

  it('does not call a partner whose name resolves to 127.0.0.1: the test says why, its locations answer 502, the partner sees nothing', async () => {
    const { location } = await yardiIntegration(t, t.fixtures.companyA, byName());
    const before = partner.requests.length;

    const test = await admin.post(url(api.testConnection, location.guid));
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^Yardi GET \/properties\/P1 was not sent: localhost resolves to (127\.0\.0\.1|::1), a loopback address: .*OUTBOUND_ALLOWED_HOSTS/,
      ),
    });
    const listed = await admin.get(url(api.partnerLocations, location.guid));
    expect(listed.statusCode).toBe(502);
    expect(listed.json()).toMatchObject({
      code: 'BadGateway',
      message: expect.stringContaining('a loopback address'),
    });
    expect(partner.requests.length).toBe(before);
  });
});

describe('with OUTBOUND_ALLOWED_HOSTS naming the host', () => {
  let t: TestContext;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestContext({ OUTBOUND_ALLOWED_HOSTS: 'localhost' });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('saves the settings and calls the partner', async () => {
    const location = await testLocation(t, t.fixtures.companyA, 'Allowed Customer');
    const created = await admin.post(url(api.create, location.guid), yardiSettings(byName()));
    expect(created.statusCode, created.body).toBe(200);
    const test = await admin.post(url(api.testConnection, location.guid));
    expect(test.json()).toMatchObject({ ok: true, message: 'Connected to Yardi: Maple Court' });
  });

  it('still refuses what it does not name (another loopback address)', async () => {
    const { location } = await yardiIntegration(t, t.fixtures.companyA, partner.url);
    const test = await admin.post(url(api.testConnection, location.guid));
    expect(test.json()).toMatchObject({
      ok: false,
      message: expect.stringContaining('127.0.0.1 is a loopback address'),
    });
  });
});
