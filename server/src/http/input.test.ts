import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { fillPath } from '@console/contract/kit';
import { COLLECTOR_INGEST_PATH } from '@console/contract/collector/api';
import {
  apiTokens,
  auditLog,
  customerAccounts,
  sessions,
  staffUsers,
  verificationRequests,
} from '../db/schema.ts';
import { collectorLogs } from '../modules/collector/tables.ts';
import { incomeVerifications } from '../modules/integrations/income-verification-tables.ts';
import { aRequest, productAccount, report } from '../modules/activity/testing.ts';
import { createTestAccount } from '../modules/accounts/testing.ts';
import { testLocation } from '../modules/integrations/testing.ts';
import { issueProductToken } from '../modules/collector/tokens.ts';
import { insertStaffUser } from '../platform/staff-users.ts';
import {
  createTestContext,
  grantEveryModule,
  grantEveryProject,
  PASSWORD,
  type TestClient,
} from '../testing/harness.ts';
import { gateKey, loadGateFixtures } from '../testing/gate-suite.ts';
import { appRoutes } from '../testing/routes.ts';

/**
 * No input gets a 5xx (docs/security.md): each class of input that once reached the database
 * and failed there (500), or slipped through a loose check, is refused with 400 in the error shape,
 * its message naming the field. Refused writes store nothing.
 */

const t = await createTestContext();
afterAll(() => t.close());

let admin: TestClient;
beforeAll(async () => {
  admin = await t.signIn('admin');
});

const rowsOf = async (
  table:
    | typeof customerAccounts
    | typeof sessions
    | typeof staffUsers
    | typeof auditLog
    | typeof verificationRequests,
) => (await t.database.db.select({ n: count() }).from(table))[0]?.n;

/** The 400 in the error shape, with the messages under each field. */
function expectRefused(response: LightMyRequestResponse, propertyErrors: Record<string, string[]>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'ValidationError', propertyErrors });
}

const NEW_ACCOUNT = {
  customerName: 'Input Test',
  firstName: 'Ina',
  lastName: 'Put',
  userName: 'input-test',
  email: 'ina@input.test',
  assignedTo: t.fixtures.users.admin,
};

/** Creates an account with the body changed as given; the refusal must leave no account behind. */
async function createAccount(change: Record<string, unknown>) {
  const before = await rowsOf(customerAccounts);
  const response = await admin.post('/api/CommonAccount/create', { ...NEW_ACCOUNT, ...change });
  expect(await rowsOf(customerAccounts)).toBe(before);
  return response;
}

/** A JSON body written as text (or bytes), for what JSON.stringify cannot write (1e309, a `null` body). */
const rawJson = (
  client: TestClient,
  url: string,
  json: string | Buffer,
  method: 'POST' | 'PUT' | 'DELETE' = 'POST',
) =>
  t.app.inject({
    method,
    url,
    cookies: client.cookies,
    headers: { 'content-type': 'application/json', [ANTI_FORGERY_HEADER]: client.token },
    payload: json,
  });

/** The sign-in page's form post, as a browser without script sends it. */
async function signInForm(fields: Record<string, string>) {
  const browser = await t.anonymous();
  return t.app.inject({
    method: 'POST',
    url: '/Authorize/Login',
    cookies: browser.cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...fields, __RequestVerificationToken: browser.token }).toString(),
  });
}

describe('a NUL character, which PostgreSQL keeps in no text, is refused naming the field', () => {
  const nul = (field: string) => [`${field} must not contain a NUL character`];

  it('in a JSON body', async () => {
    expectRefused(await createAccount({ customerName: 'Acme\u0000' }), {
      customerName: nul('Account Name'),
    });
  });

  it('in a query', async () => {
    expectRefused(await admin.get('/api/CommonAccount/list', { textFilter: 'ac\u0000me' }), {
      textFilter: nul('Search'),
    });
  });

  it('in a path', async () => {
    const response = await admin.get('/api/Lookups/TimeZones', { selectedId: 'UTC\u0000' });
    expectRefused(response, { 'selectedId[0]': nul('selectedId[0]') });
    const inPath = await admin.get('/api/DocumentCollector/REF%00');
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().propertyErrors.id).toContain(nul('id')[0]);
  });

  it('in the sign-in name, sent as JSON or as the sign-in form, and signs no one in', async () => {
    const browser = await t.anonymous();
    const sessionsBefore = await rowsOf(sessions);
    expectRefused(await browser.post('/Authorize/Login', { userName: 'admin\u0000', password: PASSWORD }), {
      userName: nul('Login'),
    });
    expectRefused(await signInForm({ userName: 'admin\u0000', password: PASSWORD }), {
      userName: nul('Login'),
    });
    expect(await rowsOf(sessions)).toBe(sessionsBefore);
  });
});

describe("an integer beyond the database's integer column (int4) is refused", () => {
  const tooLarge = (field: string) => [`${field} must be at most 2147483647`];

  it('in a path, while the largest id is looked up (and not found)', async () => {
    expectRefused(await admin.get('/api/CommonAccount/2147483648'), { id: tooLarge('id') });
    expect((await admin.get('/api/CommonAccount/2147483647')).statusCode).toBe(404);
  });

  it('in a query, alone or in a list', async () => {
    expectRefused(await admin.get('/api/Lookups/Accounts', { currentAccountId: '2147483648' }), {
      currentAccountId: tooLarge('currentAccountId'),
    });
    expectRefused(
      await admin.get('/api/CommonAccount/list', { assignedToCollection: ['1', '99999999999'] }),
      {
        'assignedToCollection[1]': tooLarge('assignedToCollection[1]'),
      },
    );
    expectRefused(await admin.get('/api/CommonAccount/list', { page: '2147483648' }), {
      page: tooLarge('page'),
    });
  });

  it('in a body, at the top and inside a list', async () => {
    expectRefused(await createAccount({ assignedTo: 2 ** 31 }), { assignedTo: tooLarge('Assigned To') });
    expectRefused(await createAccount({ products: [{ productId: 2 ** 31 }] }), {
      'products[0].productId': tooLarge('Product'),
    });
    expectRefused(await admin.post('/api/user/AdministeredCompany', { companyType: 2 ** 40 }), {
      companyType: tooLarge('companyType'),
    });
  });
});

describe('a number that is not finite is refused', () => {
  it.each(['Infinity', '-Infinity', '1e309', 'NaN'])('%s as a page or page size', async (text) => {
    expectRefused(await admin.get('/api/CommonAccount/list', { pageSize: text }), {
      pageSize: ['pageSize must be a whole number'],
    });
    expectRefused(await admin.get('/api/Lookups/TimeZones', { page: text }), {
      page: ['page must be a whole number'],
    });
  });

  it('1e309 in a JSON body, which JSON reads as Infinity', async () => {
    expectRefused(await rawJson(admin, '/api/user/AdministeredCompany', '{"companyType": 1e309}'), {
      companyType: ['companyType must be a whole number'],
    });
    expectRefused(await rawJson(admin, '/api/CommonAccount/create', '{"dayEnds": -1e309}'), {
      dayEnds: ['Day Ends must be a whole number'],
    });
  });
});

describe('a return URL a Location header cannot carry is refused, never a 500', () => {
  const refusal = { ReturnUrl: ['Return URL is not in the expected format'] };

  it.each([
    ['a line break', '/accounts\r\nSet-Cookie: taken=1'],
    ['a NUL', '/accounts\u0000'],
    ['a tab', '/\t/elsewhere.example'],
    ['a character beyond ASCII', '/日本'],
  ])('with %s, on the sign-in page of a signed-in user (who is redirected)', async (_case, url) => {
    const response = await admin.get('/Authorize/Login', { ReturnUrl: url });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors.ReturnUrl).toContain(refusal.ReturnUrl[0]);
    expect(response.headers.location).toBeUndefined();
  });

  it('in the sign-in form, signing no one in', async () => {
    const sessionsBefore = await rowsOf(sessions);
    const response = await signInForm({ userName: 'admin', password: PASSWORD, ReturnUrl: '/a\r\nX: y' });
    expect(response.statusCode).toBe(400);
    // Its line break is also what no one-line text may hold (contract/src/kit/text.ts).
    expect(response.json().propertyErrors.ReturnUrl).toEqual([
      refusal.ReturnUrl[0],
      'Return URL must be one line, without tabs or line breaks',
    ]);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await rowsOf(sessions)).toBe(sessionsBefore);
  });

  it('while a percent-encoded address, as browsers send it, is followed', async () => {
    const response = await admin.get('/Authorize/Login', { ReturnUrl: '/accounts?textFilter=%E6%97%A5' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/accounts?textFilter=%E6%97%A5');
  });
});

describe('types are strict', () => {
  it('a JSON null, flag or number is not text', async () => {
    expectRefused(await createAccount({ customerName: null, firstName: true, lastName: 7 }), {
      customerName: ['Account Name must be text'],
      firstName: ['First Name must be text'],
      lastName: ['Last Name must be text'],
    });
  });

  it('a JSON text is not a flag or a number', async () => {
    expectRefused(await createAccount({ isDaylightsavingTime: 'true', dayEnds: '3600', assignedTo: '1' }), {
      isDaylightsavingTime: ['Daylight Saving Time must be true or false'],
      dayEnds: ['Day Ends must be a whole number'],
      assignedTo: ['Assigned To must be a whole number'],
    });
  });

  it.each(['0x1', '+1', ' 1', '1 ', '01', '1e0', '1.0', '1_0', ''])(
    '%j is not an id, in a path or a query',
    async (text) => {
      expectRefused(await admin.get(`/api/CommonAccount/${encodeURIComponent(text)}/Users`), {
        id: ['id must be a whole number'],
      });
      expectRefused(await admin.get('/api/Lookups/Accounts', { currentAccountId: text }), {
        currentAccountId: ['currentAccountId must be a whole number'],
      });
    },
  );

  it('canonical numbers are read as numbers, and one value where a list is expected as a list of one', async () => {
    const page = await admin.get('/api/CommonAccount/list', {
      page: '2',
      pageSize: '20',
      assignedToCollection: String(t.fixtures.users.admin),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().page).toBe(2);
  });
});

describe('unknown fields are refused, each named', () => {
  const unknown = (name: string) => [`${name} is not a known field`];

  it('in a JSON body, at the top and inside a list', async () => {
    expectRefused(await createAccount({ isAdmin: true, products: [{ productId: 1, discount: 100 }] }), {
      isAdmin: unknown('isAdmin'),
      'products[0].discount': unknown('discount'),
    });
  });

  it('in a query, also of a call that takes none', async () => {
    expectRefused(await admin.get('/api/CommonAccount/list', { pagesize: '400', debug: '1' }), {
      pagesize: unknown('pagesize'),
      debug: unknown('debug'),
    });
    expectRefused(await admin.get('/api/user/info', { as: 'checkpoint' }), { as: unknown('as') });
  });

  it('in the sign-in form', async () => {
    expectRefused(await signInForm({ userName: 'admin', password: PASSWORD, remember: 'on' }), {
      remember: unknown('remember'),
    });
  });

  it('in the body of a call that takes none, which then does nothing', async () => {
    const created = await admin.post('/api/CommonAccount/create', NEW_ACCOUNT);
    const { customerId } = created.json<{ customerId: number }>();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/CommonAccount/${customerId}`,
      cookies: admin.cookies,
      headers: { 'content-type': 'application/json', [ANTI_FORGERY_HEADER]: admin.token },
      payload: JSON.stringify({ force: true }),
    });
    expectRefused(response, { force: unknown('force') });
    expect((await admin.get(`/api/CommonAccount/${customerId}`)).statusCode).toBe(200);
  });
});

describe('a form post is taken only where a browser form posts (sign-in, sign-out)', () => {
  it('answers 415 to a form sent to a JSON call, and stores nothing', async () => {
    const before = await rowsOf(customerAccounts);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/CommonAccount/create',
      cookies: admin.cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded', [ANTI_FORGERY_HEADER]: admin.token },
      payload: new URLSearchParams({ ...NEW_ACCOUNT, assignedTo: String(NEW_ACCOUNT.assignedTo) }).toString(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UnsupportedMediaType' });
    expect(await rowsOf(customerAccounts)).toBe(before);
  });
});

describe('limits', () => {
  it('refuses 20,000 products in one create at once, storing nothing', async () => {
    const products = Array.from({ length: 20_000 }, () => ({ productId: 1 }));
    const started = Date.now();
    expectRefused(await createAccount({ products }), { products: ['Products may have at most 50 items'] });
    // The refusal is the validator's, before any row is read: well under the 6 s the create took.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("bounds a list's page size at the spec's largest, 400, and a lookup's at 100", async () => {
    expect((await admin.get('/api/CommonAccount/list', { pageSize: '400' })).statusCode).toBe(200);
    expectRefused(await admin.get('/api/CommonAccount/list', { pageSize: '401' }), {
      pageSize: ['pageSize must be at most 400'],
    });
    expectRefused(await admin.get('/api/AdminManagement/Users', { PageSize: '1000' }), {
      PageSize: ['PageSize must be at most 400'],
    });
    expectRefused(await admin.get('/api/Lookups/AdminUsers', { pageSize: '101' }), {
      pageSize: ['pageSize must be at most 100'],
    });
    expectRefused(await admin.get('/api/Lookups/AdminUsers', { pageSize: '-Infinity' }), {
      pageSize: ['pageSize must be a whole number'],
    });
  });
});

describe('the last classes that answered 5xx are clear 4xx, and store nothing', () => {
  it('PUT {} on each of the six token update routes ("No values to set")', async () => {
    const updates = appRoutes(t.app).filter(
      (route) => route.method === 'PUT' && route.params.includes('tokenId'),
    );
    expect(updates).toHaveLength(6);
    const { tenant: fixtures } = await loadGateFixtures();
    // The gate fixtures name company B's tokens: the admin administers company B, with all it needs.
    await grantEveryModule(t.database, t.fixtures.companyB);
    await grantEveryProject(t.database, t.fixtures.companyB);
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    try {
      for (const route of updates) {
        const fixture = fixtures[gateKey(route)];
        if (!fixture) throw new Error(`no gate fixture for ${gateKey(route)}`);
        const { params } = await fixture(t);
        const tokensBefore = await t.database.db.select().from(apiTokens);
        const auditBefore = await rowsOf(auditLog);
        expectRefused(await admin.put(fillPath(route.path, params), {}), {
          $body: ['Send at least one of label, expirationDate or disabled to change'],
        });
        expect(await t.database.db.select().from(apiTokens)).toEqual(tokensBefore);
        expect(await rowsOf(auditLog)).toBe(auditBefore);
      }
    } finally {
      await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA });
    }
  });

  it("a NUL, a control or a lone surrogate in a key of the product API's result", async () => {
    const account = await productAccount(t);
    const before = await rowsOf(verificationRequests);
    const refusedKey = async (key: string, words: string) =>
      expectRefused(
        await report(t, account.token, aRequest(`key-${before}-${words.length}`, { result: { [key]: 1 } })),
        {
          result: [`result has a field name with ${words}`],
        },
      );
    await refusedKey('doc\u0000type', 'a NUL character');
    await refusedKey('doc\u001btype', 'a control character');
    await refusedKey('doc\ud800', 'half of a character (a lone UTF-16 surrogate)');
    expectRefused(
      await report(t, account.token, aRequest('nested-key', { result: { checks: { 'mrz\u0000': true } } })),
      { 'result.checks': ['checks has a field name with a NUL character'] },
    );
    expect(await rowsOf(verificationRequests)).toBe(before);
    const stored = await report(
      t,
      account.token,
      // A device's data is kept as read: an AAMVA barcode separates its records with RS (U+001E).
      aRequest('details', { result: { barcode: { raw: '@\n\u001e\rANSI 636015DCSSAMPLE' } } }),
    );
    expect(stored.statusCode, stored.body).toBe(201);
    expectRefused(
      await report(t, account.token, aRequest('nul-value', { result: { barcode: { raw: 'ANSI\u0000' } } })),
      { 'result.barcode.raw': ['raw must not contain a NUL character'] },
    );
  });

  it('a lone UTF-16 surrogate in any text (it broke the audit insert as invalid JSON)', async () => {
    const auditBefore = await rowsOf(auditLog);
    expectRefused(await createAccount({ customerName: 'Acme \ud83d' }), {
      customerName: ['Account Name holds half of a character (a lone UTF-16 surrogate)'],
    });
    expectRefused(await rawJson(admin, '/api/DocumentCollector/Tokens', '{"label": "Kiosk \\udc00"}'), {
      label: ['Label holds half of a character (a lone UTF-16 surrogate)'],
    });
    expect(await rowsOf(auditLog)).toBe(auditBefore);
    // Encoded in a query, a surrogate is not UTF-8 (ED A0 80): refused before any schema.
    expectRefused(await admin.get('/api/CommonAccount/list?textFilter=%ED%A0%80'), {
      textFilter: ['textFilter is not valid UTF-8 text (percent-encoded)'],
    });
  });

  it('an image id or a request id beyond 2^31-1 in imageUrl, while the largest is looked up', async () => {
    const images = (imageUrl: string) => admin.get('/api/ManualValidationFlow/images', { imageUrl });
    expectRefused(await images('requests/1/images/2147483648'), {
      imageUrl: ['The image id must be at most 2147483647'],
    });
    expectRefused(await images('requests/9999999999/images/1'), {
      imageUrl: ['The request id must be at most 2147483647'],
    });
    expect((await images('requests/2147483647/images/2147483647')).statusCode).toBe(404);
  });

  it('incomeToRentRatio 2.3, 1.15 and 2.01 are taken and stored exactly; a third decimal is refused', async () => {
    const location = await testLocation(t, t.fixtures.companyA, 'Ratio Customer');
    const settings = {
      provider: 'truv',
      baseUrl: 'https://prod.truv.example',
      providerAccountId: 'RATIO-1',
      lookbackMonths: 3,
      enabled: true,
    };
    const created = await admin.post('/api/Integrations/IncomeVerification', {
      locationGuid: location.guid,
      ...settings,
      apiKey: 'truv-ratio-key',
      incomeToRentRatio: 2.3,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    const stored = async () =>
      (
        await t.database.db
          .select({ ratio: incomeVerifications.incomeToRentRatio })
          .from(incomeVerifications)
          .where(eq(incomeVerifications.id, id))
      )[0]?.ratio;
    expect(await stored()).toBe(230);
    for (const [ratio, hundredths] of [
      [1.15, 115],
      [2.01, 201],
    ] as const) {
      const changed = await admin.put(`/api/Integrations/IncomeVerification/${id}`, {
        ...settings,
        incomeToRentRatio: ratio,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().incomeToRentRatio).toBe(ratio);
      expect(await stored()).toBe(hundredths);
    }
    expectRefused(
      await admin.put(`/api/Integrations/IncomeVerification/${id}`, {
        ...settings,
        incomeToRentRatio: 2.005,
      }),
      { incomeToRentRatio: ['Income to Rent Ratio may have at most 2 decimal places'] },
    );
    expect(await stored()).toBe(201);
  });
});

describe('text is text: no control characters but where a field is multi-line, and UTF-8', () => {
  const control = 'must not contain control characters (such as escape or backspace)';

  it.each([
    ['U+0001', '\u0001'],
    ['backspace', '\b'],
    ['escape', '\u001b'],
  ])('%s is refused in a name, a label, a serial and a comment', async (_case, character) => {
    expectRefused(await createAccount({ firstName: `Ina${character}`, comments: `Note${character}` }), {
      firstName: [`First Name ${control}`],
      comments: [`Comments ${control}`],
    });
    expectRefused(await admin.post('/api/DocumentCollector/Tokens', { label: `Kiosk${character}1` }), {
      label: [`Label ${control}`],
    });
    const account = await productAccount(t);
    expectRefused(
      await report(t, account.token, aRequest('serial', { deviceSerial: `IPAD${character}42` })),
      {
        deviceSerial: [`deviceSerial ${control}`],
      },
    );
  });

  it('an address is one line; a comment takes tabs and line breaks', async () => {
    const { accountId } = await createTestAccount(t, t.fixtures.companyA, { customerName: 'Lines Customer' });
    expectRefused(
      await admin.put(`/api/CommonAccount/${accountId}`, {
        name: 'Lines Customer',
        address1: '1 Main St\nFloor 2',
      }),
      { address1: ['Address 1 must be one line, without tabs or line breaks'] },
    );
    const comments = 'First line\r\n\tSecond line';
    const changed = await admin.put(`/api/CommonAccount/${accountId}`, { name: 'Lines Customer', comments });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await admin.get(`/api/CommonAccount/${accountId}`)).json().comments).toBe(comments);
  });

  it('a body that is not UTF-8 is refused, not stored with U+FFFD', async () => {
    const before = await rowsOf(customerAccounts);
    const json = JSON.stringify({ ...NEW_ACCOUNT, customerName: 'Acme @' });
    const bytes = Buffer.from(json);
    bytes[json.indexOf('@')] = 0xff;
    const response = await rawJson(admin, '/api/CommonAccount/create', bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ValidationError',
      message: 'The request body is not valid UTF-8 text',
    });
    expect(await rowsOf(customerAccounts)).toBe(before);
  });

  it('a query whose percent-encoding is not UTF-8 is refused, not read as its letters', async () => {
    expectRefused(await admin.get('/api/CommonAccount/list?textFilter=%FF%FE'), {
      textFilter: ['textFilter is not valid UTF-8 text (percent-encoded)'],
    });
    expect(
      (await admin.get('/api/CommonAccount/list?textFilter=%E6%97%A5%E6%9C%AC%E8%AA%9E')).statusCode,
    ).toBe(200);
  });

  it('a form post whose bytes or percent-encoding are not UTF-8 is refused, and signs nobody in', async () => {
    const sessionsBefore = await rowsOf(sessions);
    const browser = await t.anonymous();
    const post = (payload: string | Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/Authorize/Login',
        cookies: browser.cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const token = `__RequestVerificationToken=${encodeURIComponent(browser.token)}`;
    expectRefused(await post(`userName=admin%ED%A0%80&password=${encodeURIComponent(PASSWORD)}&${token}`), {
      userName: ['userName is not valid UTF-8 text (percent-encoded)'],
    });
    const raw = Buffer.concat([
      Buffer.from('userName=admin'),
      Buffer.from([0xff]),
      Buffer.from(`&password=${encodeURIComponent(PASSWORD)}&${token}`),
    ]);
    const refused = await post(raw);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'The request body is not valid UTF-8 text' });
    expect(await rowsOf(sessions)).toBe(sessionsBefore);
  });

  it('a multipart field that is not UTF-8 is refused naming it, and nothing is stored', async () => {
    const actor = { id: null, name: 'input test', companyId: t.fixtures.companyA };
    const { token } = await issueProductToken(t.database.db, actor, t.fixtures.companyA, 'UTF-8 test');
    const boundary = 'utf8-test-boundary';
    /** A text field; `type` is the part's own Content-Type, when it declares one. */
    const field = (name: string, value: Buffer, type?: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
        ),
        value,
        Buffer.from('\r\n'),
      ]);
    const upload = (comment: Buffer, commentType?: string) =>
      t.app.inject({
        method: 'POST',
        url: COLLECTOR_INGEST_PATH,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          field('referenceId', Buffer.from('utf8-check')),
          field('productName', Buffer.from('UTF-8 test')),
          field('comment', comment, commentType),
          Buffer.from(`--${boundary}--\r\n`),
        ]),
      });
    const logsBefore = (await t.database.db.select({ n: count() }).from(collectorLogs))[0]?.n;
    // Half of a UTF-16 pair as a sloppy client encodes it (ED A0 80), and a byte no UTF-8 has.
    for (const bytes of [
      [0x6f, 0x6b, 0xed, 0xa0, 0x80],
      [0x6f, 0x6b, 0xff],
    ]) {
      expectRefused(await upload(Buffer.from(bytes)), { comment: ['comment is not valid UTF-8 text'] });
    }
    // A part that declares its charset is decoded by the parser, bad bytes as U+FFFD: refused too.
    const declared = await upload(Buffer.from([0x6f, 0x6b, 0xff]), 'text/plain; charset=utf-8');
    expectRefused(declared, { comment: ['comment is not valid UTF-8 text'] });
    expect((await t.database.db.select({ n: count() }).from(collectorLogs))[0]?.n).toBe(logsBefore);
    // Text that is UTF-8, beyond ASCII, is read as it was written.
    const stored = await upload(Buffer.from('Café 日本 👩'));
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({ log: { comment: 'Café 日本 👩' } });
  });

  it("a path whose percent-encoding is not UTF-8 is refused in the error shape, not the router's own", async () => {
    const response = await admin.get('/api/CommonAccount/%FF%FE');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ValidationError',
      message: 'The path is not valid UTF-8 text (percent-encoded)',
    });
    expect(response.json()).toHaveProperty('requestId');
  });
});

describe('a request that is not what it claims is refused', () => {
  it('a DELETE whose body is null (it deleted a staff user), or any body but an object', async () => {
    const userId = await insertStaffUser(t.database.db, {
      userName: 'kept-user',
      firstName: 'Kept',
      lastName: 'User',
      email: 'kept@test.example',
      passwordHash: 'x',
      roles: [],
      companyIds: [t.fixtures.companyA],
      readOnly: false,
    });
    const exists = async () =>
      (await t.database.db.select().from(staffUsers).where(eq(staffUsers.id, userId))).length;
    for (const body of ['null', '[]', '0', '"delete"', 'false']) {
      expectRefused(await rawJson(admin, `/api/AdminManagement/Users/${userId}`, body, 'DELETE'), {
        $body: ['This call takes no body'],
      });
    }
    expect(await exists()).toBe(1);
  });

  it("a body id that is not the path's", async () => {
    const { accountId, userId } = await createTestAccount(t, t.fixtures.companyA, {
      customerName: 'Claimed',
    });
    const other = await createTestAccount(t, t.fixtures.companyA, { customerName: 'Other' });
    expectRefused(
      await admin.put(`/api/CommonAccount/${accountId}`, { id: other.accountId, name: 'Renamed' }),
      {
        id: [`id (${other.accountId}) is not the id of the path (${accountId})`],
      },
    );
    const user = { userName: 'claimed-user', firstName: 'C', lastName: 'U', email: 'c@u.test' };
    expectRefused(
      await admin.put(`/api/CommonAccount/${accountId}/Users/${userId}`, { ...user, id: other.userId }),
      { id: [`id (${other.userId}) is not the userId of the path (${userId})`] },
    );
    const names = await t.database.db
      .select({ name: customerAccounts.name })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, accountId));
    expect(names).toEqual([{ name: 'Claimed' }]);
    const same = await admin.put(`/api/CommonAccount/${accountId}`, { id: accountId, name: 'Claimed' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('an unknown route answers 404 whatever its body', async () => {
    for (const payload of ['{"a": 1}', '{not json', 'null']) {
      const response = await rawJson(admin, '/api/NoSuchCall', payload);
      expect(response.statusCode, payload).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NotFound', message: 'No route POST /api/NoSuchCall' });
    }
  });

  it('the product API checks its bearer token before it reads the body', async () => {
    for (const token of [undefined, 'vsonline_not-a-token']) {
      expect((await report(t, token, '{"externalId": 5}')).statusCode).toBe(401);
      expect((await report(t, token, '{not json')).statusCode).toBe(401);
    }
    const images = await t.app.inject({ method: 'POST', url: '/ingest/requests/!bad!/images?x=1' });
    expect(images.statusCode).toBe(401);
  });
});

describe('messages name a field by its own name, and a union says what it takes in one line', () => {
  it("a choice of captioned values: the field's caption, each value with its caption", async () => {
    const response = await admin.put(
      '/api/Integrations/RealPage/3f2b8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/SiteSubscriptionUpdate',
      {
        siteId: 'S-1',
        subscriptionStatusId: 9,
      },
    );
    expectRefused(response, {
      subscriptionStatusId: [
        'Subscription Status must be one of 1 (Pending), 2 (Active), 3 (Suspended), 4 (Cancelled)',
      ],
    });
  });

  it('a date or null', async () => {
    const created = await admin.post('/api/DocumentCollector/Tokens', { label: 'Union' });
    const { id } = created.json<{ id: number }>();
    expectRefused(await admin.put(`/api/DocumentCollector/Tokens/${id}`, { expirationDate: 5 }), {
      expirationDate: ['Expiration Date must be a date or null'],
    });
  });
});
