import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { newAccountBody } from './testing.ts';
import {
  accountFeatures,
  auditLog,
  companies,
  customerAccounts,
  features,
  products,
  subscriptionPlans,
} from '../../db/schema.ts';

let t: TestContext;
let admin: TestClient;
appForFileFreshEachTest(async (context) => {
  t = context;
  admin = await t.signIn('admin');
});

const base = (over: Record<string, unknown> = {}) => newAccountBody(t, 'Acme Rentals', over);

async function productByProject(projectId: string) {
  const [product] = await t.database.db
    .select()
    .from(products)
    .where(eq(products.companyId, t.fixtures.companyA))
    .then((rows) => rows.filter((p) => p.projectId === projectId));
  if (!product) throw new Error(`no ${projectId} product`);
  const plans = await t.database.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.productId, product.id));
  const plan = (code: string) => {
    const found = plans.find((p) => p.code === code);
    if (!found) throw new Error(`no ${code} plan`);
    return found.id;
  };
  return { product, plan };
}

async function create(over: Record<string, unknown> = {}, client = admin) {
  const response = await client.post('/api/CommonAccount/create', base(over));
  return response;
}

describe('POST /api/CommonAccount/create', () => {
  it('creates the account, its first user and the chosen product with its plan', async () => {
    const faces = await productByProject('Faces');
    const response = await create({
      products: [{ productId: faces.product.id, subscriptionPlanId: faces.plan('PRO') }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.customerId).toEqual(expect.any(Number));
    expect(body.productResults).toContainEqual({
      productId: faces.product.id,
      result: { isError: false, errors: [] },
    });
    const detail = (await admin.get(`/api/CommonAccount/${body.customerId}`)).json();
    expect(detail).toMatchObject({
      name: 'Acme Rentals',
      contactName: 'Jane Doe',
      assignedTo: t.fixtures.users.admin,
      isParent: false,
    });
    const subscription = (
      await admin.get(`/api/CommonAccount/${body.customerId}/${faces.product.id}/Subscription`)
    ).json();
    expect(subscription).toMatchObject({ status: 'Active', subscriptionPlanDto: { id: faces.plan('PRO') } });
  });

  it('gives every new account Veriscan Online on the Trial plan until 2077', async () => {
    const vs = await productByProject('VsOnline');
    const { customerId } = (await create()).json();
    const subscription = (
      await admin.get(`/api/CommonAccount/${customerId}/${vs.product.id}/Subscription`)
    ).json();
    expect(subscription).toMatchObject({
      expirationDate: '2077-12-31',
      subscriptionPlanDto: { code: 'TRIAL' },
    });
  });

  it('answers null for a product without a subscription, and 404 for an unknown account', async () => {
    const faces = await productByProject('Faces');
    const { customerId } = (await create()).json();
    const none = await admin.get(`/api/CommonAccount/${customerId}/${faces.product.id}/Subscription`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const unknown = await admin.get(`/api/CommonAccount/999999/${faces.product.id}/Subscription`);
    expect(unknown.statusCode).toBe(404);
  });

  it("gives new accounts the company's default customer features", async () => {
    const [feature] = await t.database.db.select().from(features).where(eq(features.name, 'faceMatch'));
    if (!feature) throw new Error('no faceMatch feature');
    const update = await admin.post('/api/DefaultCustomerFeatures/Update', [
      { featureId: feature.id, isEnabled: true },
    ]);
    expect(update.statusCode).toBe(200);
    const { customerId } = (await create()).json();
    const rows = await t.database.db
      .select()
      .from(accountFeatures)
      .where(eq(accountFeatures.accountId, customerId));
    expect(rows.map((r) => r.featureId)).toContain(feature.id);
  });

  it('answers each required field with its message and writes nothing', async () => {
    const response = await admin.post('/api/CommonAccount/create', {
      customerName: ' ',
      firstName: '',
      lastName: '',
      userName: '',
      email: '',
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().propertyErrors;
    expect(errors.customerName).toContain('Account Name is required');
    expect(errors.firstName).toContain('First Name is required');
    expect(errors.lastName).toContain('Last Name is required');
    expect(errors.userName).toContain('Login is required');
    expect(errors.email).toContain('Email is required');
    expect(await t.database.db.select().from(customerAccounts)).toHaveLength(0);
  });

  it('requires Assigned To from an Admin, and refuses it from anyone else', async () => {
    const missing = await create({ assignedTo: undefined });
    expect(missing.json().propertyErrors.assignedTo).toEqual(['Assigned To is required']);
    const support = await t.signIn('support');
    expect((await create({ assignedTo: undefined }, support)).statusCode).toBe(200);
    const refused = await create({ assignedTo: t.fixtures.users.admin }, support);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().propertyErrors.assignedTo).toBeDefined();
  });

  it('lists every broken password rule', async () => {
    const response = await create({ password: 'aaa' });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors.password.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses a login that is taken', async () => {
    await create({ userName: 'taken.login' });
    const again = await create({ userName: 'Taken.Login' });
    expect(again.statusCode).toBe(400);
    expect(again.json().propertyErrors.userName).toEqual(['Login is already taken']);
  });

  it("keeps the account when a product fails, and reports that product's error", async () => {
    const dive = await productByProject('DVS'); // its subscription is required
    const faces = await productByProject('Faces');
    const response = await create({
      products: [
        { productId: dive.product.id },
        { productId: faces.product.id, subscriptionPlanId: faces.plan('BASIC') },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { customerId, productResults } = response.json();
    expect(productResults).toContainEqual({
      productId: dive.product.id,
      result: { isError: true, errors: [{ description: 'DIVE needs a subscription plan' }] },
    });
    expect(productResults).toContainEqual({
      productId: faces.product.id,
      result: { isError: false, errors: [] },
    });
    expect((await admin.get(`/api/CommonAccount/${customerId}`)).statusCode).toBe(200);
  });

  it('records who created the account', async () => {
    const { customerId } = (await create()).json();
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(customerId)));
    expect(entries.find((e) => e.action === 'account.create')).toMatchObject({ actorName: 'admin' });
  });

  it('refuses anonymous callers, read-only staff and a missing anti-forgery token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/CommonAccount/create', payload: base() })).statusCode,
    ).toBe(401);
    expect((await create({}, await t.signIn('readonly'))).statusCode).toBe(403);
    const response = await admin.request({
      method: 'POST',
      url: '/api/CommonAccount/create',
      body: base(),
      withoutToken: true,
    });
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.select().from(customerAccounts)).toHaveLength(0);
  });
});

describe('GET /api/CommonAccount/list', () => {
  beforeEach(async () => {
    for (const [name, first] of [
      ['Bravo Homes', 'Zed'],
      ['Alpha Lofts', 'Amy'],
      ['Charlie Flats', 'Bob'],
    ] as const) {
      await create({ customerName: name, firstName: first });
    }
  });

  it('pages, sorts and filters in the shape of DESIGN.md', async () => {
    const page = (
      await admin.get('/api/CommonAccount/list', {
        page: '1',
        pageSize: '2',
        sortField: 'customerName',
        order: 'asc',
      })
    ).json();
    expect(page).toMatchObject({ total: 3, totalPages: 2, page: 1 });
    expect(page.items.map((i: { customerName: string }) => i.customerName)).toEqual([
      'Alpha Lofts',
      'Bravo Homes',
    ]);
    const filtered = (await admin.get('/api/CommonAccount/list', { textFilter: 'zed' })).json();
    expect(filtered.items.map((i: { customerName: string }) => i.customerName)).toEqual(['Bravo Homes']);
    const byId = (
      await admin.get('/api/CommonAccount/list', { textFilter: String(page.items[0].id) })
    ).json();
    expect(byId.items.map((i: { id: number }) => i.id)).toContain(page.items[0].id);
  });

  it('filters by Assigned To, given as repeated keys', async () => {
    const support = await t.signIn('support');
    await create({ customerName: 'Unassigned', assignedTo: undefined }, support);
    const assigned = (
      await admin.get('/api/CommonAccount/list', {
        assignedToCollection: [String(t.fixtures.users.admin), String(t.fixtures.users.readonly)],
      })
    ).json();
    expect(assigned.total).toBe(3);
    expect(assigned.items[0]).toMatchObject({
      assignedTo: t.fixtures.users.admin,
      assignedToUserName: 'Admin Tester',
    });
  });

  it('carries each product issue and the total rank, and sorts by it', async () => {
    const dive = await productByProject('DVS');
    const expired = await create({ customerName: 'Expired Co' });
    await admin.post(`/api/CommonAccount/${expired.json().customerId}/AddProductsAndSubscriptions`, [
      {
        productId: dive.product.id,
        subscriptionPlanId: dive.plan('BASIC'),
        subscriptionExpirationDate: new Date().toISOString().slice(0, 10),
      },
    ]);
    const list = (
      await admin.get('/api/CommonAccount/list', { sortField: 'issuesTotalRank', order: 'desc' })
    ).json();
    expect(list.items[0].customerName).toBe('Expired Co');
    expect(list.items[0].issuesTotalRank).toBe(40);
    expect(
      list.items[0].productIssues.find((p: { productId: number }) => p.productId === dive.product.id)
        .messages[0],
    ).toMatch(/within 7 days/);
  });

  it('refuses an unknown sort field with 400', async () => {
    expect((await admin.get('/api/CommonAccount/list', { sortField: 'password' })).statusCode).toBe(400);
  });

  it("shows only the administered company's accounts, and only test ones in Test Mode", async () => {
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect((await admin.get('/api/CommonAccount/list')).json().total).toBe(0);
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA });
    await t.database.db
      .update(companies)
      .set({ testMode: true })
      .where(eq(companies.id, t.fixtures.companyA));
    expect((await admin.get('/api/CommonAccount/list')).json().total).toBe(0);
    await create({ customerName: 'Sandbox' });
    expect(
      (await admin.get('/api/CommonAccount/list'))
        .json()
        .items.map((i: { customerName: string }) => i.customerName),
    ).toEqual(['Sandbox']);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/CommonAccount/list' })).statusCode).toBe(401);
  });
});

describe('the account page calls', () => {
  it("answers 404 for another company's account", async () => {
    const { customerId } = (await create()).json();
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    for (const url of [
      `/api/CommonAccount/${customerId}`,
      `/api/CommonAccount/${customerId}/SubAccounts`,
      `/api/CommonAccount/${customerId}/AccountProductIssues`,
      `/api/Products/${customerId}/AccountProducts`,
    ]) {
      expect((await admin.get(url)).statusCode, url).toBe(404);
    }
    expect((await admin.put(`/api/CommonAccount/${customerId}`, { name: 'Stolen' })).statusCode).toBe(404);
  });

  it('updates details, records the change, and refuses a blank name', async () => {
    const { customerId } = (await create()).json();
    const updated = await admin.put(`/api/CommonAccount/${customerId}`, {
      name: 'Acme Two',
      city: 'Austin',
      active: false,
    });
    expect(updated.json()).toMatchObject({ name: 'Acme Two', city: 'Austin', active: false });
    const blank = await admin.put(`/api/CommonAccount/${customerId}`, { name: ' ' });
    expect(blank.json().propertyErrors.name).toEqual(['Account Name is required']);
    const entry = (await t.database.db.select().from(auditLog)).find((e) => e.action === 'account.update');
    expect(entry?.changes).toMatchObject({
      name: { from: 'Acme Rentals', to: 'Acme Two' },
      city: { from: '', to: 'Austin' },
    });
  });

  it('links sub-accounts to their parent and refuses a cycle', async () => {
    const parent = (await create({ customerName: 'Parent' })).json().customerId;
    const child = (await create({ customerName: 'Child' })).json().customerId;
    expect(
      (await admin.put(`/api/CommonAccount/${child}`, { name: 'Child', parentAccountId: parent })).statusCode,
    ).toBe(200);
    expect((await admin.get(`/api/CommonAccount/${parent}`)).json()).toMatchObject({
      isParent: true,
      isCanBeDeleted: false,
    });
    expect((await admin.get(`/api/CommonAccount/${parent}/SubAccounts`)).json().items).toEqual([
      { id: child, name: 'Child', contactName: 'Jane Doe', active: true },
    ]);
    const list = (await admin.get('/api/CommonAccount/list', { textFilter: 'Child' })).json();
    expect(list.items[0]).toMatchObject({ parentId: parent, parentName: 'Parent' });
    const cycle = await admin.put(`/api/CommonAccount/${parent}`, { name: 'Parent', parentAccountId: child });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().propertyErrors.parentAccountId).toEqual([
      'The parent account is one of its sub-accounts',
    ]);
    const self = await admin.put(`/api/CommonAccount/${parent}`, { name: 'Parent', parentAccountId: parent });
    expect(self.json().propertyErrors.parentAccountId).toEqual(['An account cannot be its own parent']);
  });

  it('updates a subscription and re-ranks the account', async () => {
    const faces = await productByProject('Faces');
    const { customerId } = (
      await create({ products: [{ productId: faces.product.id, subscriptionPlanId: faces.plan('BASIC') }] })
    ).json();
    const response = await admin.put(`/api/CommonAccount/${customerId}/Subscription`, {
      productId: faces.product.id,
      expDate: '2020-01-01',
      subscriptionPlanId: faces.plan('ENT'),
    });
    expect(response.json()).toMatchObject({
      expirationDate: '2020-01-01',
      subscriptionPlanDto: { code: 'ENT' },
    });
    const issues = (await admin.get(`/api/CommonAccount/${customerId}/AccountProductIssues`)).json();
    expect(issues.find((i: { productId: number }) => i.productId === faces.product.id)).toMatchObject({
      rank: 60,
    });
    const wrongPlan = await admin.put(`/api/CommonAccount/${customerId}/Subscription`, {
      productId: faces.product.id,
      expDate: '2030-01-01',
      subscriptionPlanId: 999999,
    });
    expect(wrongPlan.statusCode).toBe(400);
  });

  it('adds products, refuses one twice, and removes one', async () => {
    const faces = await productByProject('Faces');
    const { customerId } = (await create()).json();
    const added = (
      await admin.post(`/api/CommonAccount/${customerId}/AddProductsAndSubscriptions`, [
        { productId: faces.product.id, subscriptionPlanId: faces.plan('BASIC') },
      ])
    ).json();
    expect(added.productResults[0].result.isError).toBe(false);
    const twice = (
      await admin.post(`/api/CommonAccount/${customerId}/AddProductsAndSubscriptions`, [
        { productId: faces.product.id },
      ])
    ).json();
    expect(twice.productResults[0].result.errors[0].description).toBe(
      'Face Compare is already on the account',
    );
    expect(
      (await admin.get(`/api/Products/${customerId}/AccountProducts`))
        .json()
        .map((p: { id: number }) => p.id),
    ).toContain(faces.product.id);
    expect(
      (await admin.delete(`/api/CommonAccount/${customerId}/Product/${faces.product.id}`)).statusCode,
    ).toBe(204);
    expect(
      (await admin.get(`/api/Products/${customerId}/AccountProducts`))
        .json()
        .map((p: { id: number }) => p.id),
    ).not.toContain(faces.product.id);
  });
});

describe('DELETE /api/CommonAccount/{id}', () => {
  it('deletes an account whose products all go', async () => {
    const { customerId } = (await create()).json();
    const response = await admin.delete(`/api/CommonAccount/${customerId}`);
    expect(response.statusCode).toBe(200);
    expect(
      response.json().productResults.every((r: { result: { isError: boolean } }) => !r.result.isError),
    ).toBe(true);
    expect((await admin.get(`/api/CommonAccount/${customerId}`)).statusCode).toBe(404);
  });

  it('keeps the account and answers the errors of a product on a running paid plan', async () => {
    const faces = await productByProject('Faces');
    const { customerId } = (
      await create({
        products: [
          {
            productId: faces.product.id,
            subscriptionPlanId: faces.plan('PRO'),
            subscriptionExpirationDate: '2099-01-01',
          },
        ],
      })
    ).json();
    const response = await admin.delete(`/api/CommonAccount/${customerId}`);
    const failed = response
      .json()
      .productResults.find((r: { productId: number }) => r.productId === faces.product.id);
    expect(failed.result.isError).toBe(true);
    expect(failed.result.errors[0].description).toMatch(
      /Professional subscription running until 01\/01\/2099/,
    );
    expect((await admin.get(`/api/CommonAccount/${customerId}`)).statusCode).toBe(200);
  });

  it('refuses a parent account with 409', async () => {
    const parent = (await create({ customerName: 'P' })).json().customerId;
    const child = (await create({ customerName: 'C' })).json().customerId;
    await admin.put(`/api/CommonAccount/${child}`, { name: 'C', parentAccountId: parent });
    expect((await admin.delete(`/api/CommonAccount/${parent}`)).statusCode).toBe(409);
  });
});

describe('/api/Products', () => {
  it("answers the company's products with plans, and a product's plans", async () => {
    const list = (await admin.get('/api/Products/CompanyProductsAndSubscriptionPlans')).json();
    expect(list.length).toBe(7);
    expect((await admin.get('/api/Products/CompanyProducts')).json()).toEqual(list);
    const plans = (await admin.get(`/api/Products/${list[0].id}/ProductSubscriptionPlans`)).json();
    expect(plans.map((p: { code: string }) => p.code)).toEqual(['TRIAL', 'BASIC', 'PRO', 'ENT']);
    expect((await admin.get('/api/Products/999999/ProductSubscriptionPlans')).statusCode).toBe(404);
  });
});

describe('the metadata of the accounts forms', () => {
  it('describes POST /api/CommonAccount/create from the AccountCreate schema', async () => {
    const response = await admin.get('/api/Metadata/v2', {
      httpMethod: 'POST',
      route: '/api/CommonAccount/create',
    });
    expect(response.statusCode).toBe(200);
    const fields = response.json().fields as {
      name: string;
      caption: string;
      required: boolean;
      optional?: boolean;
      editableForRoles?: string[];
      isLookup: boolean;
    }[];
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(byName.customerName).toMatchObject({ caption: 'Account Name', required: true });
    expect(byName.userName).toMatchObject({ caption: 'Login', required: true });
    expect(byName.phone).toMatchObject({ required: false, optional: true });
    expect(byName.assignedTo).toMatchObject({ editableForRoles: ['Admin'], isLookup: true });
  });

  it('describes the account details with the General Info and General Settings groups', async () => {
    const metadata = (
      await admin.get('/api/Metadata/v2', { httpMethod: 'PUT', route: '/api/CommonAccount/{id}' })
    ).json();
    expect(metadata.groups.map((g: { caption: string }) => g.caption)).toEqual([
      'General Info',
      'General Settings',
    ]);
  });
});
