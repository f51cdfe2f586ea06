import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@console/contract/kit';
import {
  integrationsApi as api,
  PARTNER_SYSTEM_SLUGS,
  type Integration,
  type SyncState,
} from '@console/contract/integrations/api';
import { auditLog } from '../../db/schema.ts';
import { eventually, testQueues } from '../../jobs/testing.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { startFakeYardi, type FakeYardi } from './fake-yardi.ts';
import { syncJobKind } from './sync.ts';
import { NOWHERE, testLocation, yardiIntegration, yardiSettings } from './testing.ts';

let t: TestContext;
let admin: TestClient;
let partner: FakeYardi;
let queues: ReturnType<typeof testQueues>;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn('admin');
  partner = await startFakeYardi({ username: 'yardi-user', password: 'yardi-pass-0001' }, [
    { propertyCode: 'P1', propertyName: 'Maple Court', addressLine1: '1 Maple St' },
  ]);
  queues = testQueues(t.database, t.app.jobs.schema);
});
afterAll(async () => {
  await queues.stopAll();
  await partner.close();
  await t.close();
});

const url = (endpoint: { path: string }, guid: string, system = 'Yardi') =>
  fillPath(endpoint.path, { system, guid });

/** A location of companyA with a Yardi integration through the API, against the fake partner. */
async function connected(name = 'Connected Customer', settings = yardiSettings(partner.url)) {
  const location = await testLocation(t, t.fixtures.companyA, name);
  const response = await admin.post(url(api.create, location.guid), settings);
  expect(response.statusCode, response.body).toBe(200);
  return { location, integration: response.json<Integration>() };
}

describe('a location connected to a system', () => {
  it('is created with its secrets masked, read back, listed, changed (a secret left out is kept) and audited', async () => {
    const { location, integration } = await connected('Maple Customer');
    expect(integration).toMatchObject({
      system: 'yardi',
      configured: true,
      locationGuid: location.guid,
      baseUrl: partner.url,
      partnerLocationId: 'P1',
      enabled: true,
      credentials: { username: 'yardi-user', password: '••••••0001' },
      sync: { state: null, last: null },
    });
    const read = await admin.get(url(api.get, location.guid));
    expect(read.json<Integration>().credentials).toEqual({ username: 'yardi-user', password: '••••••0001' });

    const changed = await admin.put(url(api.update, location.guid), {
      ...yardiSettings(partner.url, 'P2'),
      credentials: { username: 'other-user' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Integration>()).toMatchObject({
      partnerLocationId: 'P2',
      credentials: { username: 'other-user', password: '••••••0001' },
    });

    const list = await admin.get(api.list.path, { system: 'yardi', textFilter: 'Maple' });
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ locationGuid: location.guid, partnerLocationId: 'P2' }],
    });

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'integration'));
    const ofThis = entries.filter(
      (e) => e.entityId === String(integration.sync.jobId ?? '') || e.action.startsWith('integration.'),
    );
    expect(ofThis.map((e) => e.action)).toEqual(
      expect.arrayContaining(['integration.create', 'integration.update']),
    );
    const update = ofThis.find((e) => e.action === 'integration.update');
    expect(update?.changes).toEqual({
      partnerLocationId: { from: 'P1', to: 'P2' },
      username: { from: 'yardi-user', to: 'other-user' },
    });
    expect(JSON.stringify(entries)).not.toContain('yardi-pass-0001');
  });

  it("keeps its secrets unreadable in the database: a dump of its tables, the audit log and the queue's jobs hold no secret", async () => {
    const { location } = await connected('Dump Customer');
    await admin.post(url(api.sync, location.guid), { kind: 'units' });
    const dump = await t.database.db.execute<{ dump: string }>(sql`
      select concat_ws(' ',
        (select string_agg(x::text, ' ') from location_integrations x),
        (select string_agg(x::text, ' ') from integration_secrets x),
        (select string_agg(x::text, ' ') from audit_log x),
        (select string_agg(x::text, ' ') from ${sql.identifier(t.app.jobs.schema)}.job x)) as dump`);
    const text = dump.rows[0]?.dump ?? '';
    expect(text).toContain('yardi-user');
    expect(text).not.toContain('yardi-pass-0001');
    expect(text).not.toContain(Buffer.from('yardi-pass-0001').toString('base64'));
  });

  it('refuses bad settings with the field named, and stores nothing', async () => {
    const location = await testLocation(t, t.fixtures.companyA, 'Bad Input Customer');
    const bad = await admin.post(url(api.create, location.guid), {
      baseUrl: 'ftp://partner.example',
      partnerLocationId: '',
      enabled: true,
      credentials: { username: 'u', apiKey: 'not-a-yardi-field' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().propertyErrors).toEqual({
      baseUrl: ['Base URL must start with http:// or https://'],
      'credentials.password': ['Password is required'],
      'credentials.apiKey': ['Yardi takes no API Key'],
    });
    const unknownField = await admin.post(url(api.create, location.guid), {
      ...yardiSettings(NOWHERE),
      extra: 1,
    });
    expect(unknownField.statusCode).toBe(400);
    const unknownSystem = await admin.post(url(api.create, location.guid, 'Nope'), yardiSettings(NOWHERE));
    expect(unknownSystem.statusCode).toBe(400);
    expect((await admin.get(url(api.get, location.guid))).json().configured).toBe(false);
  });

  it('is created once per system: a second creation is a conflict', async () => {
    const { location } = await connected('Twice Customer');
    const again = await admin.post(url(api.create, location.guid), yardiSettings(partner.url));
    expect(again.statusCode).toBe(409);
  });

  it('is deleted with its secrets; the location then reads as not connected', async () => {
    const { location } = await connected('Deleted Customer');
    expect((await admin.delete(url(api.delete, location.guid))).statusCode).toBe(204);
    expect((await admin.get(url(api.get, location.guid))).json()).toMatchObject({
      configured: false,
      baseUrl: '',
      credentials: {},
      sync: { state: null, last: null },
    });
    expect((await admin.delete(url(api.delete, location.guid))).statusCode).toBe(404);
    const secrets = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from integration_secrets s where not exists (select 1 from location_integrations i where i.id = s.integration_id)`,
    );
    expect(secrets.rows[0]?.n).toBe(0);
  });

  it("shows on its location's integrations, every system listed", async () => {
    const { location } = await connected('Listed Customer');
    const response = await admin.get(
      fillPath(api.ofLocation.path, { customerId: location.accountId, locationId: location.locationId }),
    );
    expect(response.statusCode).toBe(200);
    const systems = response.json().systems as { system: string; configured: boolean }[];
    expect(systems).toHaveLength(PARTNER_SYSTEM_SLUGS.length);
    expect(systems.filter((s) => s.configured).map((s) => s.system)).toEqual(['yardi']);
    const mismatched = await admin.get(
      fillPath(api.ofLocation.path, { customerId: 999999, locationId: location.locationId }),
    );
    expect(mismatched.statusCode).toBe(404);
  });
});

describe('asking the partner while staff wait', () => {
  it('tests the connection: the linked location as the partner knows it, or why not', async () => {
    const { location } = await connected('Testing Customer');
    const ok = await admin.post(url(api.testConnection, location.guid));
    expect(ok.json()).toEqual({
      ok: true,
      message: 'Connected to Yardi: Maple Court',
      partnerLocation: { id: 'P1', name: 'Maple Court', address: '1 Maple St' },
    });
    partner.failNext(1, 401, 'Bad credentials');
    const refused = await admin.post(url(api.testConnection, location.guid));
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      ok: false,
      message: expect.stringContaining('refused the credentials (401)'),
    });
  });

  it("lists the partner's locations, and answers 502 when the partner fails", async () => {
    const { location } = await connected('Choosing Customer');
    const listed = await admin.get(url(api.partnerLocations, location.guid));
    expect(listed.json()).toEqual([{ id: 'P1', name: 'Maple Court', address: '1 Maple St' }]);
    partner.notJsonNext(1);
    const failed = await admin.get(url(api.partnerLocations, location.guid));
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'BadGateway', message: expect.stringContaining('not JSON') });
  });
});

describe('syncs', () => {
  afterEach(() => queues.stopAll());

  const units = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      unitCode: `U${i + 1}`,
      unitName: `Unit ${i + 1}`,
      beds: i % 3,
    }));

  const syncState = async (guid: string) => (await admin.get(url(api.syncState, guid))).json<SyncState>();
  const finished = (guid: string) =>
    eventually('the sync ended', async () => {
      const state = await syncState(guid);
      return state.state === 'completed' || state.state === 'failed';
    });

  it('queues a sync; the job reads every page, writes the records and keeps its summary; a second updates them', async () => {
    partner.units('P7', units(450));
    const { location } = await connected('Sync Customer', yardiSettings(partner.url, 'P7'));
    const queued = await admin.post(url(api.sync, location.guid), { kind: 'units' });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toMatchObject({ state: 'queued', kind: 'units' });
    expect((await admin.post(url(api.sync, location.guid), { kind: 'units' })).statusCode).toBe(409);
    await queues.queue([syncJobKind]).start();
    await finished(location.guid);
    const first = await syncState(location.guid);
    expect(first).toMatchObject({
      state: 'completed',
      last: { kind: 'units', outcome: 'synced', created: 450, updated: 0, failed: 0, error: null },
    });
    expect(
      partner.requests.filter((r) => r.path === '/properties/P7/units').map((r) => r.query.get('pageNumber')),
    ).toEqual(['1', '2', '3']);
    await admin.post(url(api.sync, location.guid), { kind: 'units' });
    await eventually(
      'the second sync ended',
      async () => (await syncState(location.guid)).last?.updated === 450,
    );
    expect((await syncState(location.guid)).last).toMatchObject({ created: 0, updated: 450 });
  });

  it('is retried after a partner failure, and the retry completes', async () => {
    partner.units('P8', units(3));
    const { location } = await connected('Retry Customer', yardiSettings(partner.url, 'P8'));
    // A worker whose policy retries after a second; started first, so the job is sent under it.
    await queues.queue([{ ...syncJobKind, retry: { limit: 2, delaySeconds: 1, backoff: false } }]).start();
    partner.failNext(1, 503, 'Down for maintenance');
    await admin.post(url(api.sync, location.guid), { kind: 'units' });
    await eventually(
      'the first attempt failed',
      async () => (await syncState(location.guid)).state === 'retrying',
    );
    expect((await syncState(location.guid)).error).toContain('503: Down for maintenance');
    await finished(location.guid);
    expect(await syncState(location.guid)).toMatchObject({
      state: 'completed',
      last: { outcome: 'synced', created: 3 },
    });
  });

  it('ends at once, failed with the reason, when retrying cannot help (credentials refused)', async () => {
    const { location } = await connected('Refused Customer', {
      ...yardiSettings(partner.url),
      credentials: { username: 'yardi-user', password: 'a-wrong-password' },
    });
    await admin.post(url(api.sync, location.guid), { kind: 'agents' });
    await queues.queue([syncJobKind]).start();
    await finished(location.guid);
    const state = await syncState(location.guid);
    expect(state.state).toBe('completed');
    expect(state.last).toMatchObject({
      outcome: 'failed',
      created: 0,
      error: expect.stringContaining('refused the credentials (401)'),
    });
  });

  it('refuses a kind the system does not sync, and a disabled or unlinked integration', async () => {
    const { location } = await connected('Refusing Customer', {
      ...yardiSettings(partner.url, ''),
      enabled: false,
    });
    const kind = await admin.post(url(api.sync, location.guid), { kind: 'bananas' });
    expect(kind.statusCode).toBe(400);
    expect((await admin.post(url(api.sync, location.guid), { kind: 'units' })).json().message).toBe(
      'The integration is disabled: enable it to sync',
    );
    await admin.put(url(api.update, location.guid), {
      ...yardiSettings(partner.url, ''),
      credentials: { username: 'yardi-user' },
    });
    expect((await admin.post(url(api.sync, location.guid), { kind: 'units' })).json().message).toBe(
      'Link the location to a Yardi location before syncing',
    );
    const lead2Lease = await testLocation(t, t.fixtures.companyA, 'Lead2Lease Customer');
    await admin.post(url(api.create, lead2Lease.guid, 'Lead2Lease'), {
      baseUrl: partner.url,
      partnerLocationId: 'P1',
      enabled: true,
      credentials: { apiKey: 'l2l-key-0001' },
    });
    const units = await admin.post(url(api.sync, lead2Lease.guid, 'Lead2Lease'), { kind: 'units' });
    expect(units.json().propertyErrors).toEqual({ kind: ['Lead2Lease does not sync units'] });
  });
});

describe('gates', () => {
  it('answers 401 signed out, 403 without the Admin role or the anti-forgery token, 404 for another company', async () => {
    const { location } = await connected('Gated Customer');
    const anonymous = await t.anonymous();
    expect((await anonymous.get(url(api.get, location.guid))).statusCode).toBe(401);
    const checkpoint = await t.signIn('checkpoint');
    expect((await checkpoint.get(url(api.get, location.guid))).statusCode).toBe(403);
    const noToken = await admin.request({
      method: 'POST',
      url: url(api.sync, location.guid),
      body: { kind: 'units' },
      withoutToken: true,
    });
    expect(noToken.statusCode).toBe(403);
    const readonly = await t.signIn('readonly');
    expect((await readonly.get(url(api.get, location.guid))).statusCode).toBe(200);
    expect((await readonly.put(url(api.update, location.guid), yardiSettings(partner.url))).statusCode).toBe(
      403,
    );
    const { location: elsewhere } = await yardiIntegration(t, t.fixtures.companyB);
    expect((await admin.get(url(api.get, elsewhere.guid))).statusCode).toBe(404);
    expect((await admin.post(url(api.testConnection, elsewhere.guid))).statusCode).toBe(404);
  });
});
