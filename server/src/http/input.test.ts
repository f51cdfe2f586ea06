import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { customerAccounts, sessions, staffUsers } from '../db/schema.ts';
import { createTestContext, PASSWORD, type TestClient } from '../testing/harness.ts';

/**
 * No input gets a 5xx (README, "Security"): each class of input that once reached the database
 * and failed there (500), or slipped through a loose check, is refused with 400 in the error shape,
 * its message naming the field. Refused writes store nothing.
 */

const t = await createTestContext();
afterAll(() => t.close());

let admin: TestClient;
beforeAll(async () => {
  admin = await t.signIn('admin');
});

const rowsOf = async (table: typeof customerAccounts | typeof sessions | typeof staffUsers) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n;

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

/** A JSON body written as text, for what JSON.stringify cannot write (1e309). */
const rawJson = (client: TestClient, url: string, json: string) =>
  t.app.inject({
    method: 'POST',
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
      textFilter: nul('textFilter'),
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
    expectRefused(response, refusal);
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
