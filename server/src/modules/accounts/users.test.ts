import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AccountUserRow, Credentials } from '@console/contract/accounts/api';
import { passwordProblems } from '@console/contract/password';
import type { TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import {
  accountProducts,
  accountUsers,
  auditLog,
  companies,
  customerAccounts,
  products,
} from '../../db/schema.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { productKey } from './credentials.ts';
import { countActiveUsers, insertAccountUser, type NewAccountUser } from './users.ts';

const NEW_PASSWORD = 'Fresh#Pass42';

let t: TestContext;
appForFileFreshEachTest((context) => {
  t = context;
});

const db = () => t.database.db;

async function insertAccount(companyId = t.fixtures.companyA, isTest = false): Promise<number> {
  const [row] = await db()
    .insert(customerAccounts)
    .values({ companyId, isTest, name: `Account ${companyId}` })
    .returning({ id: customerAccounts.id });
  if (!row) throw new Error('account insert returned nothing');
  return row.id;
}

const addUser = (accountId: number, userName: string, over: Partial<NewAccountUser> = {}) =>
  insertAccountUser(db(), accountId, {
    userName,
    firstName: userName,
    lastName: 'Customer',
    email: `${userName}@customer.example`,
    ...over,
  });

const setTestMode = (companyId: number, testMode: boolean) =>
  db().update(companies).set({ testMode }).where(eq(companies.id, companyId));

const newUser = (over: Record<string, unknown> = {}) => ({
  userName: 'ann.smith',
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@customer.example',
  phone: '+1 555 010 0100',
  comments: 'Front desk',
  ...over,
});

const usersUrl = (accountId: number) => `/api/CommonAccount/${accountId}/Users`;
const auditOf = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));
const usersOf = (accountId: number) =>
  db().select().from(accountUsers).where(eq(accountUsers.accountId, accountId));

describe('GET /api/CommonAccount/{id}/Users', () => {
  it('answers a page of the account users with login = userName and never a password', async () => {
    const accountId = await insertAccount();
    await addUser(accountId, 'bob', { password: NEW_PASSWORD });
    await addUser(accountId, 'Alice', { active: false, admin: true });
    await addUser(await insertAccount(), 'someone.else');
    const response = await (await t.signIn('support')).get(usersUrl(accountId));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, totalPages: 1, page: 1 });
    expect(body.items.map((u: AccountUserRow) => u.userName)).toEqual(['Alice', 'bob']);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      userName: 'Alice',
      login: 'Alice',
      firstName: 'Alice',
      lastName: 'Customer',
      email: 'Alice@customer.example',
      phone: '',
      active: false,
      admin: true,
      readOnly: false,
      comments: '',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(response.body).not.toContain('password');
  });

  it('filters by login, first or last name and email, case-insensitively, and pages and sorts', async () => {
    const accountId = await insertAccount();
    await addUser(accountId, 'zed', { lastName: 'Quinn' });
    await addUser(accountId, 'amy', { email: 'boss@QUINN.example' });
    await addUser(accountId, 'carl');
    await addUser(accountId, 'quinn_50%');
    const c = await t.signIn('support');
    const names = async (query: Record<string, string>) =>
      (await c.get(usersUrl(accountId), query)).json().items.map((u: AccountUserRow) => u.userName);
    expect(await names({ textFilter: 'quINN' })).toEqual(['amy', 'quinn_50%', 'zed']);
    // Wildcards are literal: "%" matches only a "%".
    expect(await names({ textFilter: '50%' })).toEqual(['quinn_50%']);
    expect(await names({ sortField: 'userName', order: 'desc' })).toEqual([
      'zed',
      'quinn_50%',
      'carl',
      'amy',
    ]);
    const second = (await c.get(usersUrl(accountId), { pageSize: '3', page: '2' })).json();
    expect(second).toMatchObject({ total: 4, totalPages: 2, page: 2 });
    expect(second.items.map((u: AccountUserRow) => u.userName)).toEqual(['zed']);
  });

  it('refuses an unknown sort field and a page size over 400 with 400 ValidationError', async () => {
    const accountId = await insertAccount();
    const c = await t.signIn('support');
    const badSort = await c.get(usersUrl(accountId), { sortField: 'passwordHash' });
    expect(badSort.statusCode).toBe(400);
    expect(Object.keys(badSort.json().propertyErrors)).toEqual(['sortField']);
    const tooLarge = await c.get(usersUrl(accountId), { pageSize: '401' });
    expect(tooLarge.statusCode).toBe(400);
    expect(Object.keys(tooLarge.json().propertyErrors)).toEqual(['pageSize']);
  });

  it("answers 401 without a session, and 404 for another company's account or a live one in Test Mode", async () => {
    const accountId = await insertAccount();
    expect((await t.app.inject({ method: 'GET', url: usersUrl(accountId) })).statusCode).toBe(401);
    const c = await t.signIn('support');
    expect((await c.get(usersUrl(await insertAccount(t.fixtures.companyB)))).statusCode).toBe(404);
    await setTestMode(t.fixtures.companyA, true);
    expect((await c.get(usersUrl(accountId))).statusCode).toBe(404);
    const testAccount = await insertAccount(t.fixtures.companyA, true);
    expect((await c.get(usersUrl(testAccount))).statusCode).toBe(200);
  });
});

describe('POST /api/CommonAccount/{id}/Users', () => {
  it('creates the user with trimmed names and a hashed password, answers it without the password, and records it', async () => {
    const accountId = await insertAccount();
    const response = await (
      await t.signIn('support')
    ).post(
      usersUrl(accountId),
      newUser({ firstName: '  Ann ', userName: ' ann.smith ', password: NEW_PASSWORD, admin: true }),
    );
    expect(response.statusCode).toBe(200);
    const created: AccountUserRow = response.json();
    expect(created).toMatchObject({
      userName: 'ann.smith',
      login: 'ann.smith',
      firstName: 'Ann',
      active: true,
      admin: true,
      readOnly: false,
    });
    expect(response.body).not.toContain(NEW_PASSWORD);
    const [stored] = await usersOf(accountId);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    const [entry] = await auditOf('accountUser.create');
    expect(entry).toMatchObject({ entityType: 'accountUser', entityId: String(created.id) });
    expect(entry?.changes).toMatchObject({ accountId: { to: accountId }, userName: { to: 'ann.smith' } });
    expect(JSON.stringify(entry?.changes)).not.toContain(NEW_PASSWORD);
  });

  it('creates a user without a password, who sets one later', async () => {
    const accountId = await insertAccount();
    const response = await (await t.signIn('support')).post(usersUrl(accountId), newUser({ password: '' }));
    expect(response.statusCode).toBe(200);
    expect((await usersOf(accountId))[0]?.passwordHash).toBeNull();
  });

  it('refuses a weak password with every broken rule under password, writing nothing', async () => {
    const accountId = await insertAccount();
    const response = await (
      await t.signIn('support')
    ).post(usersUrl(accountId), newUser({ password: 'weak' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ValidationError',
      propertyErrors: { password: passwordProblems('weak') },
    });
    expect(passwordProblems('weak').length).toBeGreaterThan(1);
    expect(await usersOf(accountId)).toEqual([]);
    expect(await auditOf('accountUser.create')).toEqual([]);
  });

  it('refuses a blank name, a missing one and a malformed email by the schema, writing nothing', async () => {
    const accountId = await insertAccount();
    // undefined is left out of the JSON body: the field is missing.
    const body = newUser({ firstName: '   ', lastName: undefined, email: 'not-an-email' });
    const response = await (await t.signIn('support')).post(usersUrl(accountId), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toMatchObject({
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      email: [expect.any(String)],
    });
    expect(await usersOf(accountId)).toEqual([]);
  });

  it("refuses a login another account's user has, whatever its case", async () => {
    await addUser(await insertAccount(), 'Ann.Smith');
    const accountId = await insertAccount();
    const response = await (await t.signIn('support')).post(usersUrl(accountId), newUser());
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toEqual({ userName: ['Login is already taken'] });
    expect(await usersOf(accountId)).toEqual([]);
  });

  it("answers 400 from the unique index itself (a login taken meanwhile), leaving the caller's transaction usable", async () => {
    const accountId = await insertAccount();
    await addUser(accountId, 'taken');
    await db().transaction(async (tx) => {
      await expect(
        insertAccountUser(tx, accountId, { ...newUser(), userName: 'TAKEN' }),
      ).rejects.toMatchObject({
        statusCode: 400,
        extra: { propertyErrors: { userName: ['Login is already taken'] } },
      });
      expect(await tx.select().from(accountUsers)).toHaveLength(1);
    });
  });

  it('answers 401, 403 without the anti-forgery token or to read-only staff, and writes nothing', async () => {
    const accountId = await insertAccount();
    const anonymous = await t.anonymous();
    expect((await anonymous.post(usersUrl(accountId), newUser())).statusCode).toBe(401);
    const support = await t.signIn('support');
    const noToken = await support.request({
      method: 'POST',
      url: usersUrl(accountId),
      body: newUser(),
      withoutToken: true,
    });
    expect(noToken.statusCode).toBe(403);
    expect((await (await t.signIn('readonly')).post(usersUrl(accountId), newUser())).statusCode).toBe(403);
    expect(await usersOf(accountId)).toEqual([]);
  });

  it("answers 404 for another company's account and for a live account in Test Mode", async () => {
    const c = await t.signIn('support');
    const other = await insertAccount(t.fixtures.companyB);
    expect((await c.post(usersUrl(other), newUser())).statusCode).toBe(404);
    const live = await insertAccount();
    await setTestMode(t.fixtures.companyA, true);
    expect((await c.post(usersUrl(live), newUser())).statusCode).toBe(404);
    expect(await db().select().from(accountUsers)).toEqual([]);
  });

  it('also serves the user metadata, derived from the AccountUser body', async () => {
    const response = await (
      await t.signIn('support')
    ).get('/api/Metadata/v2', {
      httpMethod: 'POST',
      route: '/api/CommonAccount/{id}/Users',
    });
    expect(response.statusCode).toBe(200);
    const fields: { name: string; caption: string; required: boolean }[] = response.json().fields;
    expect(fields.map((f) => f.name)).toEqual([
      'id',
      'userName',
      'password',
      'firstName',
      'lastName',
      'email',
      'phone',
      'active',
      'admin',
      'readOnly',
      'comments',
      'created',
    ]);
    expect(fields.find((f) => f.name === 'userName')).toMatchObject({ caption: 'Login', required: true });
  });
});

describe('the account rank follows its active users', () => {
  const rankOf = async (accountId: number) =>
    (
      await db()
        .select({ rank: customerAccounts.issuesTotalRank })
        .from(customerAccounts)
        .where(eq(customerAccounts.id, accountId))
    )[0]?.rank;

  it('is recomputed when the first user is added and when the last active one is deactivated', async () => {
    const accountId = await insertAccount();
    const [product] = await db().select().from(products).where(eq(products.companyId, t.fixtures.companyA));
    if (!product) throw new Error('the fixtures have no product');
    await db().insert(accountProducts).values({ accountId, productId: product.id });
    // Stored as 0 by the direct insert; the first user makes the server compute it.
    await db()
      .update(customerAccounts)
      .set({ issuesTotalRank: 99 })
      .where(eq(customerAccounts.id, accountId));
    const c = await t.signIn('support');
    const created: AccountUserRow = (await c.post(usersUrl(accountId), newUser())).json();
    const withUser = await rankOf(accountId);
    expect(withUser).not.toBe(99);
    await c.put(`${usersUrl(accountId)}/${created.id}`, newUser({ active: false }));
    expect((await rankOf(accountId)) ?? 0).toBe((withUser ?? 0) + 30);
    expect((await countActiveUsers(db(), [accountId])).get(accountId)).toBe(0);
  });
});

describe('countActiveUsers', () => {
  it('counts the active users of each account asked about, 0 for one with none', async () => {
    const busy = await insertAccount();
    const idle = await insertAccount();
    await addUser(busy, 'one');
    await addUser(busy, 'two');
    await addUser(busy, 'three', { active: false });
    await addUser(idle, 'four', { active: false });
    const counts = await countActiveUsers(db(), [busy, idle]);
    expect([...counts]).toEqual([
      [busy, 2],
      [idle, 0],
    ]);
  });
});

describe('GET /api/CommonAccount/{id}/Users/{userId}', () => {
  it('answers the user of that account, and 404 for a user of another account', async () => {
    const accountId = await insertAccount();
    const user = await addUser(accountId, 'ann');
    const elsewhere = await addUser(await insertAccount(), 'bob');
    const c = await t.signIn('support');
    const response = await c.get(`${usersUrl(accountId)}/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    expect((await c.get(`${usersUrl(accountId)}/${elsewhere.id}`)).statusCode).toBe(404);
  });

  it("answers 401, and 404 for another company's account or a live one in Test Mode", async () => {
    const accountId = await insertAccount();
    const user = await addUser(accountId, 'ann');
    const url = `${usersUrl(accountId)}/${user.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await insertAccount(t.fixtures.companyB);
    const otherUser = await addUser(other, 'bob');
    const c = await t.signIn('support');
    expect((await c.get(`${usersUrl(other)}/${otherUser.id}`)).statusCode).toBe(404);
    await setTestMode(t.fixtures.companyA, true);
    expect((await c.get(url)).statusCode).toBe(404);
  });
});

describe('PUT /api/CommonAccount/{id}/Users/{userId}', () => {
  async function existing() {
    const accountId = await insertAccount();
    const user = await insertAccountUser(db(), accountId, { ...newUser(), password: NEW_PASSWORD });
    const [stored] = await usersOf(accountId);
    return { accountId, user, url: `${usersUrl(accountId)}/${user.id}`, hash: stored?.passwordHash };
  }

  it('updates and deactivates the user, keeps the password when none is sent, and records the diff', async () => {
    const { accountId, url, hash } = await existing();
    const response = await (
      await t.signIn('support')
    ).put(url, newUser({ lastName: ' Jones ', active: false, readOnly: true, password: '' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lastName: 'Jones', active: false, readOnly: true });
    const [stored] = await usersOf(accountId);
    expect(stored?.passwordHash).toBe(hash);
    const [entry] = await auditOf('accountUser.update');
    expect(entry?.changes).toEqual({
      lastName: { from: 'Smith', to: 'Jones' },
      active: { from: true, to: false },
      readOnly: { from: false, to: true },
    });
    expect(entry?.changes).not.toHaveProperty('password');
  });

  it('changes the password when a new one is sent, masked in the audit log', async () => {
    const { accountId, url } = await existing();
    const next = 'Other#Pass77';
    expect((await (await t.signIn('support')).put(url, newUser({ password: next }))).statusCode).toBe(200);
    const [stored] = await usersOf(accountId);
    expect(await verifyPassword(stored?.passwordHash ?? '', next)).toBe(true);
    const [entry] = await auditOf('accountUser.update');
    expect(entry?.changes).toEqual({ password: { to: '(changed)' } });
  });

  it("refuses a weak password, another user's login and a blank login, changing nothing", async () => {
    const { accountId, url } = await existing();
    await addUser(accountId, 'bob');
    const c = await t.signIn('support');
    const weak = await c.put(url, newUser({ userName: 'BOB', password: 'short' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().propertyErrors).toEqual({
      password: passwordProblems('short'),
      userName: ['Login is already taken'],
    });
    const blank = await c.put(url, newUser({ userName: ' ' }));
    expect(blank.json().propertyErrors).toEqual({ userName: ['Login is required'] });
    expect((await usersOf(accountId)).map((u) => u.userName).sort()).toEqual(['ann.smith', 'bob']);
    expect(await auditOf('accountUser.update')).toEqual([]);
    // Its own login, in another case, is not "taken".
    expect((await c.put(url, newUser({ userName: 'ANN.SMITH' }))).statusCode).toBe(200);
    const [stored] = await db().select().from(accountUsers).where(eq(accountUsers.userName, 'ANN.SMITH'));
    expect(stored?.firstName).toBe('Ann');
  });

  it('answers 401, 403 without the token or to read-only staff, and changes nothing', async () => {
    const { accountId, url } = await existing();
    expect((await (await t.anonymous()).put(url, newUser({ firstName: 'X' }))).statusCode).toBe(401);
    const noToken = await (
      await t.signIn('support')
    ).request({
      method: 'PUT',
      url,
      body: newUser({ firstName: 'X' }),
      withoutToken: true,
    });
    expect(noToken.statusCode).toBe(403);
    expect((await (await t.signIn('readonly')).put(url, newUser({ firstName: 'X' }))).statusCode).toBe(403);
    expect((await usersOf(accountId))[0]?.firstName).toBe('Ann');
  });

  it("answers 404 for a user of another account, of another company's account, or in Test Mode", async () => {
    const { accountId, user, url } = await existing();
    const c = await t.signIn('support');
    const change = newUser({ userName: 'changed', lastName: 'Changed' });
    const otherAccount = await insertAccount();
    expect((await c.put(`${usersUrl(otherAccount)}/${user.id}`, change)).statusCode).toBe(404);
    const foreign = await insertAccount(t.fixtures.companyB);
    const foreignUser = await addUser(foreign, 'bob');
    expect((await c.put(`${usersUrl(foreign)}/${foreignUser.id}`, change)).statusCode).toBe(404);
    await setTestMode(t.fixtures.companyA, true);
    expect((await c.put(url, change)).statusCode).toBe(404);
    expect(await db().select().from(accountUsers).where(eq(accountUsers.lastName, 'Changed'))).toEqual([]);
    expect((await usersOf(accountId))[0]?.lastName).toBe('Smith');
  });
});

describe('GET /api/CommonAccount/Users/{userId}/Credentials', () => {
  const credentialsUrl = (userId: number) => `/api/CommonAccount/Users/${userId}/Credentials`;

  async function accountWithProducts() {
    const accountId = await insertAccount();
    const catalogue = await db().select().from(products).where(eq(products.companyId, t.fixtures.companyA));
    const [first, second, disabled] = catalogue.sort((a, b) => a.id - b.id);
    if (!first || !second || !disabled) throw new Error('the fixtures have too few products');
    await db()
      .insert(accountProducts)
      .values([
        { accountId, productId: first.id },
        { accountId, productId: second.id },
        { accountId, productId: disabled.id, enabled: false },
      ]);
    const user = await addUser(accountId, 'ann', { password: NEW_PASSWORD });
    return { accountId, user, enabled: [first, second] };
  }

  it('answers the login, account id, customer site and a key per enabled product, and records the read', async () => {
    const { accountId, user, enabled } = await accountWithProducts();
    const response = await (await t.signIn('readonly')).get(credentialsUrl(user.id));
    expect(response.statusCode).toBe(200);
    // Product keys: no browser or proxy cache keeps them (http/connection-rules.ts).
    expect(response.headers['cache-control']).toBe('no-store');
    const credentials: Credentials = response.json();
    expect(credentials).toEqual([
      { key: 'Login', value: 'ann' },
      { key: 'Account ID', value: String(accountId) },
      { key: 'Customer site', value: t.config.customerSiteUrl },
      ...enabled.map((p) => ({
        key: `Product key: ${p.displayName}`,
        value: productKey(t.config.secret, accountId, p.id),
      })),
    ]);
    expect(response.body).not.toContain(NEW_PASSWORD);
    const [entry] = await auditOf('accountUser.credentials.read');
    expect(entry).toMatchObject({ entityType: 'accountUser', entityId: String(user.id) });
  });

  it('derives product keys in groups, the same on every call and different per account and product', () => {
    const key = productKey('a-secret-of-enough-length-for-tests', 7, 3);
    expect(key).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(productKey('a-secret-of-enough-length-for-tests', 7, 3)).toBe(key);
    expect(productKey('a-secret-of-enough-length-for-tests', 7, 4)).not.toBe(key);
    expect(productKey('a-secret-of-enough-length-for-tests', 8, 3)).not.toBe(key);
    expect(productKey('another-secret-of-enough-length-too', 7, 3)).not.toBe(key);
  });

  it("answers 401, and 404 for another company's user or a live one in Test Mode, recording nothing", async () => {
    const { user } = await accountWithProducts();
    expect((await t.app.inject({ method: 'GET', url: credentialsUrl(user.id) })).statusCode).toBe(401);
    const c = await t.signIn('admin');
    const foreign = await addUser(await insertAccount(t.fixtures.companyB), 'bob');
    expect((await c.get(credentialsUrl(foreign.id))).statusCode).toBe(404);
    await setTestMode(t.fixtures.companyA, true);
    expect((await c.get(credentialsUrl(user.id))).statusCode).toBe(404);
    expect(await auditOf('accountUser.credentials.read')).toEqual([]);
  });
});
