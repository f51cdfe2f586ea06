import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMINISTERED_COMPANY_HEADER } from '@console/contract/constants';
import { accountsApi } from '@console/contract/accounts/api';
import { sessionApi } from '@console/contract/session/api';
import { PASSWORD, type TestClient, type TestContext } from '../testing/harness.ts';
import { appForFileFreshEachTest } from '../testing/test-app.ts';
import { newAccountBody } from '../modules/accounts/testing.ts';
import { auditLog, customerAccounts } from '../db/schema.ts';
import { COMPANY_CHANGED_MESSAGE } from './page-company.ts';

// Two tabs of one browser share its session: `browser` switched to company B in one tab, and the
// other tab still shows company A, naming it in the header of every call it makes.

let t: TestContext;
let browser: TestClient;
appForFileFreshEachTest(async (context) => {
  t = context;
  browser = await t.signIn('admin');
  const switched = await browser.post(sessionApi.setAdministeredCompany.path, {
    companyType: t.fixtures.companyB,
  });
  expect(switched.statusCode).toBe(200);
});

const showing = (companyId: number) => ({ [ADMINISTERED_COMPANY_HEADER]: String(companyId) });

const createAccount = (customerName: string, headers?: Record<string, string>) =>
  browser.request({
    method: 'POST',
    url: accountsApi.create.path,
    headers,
    body: newAccountBody(t, customerName),
  });

const companiesOfAccounts = async (customerName: string) =>
  (
    await t.database.db
      .select({ companyId: customerAccounts.companyId })
      .from(customerAccounts)
      .where(eq(customerAccounts.name, customerName))
  ).map((row) => row.companyId);

describe('a call from a page of another company than the session administers', () => {
  it('answers 409 CompanyChanged to a change and writes it in neither company', async () => {
    const audited = (await t.database.db.select().from(auditLog)).length;
    const response = await createAccount('Stale Tab Rentals', showing(t.fixtures.companyA));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CompanyChanged',
      message: COMPANY_CHANGED_MESSAGE,
      requestId: expect.any(String),
    });
    expect(await companiesOfAccounts('Stale Tab Rentals')).toEqual([]);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(audited);
  });

  it('answers 409 to a read too: the page would show the other company’s records as its own', async () => {
    const response = await browser.request({
      method: 'GET',
      url: accountsApi.list.path,
      headers: showing(t.fixtures.companyA),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CompanyChanged');
  });

  it('answers 409 rather than a 403 for a module only the company it shows has', async () => {
    // Company B has no Veriscan module: the page of company A is stale, not forbidden.
    const response = await browser.request({
      method: 'GET',
      url: '/api/Company/TestMode',
      headers: showing(t.fixtures.companyA),
    });
    expect(response.statusCode).toBe(409);
  });

  it('still answers 401 once the session has ended, and 403 without the anti-forgery token', async () => {
    const stale = showing(t.fixtures.companyA);
    const unsigned = await browser.request({
      method: 'POST',
      url: accountsApi.create.path,
      body: {},
      headers: stale,
      withoutToken: true,
    });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().code).toBe('Forbidden');
    const anonymous = await t.anonymous();
    const signedOut = await anonymous.request({ method: 'GET', url: accountsApi.list.path, headers: stale });
    expect(signedOut.statusCode).toBe(401);
  });

  it.each([
    ['the page data', 'GET', sessionApi.bootstrap.path],
    ['the user info', 'GET', sessionApi.userInfo.path],
    ['the administered company', 'GET', sessionApi.administeredCompany.path],
  ] as const)('answers %s, which a stale tab reloads from', async (_name, method, url) => {
    const response = await browser.request({ method, url, headers: showing(t.fixtures.companyA) });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets the stale tab choose its company again, sign in again and sign out', async () => {
    const chosen = await browser.request({
      method: 'POST',
      url: sessionApi.setAdministeredCompany.path,
      body: { companyType: t.fixtures.companyA },
      headers: showing(t.fixtures.companyA),
    });
    expect(chosen.statusCode).toBe(200);
    // Company A again: the same page's calls pass now.
    expect((await createAccount('Chosen Again Rentals', showing(t.fixtures.companyA))).statusCode).toBe(200);

    // A page still showing company B: signing in and out are no company's calls, so they pass
    // (which company the new session starts on is session.test.ts's).
    const stale = showing(t.fixtures.companyB);
    const signedIn = await browser.request({
      method: 'POST',
      url: sessionApi.login.path,
      body: { userName: 'admin', password: PASSWORD },
      headers: stale,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const signedOut = await browser.request({
      method: 'POST',
      url: sessionApi.logOff.path,
      body: {},
      headers: stale,
    });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
  });
});

describe('a call that names the session’s company, or none', () => {
  it('passes with the header of the company the session administers, and writes there', async () => {
    const response = await createAccount('Current Tab Rentals', showing(t.fixtures.companyB));
    expect(response.statusCode, response.body).toBe(200);
    expect(await companiesOfAccounts('Current Tab Rentals')).toEqual([t.fixtures.companyB]);
  });

  it('passes without the header (an API client, a script), in the session’s company as before', async () => {
    const response = await createAccount('Scripted Rentals');
    expect(response.statusCode, response.body).toBe(200);
    expect(await companiesOfAccounts('Scripted Rentals')).toEqual([t.fixtures.companyB]);
  });
});
