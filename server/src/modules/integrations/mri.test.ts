import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@console/contract/kit';
import {
  integrationsApi,
  mriApi as api,
  MRI_CALLBACK_PATH,
  type Integration,
  type MriAuthorization,
  type MriAuthorizeStart,
} from '@console/contract/integrations/api';
import { auditLog } from '../../db/schema.ts';
import { integrationSecrets } from './tables.ts';
import { mriPendingAuthorizations } from './mri-tables.ts';
import { vsOnlineCustomers } from '../vsonline/tables.ts';
import { startPartnerServer, type PartnerServer } from '../../kit/partners/partner-server.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { authorizeThrough, startOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider.ts';
import { OutboundPolicy, outboundRefusal } from '../../kit/partners/outbound.ts';
import { testOutbound } from '../../testing/outbound.ts';
import { discoverPublicClient } from './oidc.ts';
import { NOWHERE, testLocation } from './testing.ts';

/*
 * MRI's authorization flow against a real OpenID Connect provider on loopback (oidc-provider): the
 * console's calls start it, the provider's pages are walked as a browser would, and the callback
 * address is posted as /oidc-mri-callback posts it. The tokens obtained then open MRI's API (a fake
 * partner that checks the bearer) and are found nowhere in the clear.
 */

const CALLBACK = `http://console.test${MRI_CALLBACK_PATH}`;
const CLIENT_ID = 'mri-client-test';

let t: TestContext;
let admin: TestClient;
let provider: TestOidcProvider;
let mri: PartnerServer;
/** The bearer MRI's API last saw. */
let seenBearer = '';

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn('admin');
  provider = await startOidcProvider({ clientId: CLIENT_ID, redirectUris: [CALLBACK] });
  mri = await startPartnerServer();
  mri.collection('/properties', {
    idField: 'propertyId',
    paging: { style: 'page', page: 'page', size: 'pageSize', items: 'items', totalPages: 'totalPages' },
    records: [{ propertyId: 'P1', propertyName: 'Harbor View', addressLine1: '9 Harbor Rd' }],
  });
  mri.requireAuth((headers) => {
    seenBearer = headers.authorization ?? '';
    return /^Bearer .{20,}$/.test(seenBearer);
  });
});
afterAll(async () => {
  await provider.close();
  await mri.close();
  await t.close();
});

const path = (endpoint: { path: string }, guid: string) => fillPath(endpoint.path, { guid, system: 'Mri' });

/** A location of companyA's customer, with an MRI client id set (or not), connected to MRI. */
async function mriLocation(
  name: string,
  { clientId = CLIENT_ID as string | null, issuer = provider.issuer } = {},
) {
  const location = await testLocation(t, t.fixtures.companyA, name);
  if (clientId)
    await t.database.db
      .insert(vsOnlineCustomers)
      .values({ accountId: location.accountId, mriClientId: clientId });
  const created = await admin.post(
    fillPath(integrationsApi.create.path, { system: 'Mri', guid: location.guid }),
    {
      baseUrl: mri.url,
      partnerLocationId: 'P1',
      enabled: true,
      credentials: { issuerUrl: issuer },
    },
  );
  expect(created.statusCode, created.body).toBe(200);
  return location;
}

async function start(guid: string) {
  const response = await admin.post(path(api.authorize, guid), { redirectUri: CALLBACK });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<MriAuthorizeStart>().authorizationUrl);
}

describe('the MRI authorization flow', () => {
  it('starts with PKCE (S256), state and nonce for the customer client id, completes, and keeps the tokens sealed', async () => {
    const location = await mriLocation('Harbor Customer');
    const before = await admin.get(path(api.authorization, location.guid));
    expect(before.json<MriAuthorization>()).toMatchObject({ authorized: false, clientId: CLIENT_ID });

    const authorizationUrl = await start(location.guid);
    expect(authorizationUrl.origin).toBe(provider.issuer);
    const query = authorizationUrl.searchParams;
    expect(query.get('client_id')).toBe(CLIENT_ID);
    expect(query.get('redirect_uri')).toBe(CALLBACK);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('nonce')).toMatch(/^[\w-]{20,}$/);
    // The pending flow keeps the state's hash only.
    const pending = await t.database.db.select().from(mriPendingAuthorizations);
    expect(JSON.stringify(pending)).not.toContain(query.get('state'));

    const callback = await authorizeThrough(authorizationUrl.href, CALLBACK);
    expect(new URL(callback).searchParams.get('code')).toBeTruthy();
    const finished = await admin.post(api.callback.path, { redirectUri: callback });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json<MriAuthorization>()).toMatchObject({
      system: 'mri',
      locationGuid: location.guid,
      authorized: true,
      subject: provider.subject,
      hasRefreshToken: true,
      authorizedBy: 'admin',
    });
    expect(finished.json<MriAuthorization>().accessTokenExpiresAt).not.toBeNull();

    // The access token opens MRI's API: the connection test reads the linked property with it.
    const test = await admin.post(
      fillPath(integrationsApi.testConnection.path, { system: 'Mri', guid: location.guid }),
      {},
    );
    expect(test.json()).toMatchObject({ ok: true, partnerLocation: { id: 'P1', name: 'Harbor View' } });
    const token = seenBearer.slice('Bearer '.length);
    expect(token.length).toBeGreaterThan(20);

    // Never answered, not even masked; sealed in the database.
    const integration = await admin.get(
      fillPath(integrationsApi.get.path, { system: 'Mri', guid: location.guid }),
    );
    expect(integration.json<Integration>().credentials).toEqual({ issuerUrl: provider.issuer });
    expect(integration.body).not.toContain(token);
    expect(finished.body).not.toContain(token);
    const secrets = await t.database.db.select().from(integrationSecrets);
    expect(secrets.map((row) => row.name)).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']));
    expect(JSON.stringify(secrets)).not.toContain(token);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'integration.mri.authorize'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('refuses a replayed callback, a replayed code under a new state, and a wrong state', async () => {
    const location = await mriLocation('Replay Customer');
    const callback = await authorizeThrough((await start(location.guid)).href, CALLBACK);
    expect((await admin.post(api.callback.path, { redirectUri: callback })).statusCode).toBe(200);

    // The same callback again: its state was used.
    const replayed = await admin.post(api.callback.path, { redirectUri: callback });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({
      propertyErrors: { redirectUri: [expect.stringMatching(/unknown, expired or already used/)] },
    });

    // The used code under a fresh, valid state: MRI refuses the code.
    const fresh = (await start(location.guid)).searchParams.get('state') ?? '';
    const withFreshState = new URL(callback);
    withFreshState.searchParams.set('state', fresh);
    const reused = await admin.post(api.callback.path, { redirectUri: withFreshState.href });
    expect(reused.statusCode, reused.body).toBe(400);
    expect(reused.json()).toMatchObject({
      propertyErrors: { redirectUri: [expect.stringMatching(/^MRI refused the authorization/)] },
    });

    // A state the console never gave.
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state-0000000000000000');
    expect((await admin.post(api.callback.path, { redirectUri: forged.href })).statusCode).toBe(400);
  });

  it('refuses a callback the provider answered with an error, and one without a state', async () => {
    const location = await mriLocation('Denied Customer');
    const state = (await start(location.guid)).searchParams.get('state') ?? '';
    const denied = await admin.post(api.callback.path, {
      redirectUri: `${CALLBACK}?error=access_denied&error_description=End-User%20denied&state=${state}`,
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.json()).toMatchObject({
      propertyErrors: { redirectUri: ['MRI refused the authorization: End-User denied'] },
    });
    expect((await admin.post(api.callback.path, { redirectUri: `${CALLBACK}?code=x` })).statusCode).toBe(400);
  });

  it('forgets the tokens on revoke, audited, and the flow can run again', async () => {
    const location = await mriLocation('Revoke Customer');
    const callback = await authorizeThrough((await start(location.guid)).href, CALLBACK);
    await admin.post(api.callback.path, { redirectUri: callback });
    const revoked = await admin.delete(path(api.revoke, location.guid));
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<MriAuthorization>()).toMatchObject({
      authorized: false,
      hasRefreshToken: false,
      subject: null,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'integration.mri.revoke'));
    expect(audit.length).toBeGreaterThan(0);
    const again = await authorizeThrough((await start(location.guid)).href, CALLBACK);
    expect((await admin.post(api.callback.path, { redirectUri: again })).json()).toMatchObject({
      authorized: true,
    });
  });
});

describe('bad input and refusals', () => {
  it('refuses a redirect URI that is not the console callback (400, nothing pending)', async () => {
    const location = await mriLocation('Bad Redirect Customer');
    const before = (await t.database.db.select().from(mriPendingAuthorizations)).length;
    for (const redirectUri of [
      'not a url',
      'http://console.test/elsewhere',
      `${CALLBACK}?x=1`,
      'ftp://console.test/oidc-mri-callback',
    ]) {
      const response = await admin.post(path(api.authorize, location.guid), { redirectUri });
      expect(response.statusCode, redirectUri).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'ValidationError',
        propertyErrors: { redirectUri: [expect.any(String)] },
      });
    }
    expect(await admin.post(path(api.authorize, location.guid), {}).then((r) => r.statusCode)).toBe(400);
    expect(await admin.post(api.callback.path, { redirectUri: 42 }).then((r) => r.statusCode)).toBe(400);
    expect((await t.database.db.select().from(mriPendingAuthorizations)).length).toBe(before);
  });

  it("refuses a redirect URI on any origin but the console's own (PUBLIC_URL), starting and ending", async () => {
    const location = await mriLocation('Other Origin Customer');
    const before = (await t.database.db.select().from(mriPendingAuthorizations)).length;
    for (const redirectUri of [
      `http://attacker.example${MRI_CALLBACK_PATH}`,
      `https://console.test${MRI_CALLBACK_PATH}`,
      `http://console.test:8080${MRI_CALLBACK_PATH}`,
      `http://console.test.attacker.example${MRI_CALLBACK_PATH}`,
      `http://127.0.0.1${MRI_CALLBACK_PATH}`,
    ]) {
      const response = await admin.post(path(api.authorize, location.guid), { redirectUri });
      expect(response.statusCode, redirectUri).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'ValidationError',
        propertyErrors: {
          redirectUri: ["Redirect URI must be on the console's own address, http://console.test"],
        },
      });
    }
    expect((await t.database.db.select().from(mriPendingAuthorizations)).length).toBe(before);

    // The console's own is taken; a callback posted with another origin is refused before its state is used.
    const state = (await start(location.guid)).searchParams.get('state') ?? '';
    const elsewhere = await admin.post(api.callback.path, {
      redirectUri: `http://attacker.example${MRI_CALLBACK_PATH}?code=abc&state=${state}`,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().propertyErrors.redirectUri[0]).toMatch(/console's own address/);
    expect((await t.database.db.select().from(mriPendingAuthorizations)).length).toBe(before + 1);
  });

  it('discovers the issuer through the outbound policy: a loopback issuer is not called unless allowed', async () => {
    const strict = new OutboundPolicy([]);
    const refused = await discoverPublicClient(provider.issuer, CLIENT_ID, strict).catch((e: unknown) => e);
    expect(outboundRefusal(refused)?.message).toMatch(/^127\.0\.0\.1 is a loopback address/);
    // The harness names loopback in OUTBOUND_ALLOWED_HOSTS, as tests and the demo need.
    expect(
      (await discoverPublicClient(provider.issuer, CLIENT_ID, testOutbound)).clientMetadata().client_id,
    ).toBe(CLIENT_ID);
  });

  it('refuses an issuer that is not https (but loopback), and tokens in a body', async () => {
    const location = await testLocation(t, t.fixtures.companyA, 'Issuer Customer');
    const url = fillPath(integrationsApi.create.path, { system: 'Mri', guid: location.guid });
    const body = (credentials: Record<string, string>) => ({
      baseUrl: mri.url,
      partnerLocationId: '',
      enabled: true,
      credentials,
    });
    const plain = await admin.post(url, body({ issuerUrl: 'http://auth.mri.example' }));
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({
      propertyErrors: { 'credentials.issuerUrl': [expect.stringMatching(/https/)] },
    });
    const token = await admin.post(url, body({ issuerUrl: 'https://auth.mri.example', accessToken: 'x' }));
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({
      propertyErrors: { 'credentials.accessToken': ['MRI takes no Access Token'] },
    });
  });

  it('answers 409 without the customer MRI client id, and 502 when the provider does not answer', async () => {
    const noClient = await mriLocation('No Client Customer', { clientId: null });
    const refused = await admin.post(path(api.authorize, noClient.guid), { redirectUri: CALLBACK });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/MRI client ID/);
    const down = await mriLocation('Down Customer', { issuer: NOWHERE });
    const unreachable = await admin.post(path(api.authorize, down.guid), { redirectUri: CALLBACK });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().message).toMatch(/^MRI's authorization server did not answer/);
  });

  it('answers 404 for a location without an MRI integration', async () => {
    const location = await testLocation(t, t.fixtures.companyA, 'Unconnected Customer');
    expect((await admin.get(path(api.authorization, location.guid))).statusCode).toBe(404);
  });
});
