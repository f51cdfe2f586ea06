import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createTestContext, PASSWORD, type TestContext } from '../testing/harness.ts';
import { sessions } from '../db/schema.ts';
import { ANTI_FORGERY_COOKIE } from './antiforgery.ts';
import { Permission } from '@console/contract/permissions';

let t: TestContext;

/**
 * One app for the describe's tests, each starting from the fixtures alone (t.reset(): the data, not
 * the app); `setUp` adds what its tests need to the app before it is ready.
 */
function oneAppForTheDescribe(setUp?: (context: TestContext) => void) {
  beforeAll(async () => {
    t = await createTestContext();
    setUp?.(t);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());
}

/** A fresh app in each test of the describe (each builds its own): closed after it. */
const closeAfterEach = () => afterEach(() => t.close());

describe('anti-forgery', () => {
  oneAppForTheDescribe();

  it('refuses a POST under /api without the token with 403, and changes nothing', async () => {
    const c = await t.signIn('admin');
    const response = await c.request({
      method: 'POST',
      url: '/api/user/AdministeredCompany',
      body: { companyType: t.fixtures.companyB },
      withoutToken: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('Forbidden');
    expect((await c.get('/api/user/AdministeredCompany')).json().id).toBe(t.fixtures.companyA);
  });

  it("refuses another browser's token", async () => {
    const c = await t.signIn('admin');
    const other = await t.anonymous();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/AdministeredCompany',
      cookies: c.cookies,
      headers: { RequestVerificationToken: other.token },
      payload: { companyType: t.fixtures.companyB },
    });
    expect(response.statusCode).toBe(403);
  });

  describe('binds the token to the session', () => {
    const switchCompany = (cookies: Record<string, string>, token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/AdministeredCompany',
        cookies,
        headers: { RequestVerificationToken: token },
        payload: { companyType: t.fixtures.companyB },
      });

    it('refuses the token a browser had before signing in, and takes the one the sign-in answers', async () => {
      const c = await t.anonymous();
      const before = c.token;
      await c.post('/Authorize/Login', { userName: 'admin', password: PASSWORD });
      expect(c.token).not.toBe(before);
      expect((await switchCompany(c.cookies, before)).statusCode).toBe(403);
      expect((await switchCompany(c.cookies, c.token)).statusCode).toBe(200);
    });

    it("refuses the token of the browser's previous session once it signs in again", async () => {
      const c = await t.signIn('support');
      const first = c.token;
      await c.post('/Authorize/Login', { userName: 'admin', password: PASSWORD });
      const refused = await switchCompany(c.cookies, first);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/anti-forgery token is not valid/);
    });

    it("refuses someone's own token and cookie planted in another staff member's session", async () => {
      const attacker = await t.signIn('support');
      const victim = await t.signIn('admin');
      const planted = {
        ...victim.cookies,
        [ANTI_FORGERY_COOKIE]: attacker.cookies[ANTI_FORGERY_COOKIE] ?? '',
      };
      expect((await switchCompany(planted, attacker.token)).statusCode).toBe(403);
      expect((await victim.get('/api/user/AdministeredCompany')).json().id).toBe(t.fixtures.companyA);
    });

    it('answers 401, not an anti-forgery refusal, once the session of the page has ended', async () => {
      const c = await t.signIn('admin');
      await t.database.db.delete(sessions);
      const response = await c.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
      expect(response.statusCode).toBe(401);
    });
  });

  it('refuses a sign-in post without the token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/Authorize/Login',
      payload: { userName: 'admin', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the error contract', () => {
  oneAppForTheDescribe();

  it('answers unknown /api routes with 404 in the error shape', async () => {
    const c = await t.signIn('support');
    const response = await c.get('/api/NoSuchThing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NotFound',
      message: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it('answers malformed JSON with 400 ValidationError', async () => {
    const c = await t.anonymous();
    const response = await t.app.inject({
      method: 'POST',
      url: '/Authorize/Login',
      cookies: c.cookies,
      headers: { 'content-type': 'application/json', RequestVerificationToken: c.token },
      payload: '{"userName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('ValidationError');
  });

  it('names a nested field the way forms do', async () => {
    const c = await t.signIn('admin');
    const response = await c.post('/api/user/AdministeredCompany', { companyType: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().propertyErrors)).toEqual(['companyType']);
  });

  it('answers a body over the limit with 413 in the error shape', async () => {
    const small = await createTestContext({ BODY_LIMIT_BYTES: '2048' });
    const c = await small.anonymous();
    const response = await c.post('/Authorize/Login', { userName: 'a'.repeat(5000), password: 'x' });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PayloadTooLarge');
    await small.close();
  });

  it('carries the request id in the header and the error body', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { 'x-request-id': 'trace-123456' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123456');
    expect(response.json().requestId).toBe('trace-123456');
  });
});

describe('an unexpected failure', () => {
  closeAfterEach();
  it('answers 500 with a generic message and the request id, never a stack', async () => {
    t = await createTestContext();
    t.app.get('/api/test/boom', { config: { gate: { public: true } } }, async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe('InternalError');
    expect(body.message).toContain(body.requestId);
    expect(response.body).not.toContain('secret internals');
    expect(response.body).not.toContain('app.ts');
  });
});

describe('gates', () => {
  oneAppForTheDescribe(({ app }) => {
    const ok = async () => ({ ok: true });
    const read = Permission.ReadData;
    app.get('/api/test/staff-only', { config: { gate: { permission: Permission.ManageStaff } } }, ok);
    app.post(
      '/api/test/change',
      { config: { gate: { writes: true, permission: Permission.EditAccounts } } },
      ok,
    );
    app.get('/api/test/faces', { config: { gate: { module: 'Faces', permission: read } } }, ok);
    app.get('/api/test/dvs', { config: { gate: { module: 'DVS', permission: read } } }, ok);
  });

  it("refuses a route whose permission the user's roles do not grant, and names it", async () => {
    const refused = await (await t.signIn('support')).get('/api/test/staff-only');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'Forbidden', permission: Permission.ManageStaff });
    expect(refused.json().message).toBe('This needs the permission "Manage staff" (granted by Admin).');
    expect((await (await t.signIn('admin')).get('/api/test/staff-only')).statusCode).toBe(200);
  });

  it('refuses any change to a read-only staff user', async () => {
    expect((await (await t.signIn('readonly')).post('/api/test/change')).statusCode).toBe(403);
    expect((await (await t.signIn('support')).post('/api/test/change')).statusCode).toBe(200);
  });

  it('refuses a route whose module the administered company lacks', async () => {
    const admin = await t.signIn('admin');
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect((await admin.get('/api/test/faces')).statusCode).toBe(200);
    expect((await admin.get('/api/test/dvs')).statusCode).toBe(403);
  });

  it('refuses a registered route that declares no gate at start-up', async () => {
    const other = await createTestContext();
    other.app.get('/api/test/ungated', async () => ({}));
    await expect(other.app.ready()).rejects.toThrow('declare no gate: GET /api/test/ungated');
  });

  it('refuses a signed-in route whose gate names no permission at start-up', async () => {
    const other = await createTestContext();
    other.app.post('/api/test/unnamed', { config: { gate: { writes: true } } }, async () => ({}));
    await expect(other.app.ready()).rejects.toThrow('name no permission: POST /api/test/unnamed');
  });

  it('every /api operation of the OpenAPI document declares its gate', async () => {
    const doc = (await (await t.signIn('support')).get('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, { 'x-gate'?: unknown }>>,
    ).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method} ${url}`, gate: op['x-gate'] })),
    );
    expect(operations.length).toBeGreaterThan(8);
    expect(operations.filter((op) => !op.gate).map((op) => op.route)).toEqual([]);
    // Any signed-in user, from a page of any company (http/page-company.ts).
    expect(doc.paths['/api/user/info'].get['x-gate']).toEqual({
      anyCompany: true,
      beforeSecondFactor: true,
      permission: Permission.ReadData,
    });
  });
});

describe('OpenAPI browsing', () => {
  oneAppForTheDescribe();
  it('lets signed-in staff browse /api/docs and refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    const c = await t.signIn('support');
    const docs = await c.get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('sends a signed-out browser to sign-in with the way back; a script still gets the JSON 401', async () => {
    const browser = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/Authorize/Login?ReturnUrl=%2Fapi%2Fdocs');
    const script = await t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'application/json' },
    });
    expect(script.statusCode).toBe(401);
    expect(script.json()).toMatchObject({ code: expect.any(String), requestId: expect.any(String) });
  });

  it("serves the product API's document and its browsable page to anyone: device developers hold no staff sign-in", async () => {
    const document = await t.app.inject({ method: 'GET', url: '/ingest/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().info.title).toBe('Product API');
    const page = await t.app.inject({ method: 'GET', url: '/ingest/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/ingest/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain('/ingest/openapi.json');
  });

  it('never answers the staff document under the public prefix, whichever of its pages is asked', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/ingest/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().info.title).toBe('Product API');
    expect(Object.keys(json.json().paths).filter((path) => !path.startsWith('/ingest/'))).toEqual([]);
    const yaml = await t.app.inject({ method: 'GET', url: '/ingest/docs/yaml' });
    expect(yaml.body).toContain('Product API');
    expect(yaml.body).not.toContain('/api/');
  });

  it("answers under the console's own policy, whose styles Swagger UI's run-time style attributes keep to", async () => {
    const c = await t.signIn('support');
    const page = (await c.get('/api/docs/')).headers['content-security-policy'];
    const console = (await t.app.inject({ method: 'GET', url: '/Authorize/Login' })).headers[
      'content-security-policy'
    ];
    expect(page).toBe(console);
    expect(String(page)).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('security headers', () => {
  closeAfterEach();
  it('send a policy with no inline script, nosniff and frame-ancestors none', async () => {
    t = await createTestContext();
    const response = await t.app.inject({ method: 'GET', url: '/Authorize/Login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('pages', () => {
  closeAfterEach();
  beforeEach(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestContext({ WEB_DIST: dist });
  });

  it('sends anonymous visitors of a client route to sign-in with the way back', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Accounts/5?tab=users' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/Authorize/Login?ReturnUrl=%2FAccounts%2F5%3Ftab%3Dusers');
  });

  it('serves the public Terms page without a session, with no page data', async () => {
    for (const url of ['/Terms', '/terms?from=footer']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<script type="application/json" id="bootstrap-data">null</script>');
    }
  });

  it('serves index.html for any client route with the token and the page data written in', async () => {
    const c = await t.signIn('admin');
    const response = await c.get('/some/client/route');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<meta name="request-verification-token" content="${c.token}">`);
    const json = /<script type="application\/json" id="bootstrap-data">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      user: { userName: 'admin' },
      roles: expect.any(Array),
    });
  });

  it('answers a file the console does not have (/favicon.ico) with 404, not the app’s page', async () => {
    const c = await t.signIn('admin');
    for (const url of ['/favicon.ico', '/robots.txt', '/Reports/export.csv']) {
      const response = await c.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<!doctype html>');
    }
    expect((await c.get('/Reports/LocationReport')).statusCode).toBe(200);
  });

  it('cannot be broken out of by data that contains </script>', async () => {
    const { staffUsers } = await import('../db/schema.ts');
    await t.database.db.update(staffUsers).set({ firstName: '</script><script>alert(1)</script>' });
    const c = await t.signIn('admin');
    const response = await c.get('/');
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('sends the brotli file the build wrote to a browser that accepts br, the plain file otherwise', async () => {
    const assets = path.join(t.config.webDist, 'assets');
    writeFileSync(path.join(assets, 'app.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(assets, 'app.js.gz'), gzipSync('console.log(1)'));
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves the built assets and answers a missing one with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('health', () => {
  closeAfterEach();
  it('answers /healthz and /readyz', async () => {
    t = await createTestContext();
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
