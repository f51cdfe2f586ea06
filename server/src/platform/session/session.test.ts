import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createTestContext,
  PASSWORD,
  removeCompanyAccess,
  type TestClient,
  type TestContext,
} from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { auditLog, companies, sessions, staffUsers } from '../../db/schema.ts';

let t: TestContext;
appForFileFreshEachTest(
  (context) => {
    t = context;
  },
  { LOGIN_MAX_FAILURES: '3' },
);

describe('sign-in', () => {
  it('serves a branded sign-in page carrying the anti-forgery token', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/Authorize/Login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<meta name="request-verification-token" content="');
    expect(page.body).toContain('Veridian Console');
  });

  it('uses the second branding in environment 2', async () => {
    const other = await createTestContext({ ENVIRONMENT_ID: '2' });
    const page = await other.app.inject({ method: 'GET', url: '/Authorize/Login' });
    expect(page.body).toContain('Lumen ID Admin');
    await other.close();
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and answers the redirect', async () => {
    const c = await t.anonymous();
    const response = await c.post('/Authorize/Login', { userName: 'admin', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectUrl: '/', requestVerificationToken: expect.any(String) });
    const cookie = response.cookies.find((k) => k.name === 'console_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();
  });

  it('accepts a form post and redirects to a same-site ReturnUrl only', async () => {
    const c = await t.anonymous();
    const form = (returnUrl: string) =>
      t.app.inject({
        method: 'POST',
        url: '/Authorize/Login',
        cookies: c.cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          userName: 'support',
          password: PASSWORD,
          ReturnUrl: returnUrl,
          __RequestVerificationToken: c.token,
        }).toString(),
      });
    const local = await form('/Accounts/12?tab=users');
    expect(local.statusCode).toBe(303);
    expect(local.headers.location).toBe('/Accounts/12?tab=users');
    for (const elsewhere of ['//evil.example/', '/\\evil.example', '/%09/evil.example']) {
      expect((await form(elsewhere)).headers.location).toBe('/');
    }
    // A raw tab is not printable ASCII: the schema refuses it before anything is redirected.
    expect((await form('/\t/evil.example')).statusCode).toBe(400);
  });

  it('answers home as the redirect of a JSON sign-in whose ReturnUrl would leave the site', async () => {
    const c = await t.anonymous();
    const response = await c.post('/Authorize/Login', {
      userName: 'support',
      password: PASSWORD,
      ReturnUrl: '/%09/evil.example',
    });
    expect(response.json().redirectUrl).toBe('/');
  });

  it('sends signed-in staff opening the sign-in page to its ReturnUrl only when it is a path of this site', async () => {
    const c = await t.signIn('support');
    expect((await c.get('/Authorize/Login', { ReturnUrl: '/Accounts' })).headers.location).toBe('/Accounts');
    expect((await c.get('/Authorize/Login', { ReturnUrl: '/%09/evil.example' })).headers.location).toBe('/');
    expect((await c.get('/Authorize/Login', { ReturnUrl: '/\t/evil.example' })).statusCode).toBe(400);
  });

  it('gives one generic message for a wrong login and for a wrong password', async () => {
    const c = await t.anonymous();
    const unknown = await c.post('/Authorize/Login', { userName: 'nobody', password: PASSWORD });
    const wrong = await c.post('/Authorize/Login', { userName: 'admin', password: 'Wrong#Pass1' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(unknown.json().code).toBe('Unauthorized');
  });

  it('refuses a locked (inactive) user with the same generic message', async () => {
    await t.database.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.userName, 'support'));
    const c = await t.anonymous();
    const response = await c.post('/Authorize/Login', { userName: 'support', password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The login or password is incorrect.');
  });

  it('answers 429 after repeated failures for a login from one address, even with the right password', async () => {
    const c = await t.anonymous();
    for (let i = 0; i < 3; i++) await c.post('/Authorize/Login', { userName: 'admin', password: 'nope' });
    const refused = await c.post('/Authorize/Login', { userName: 'admin', password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('signs the right password in from another address while the login is under attack from one', async () => {
    const attacker = await t.anonymous({ address: '203.0.113.9' });
    for (let i = 0; i < 5; i++)
      await attacker.post('/Authorize/Login', { userName: 'admin', password: 'nope' });
    expect(
      (await attacker.post('/Authorize/Login', { userName: 'admin', password: 'nope' })).statusCode,
    ).toBe(429);
    const owner = await t.anonymous({ address: '198.51.100.7' });
    const signedIn = await owner.post('/Authorize/Login', { userName: 'admin', password: PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expect((await owner.get('/api/user/info')).json().id).toBe(t.fixtures.users.admin);
  });

  it('slows a login down for the addresses that failed for it, saying how many seconds to wait', async () => {
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    const attackers = await Promise.all(addresses.map((address) => t.anonymous({ address })));
    // Each fails once as a new address, then the login's free turns (3 in this file) are taken.
    for (const attacker of [...attackers, ...attackers])
      await attacker.post('/Authorize/Login', { userName: 'admin', password: 'nope' });
    const waiting = await attackers[0]?.post('/Authorize/Login', { userName: 'admin', password: 'nope' });
    expect(waiting?.statusCode).toBe(429);
    expect(waiting?.headers['retry-after']).toBe('1');
    expect(waiting?.json().message).toBe('Too many failed sign-in attempts. Try again in 1 second.');
  });

  it('evaluates at most the allowed passwords when 200 wrong ones for a login arrive at once, refusing the rest with 429', async () => {
    const c = await t.anonymous();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => c.post('/Authorize/Login', { userName: 'admin', password: 'nope' })),
    );
    // The route answers 401 only after evaluating the password, so each 401 is one evaluation.
    const evaluated = responses.filter((r) => r.statusCode === 401);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThanOrEqual(3); // LOGIN_MAX_FAILURES in this file
    expect(refused).toHaveLength(200 - evaluated.length);
    for (const response of refused)
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused[0]?.json()).toEqual({
      code: 'TooManyRequests',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      requestId: expect.any(String),
    });
    expect((await c.post('/Authorize/Login', { userName: 'admin', password: PASSWORD })).statusCode).toBe(
      429,
    );
  });

  it('answers 400 ValidationError with propertyErrors for a malformed body', async () => {
    const c = await t.anonymous();
    const response = await c.post('/Authorize/Login', { userName: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('ValidationError');
    // Named by their captions (the schema titles), a blank text as a missing one.
    expect(body.propertyErrors.password).toEqual(['Password is required']);
    expect(body.propertyErrors.userName).toEqual(['Login is required']);
  });

  it('stores only a hash of the session token', async () => {
    const c = await t.signIn('admin');
    const rows = await t.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(c.cookies.console_session);
  });
});

describe('the session', () => {
  it('answers 401 to an anonymous /api/user/info', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/info' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'Unauthorized', requestId: expect.any(String) });
  });

  it('answers the user info: name, id and roles', async () => {
    const c = await t.signIn('admin');
    const response = await c.get('/api/user/info');
    expect(response.json()).toEqual({
      name: 'Admin Tester',
      id: t.fixtures.users.admin,
      roles: ['Admin', 'Checkpoint', 'Super Admin'],
    });
  });

  it('answers 401 once the session has expired, and again the user while it has not', async () => {
    const c = await t.signIn('support');
    const expiresIn = (ms: number) =>
      t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + ms) });
    await expiresIn(-1_000);
    expect((await c.get('/api/user/info')).statusCode).toBe(401);
    await expiresIn(60_000);
    expect((await c.get('/api/user/info')).statusCode).toBe(200);
  });

  it('ends the session on LogOff with the form token and answers where to go', async () => {
    const c = await t.signIn('support');
    const response = await t.app.inject({
      method: 'POST',
      url: '/Authorize/LogOff',
      cookies: c.cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `__RequestVerificationToken=${encodeURIComponent(c.token)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectUrl: '/Authorize/Login' });
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
    const after = await c.get('/api/user/info');
    expect(after.statusCode).toBe(401);
  });

  it('refuses LogOff without the anti-forgery token and keeps the session', async () => {
    const c = await t.signIn('support');
    const response = await c.request({
      method: 'POST',
      url: '/Authorize/LogOff',
      body: {},
      withoutToken: true,
    });
    expect(response.statusCode).toBe(403);
    expect((await c.get('/api/user/info')).statusCode).toBe(200);
  });
});

describe('the administered company', () => {
  it('answers the current company and switches to another available one, recording the change', async () => {
    const c = await t.signIn('admin');
    expect((await c.get('/api/user/AdministeredCompany')).json()).toMatchObject({
      companyType: t.fixtures.companyA,
      name: 'Alpha Company',
    });
    const set = await c.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect(set.statusCode).toBe(200);
    expect(set.json().name).toBe('Beta Company');
    expect((await c.get('/api/user/AdministeredCompany')).json().id).toBe(t.fixtures.companyB);
    const [entry] = await t.database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorName: 'admin',
      action: 'administeredCompany.set',
      changes: { administeredCompanyId: { from: t.fixtures.companyA, to: t.fixtures.companyB } },
    });
  });

  it("is the session's: two sessions of one user administer two companies at once, a switch in one leaving the other", async () => {
    const first = await t.signIn('admin');
    const second = await t.signIn('admin');
    await second.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    const companyOf = async (c: TestClient) => (await c.get('/api/user/AdministeredCompany')).json().id;
    expect(await companyOf(first)).toBe(t.fixtures.companyA);
    expect(await companyOf(second)).toBe(t.fixtures.companyB);
    // The page data and the tenant scope follow the session's company, not only this call.
    expect((await first.get('/api/user/bootstrap')).json().administeredCompany.id).toBe(t.fixtures.companyA);
    expect((await second.get('/api/user/bootstrap')).json().administeredCompany.id).toBe(t.fixtures.companyB);

    await first.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    await second.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA });
    expect(await companyOf(first)).toBe(t.fixtures.companyB);
    expect(await companyOf(second)).toBe(t.fixtures.companyA);
  });

  it('starts the next sign-in on the company chosen last, in whichever session', async () => {
    const first = await t.signIn('admin');
    const second = await t.signIn('admin');
    await first.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    const third = await t.signIn('admin');
    expect((await third.get('/api/user/AdministeredCompany')).json().id).toBe(t.fixtures.companyB);

    await second.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA });
    const fourth = await t.signIn('admin');
    expect((await fourth.get('/api/user/AdministeredCompany')).json().id).toBe(t.fixtures.companyA);
    // A session that started on the default keeps its own once the default moves on.
    expect((await third.get('/api/user/AdministeredCompany')).json().id).toBe(t.fixtures.companyB);
  });

  it('starts a new session on the first available company by name when the default is not available', async () => {
    await t.database.db
      .update(staffUsers)
      .set({ administeredCompanyId: t.fixtures.companyB })
      .where(eq(staffUsers.id, t.fixtures.users.support));
    const c = await t.signIn('support');
    expect((await c.get('/api/user/AdministeredCompany')).json().id).toBe(t.fixtures.companyA);
  });

  it('falls back to the first available company by name once the chosen one is taken away', async () => {
    const c = await t.signIn('admin');
    await c.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    await removeCompanyAccess(t.database, t.fixtures.users.admin, t.fixtures.companyB);
    expect((await c.get('/api/user/AdministeredCompany')).json().id).toBe(t.fixtures.companyA);
  });

  it("carries the administered company's Test Mode to every request", async () => {
    const c = await t.signIn('admin');
    await t.database.db
      .update(companies)
      .set({ testMode: true })
      .where(eq(companies.id, t.fixtures.companyA));
    expect((await c.get('/api/Company/TestMode')).json()).toEqual({ enabled: true });
    await c.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect((await c.get('/api/Company/TestMode')).json()).toEqual({ enabled: false });
  });

  it('answers 404 for a company not available to the user and changes nothing', async () => {
    const c = await t.signIn('support');
    const response = await c.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect(response.statusCode).toBe(404);
    expect((await c.get('/api/user/AdministeredCompany')).json().id).toBe(t.fixtures.companyA);
  });
});

describe('the preloaded page data', () => {
  it('holds roles, companies, features, products with plans and modules in one answer', async () => {
    const c = await t.signIn('admin');
    const data = (await c.get('/api/user/bootstrap')).json();
    expect(data.roles).toContain('Admin');
    expect(data.availableCompanies.map((x: { name: string }) => x.name)).toEqual([
      'Alpha Company',
      'Beta Company',
    ]);
    expect(data.availableFeatures).toEqual(expect.arrayContaining(['customerAdmin', 'AccountDeleting']));
    expect(data.features.customerAdmin).toBe(true);
    expect(data.modules.map((m: { name: string }) => m.name)).toContain('Veriscan');
    const veriscan = data.modules.find((m: { name: string }) => m.name === 'Veriscan');
    expect(veriscan.moduleFeatures.map((f: { name: string }) => f.name)).toContain('reports');
    const product = data.companyProductsAndSubscriptions[0];
    expect(product).toMatchObject({ projectId: expect.any(String), displayName: expect.any(String) });
    expect(product.subscriptionPlans.map((p: { name: string }) => p.name)).toContain('Trial');
    expect(data.version).toBe('2025.04.1.0');
  });
});

describe('the customer site', () => {
  it('is offered only when CUSTOMER_SITE_URL names one, rather than a default site that is not there', async () => {
    const c = await t.signIn('admin');
    expect((await c.get('/api/user/bootstrap')).json().customerSiteUrl).toBeNull();
    const configured = await createTestContext({ CUSTOMER_SITE_URL: 'https://customers.example/' });
    const signedIn = await configured.signIn('admin');
    expect((await signedIn.get('/api/user/bootstrap')).json().customerSiteUrl).toBe(
      'https://customers.example',
    );
    await configured.close();
  });
});
