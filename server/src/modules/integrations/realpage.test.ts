import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@console/contract/kit';
import { integrationsApi, type SyncState } from '@console/contract/integrations/api';
import { realPageApi as api, type SiteSubscription } from '@console/contract/integrations/realpage';
import { auditLog } from '../../db/schema.ts';
import { eventually, testQueues } from '../../jobs/testing.ts';
import { startPartnerServer, type PartnerServer } from '../../kit/partners/partner-server.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { realPageSitesJob } from './realpage.ts';
import { realPageIntegration } from './testing.ts';

/*
 * RealPage's extras against a fake RealPage on loopback that checks HTTP Basic: the customer's PMC
 * id, RealPage's PMCs and sites, sites synced into subscriptions by a job on the queue, a site's
 * status changed at RealPage and here. 401, 403 and another company's 404 are the generated gate suite's.
 */

let t: TestContext;
let admin: TestClient;
let partner: PartnerServer;
let queues: ReturnType<typeof testQueues>;
const BASIC = `Basic ${Buffer.from('rp-user:rp-pass-0001').toString('base64')}`;
const statusChanges: unknown[] = [];

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn('admin');
  partner = await startPartnerServer();
  queues = testQueues(t.database, t.app.jobs.schema);
  partner.requireAuth((headers) => headers.authorization === BASIC);
  partner.collection('/pmcs', {
    idField: 'pmcId',
    paging: { style: 'none' },
    records: [{ pmcId: 'PMC1', pmcName: 'Harbor Management' }],
  });
  partner.collection('/pmcs/PMC1/sites', {
    idField: 'siteId',
    paging: { style: 'none' },
    records: [
      { siteId: 'S1', siteName: 'Harbor View', address1: '9 Harbor Rd' },
      { siteId: 'S2', siteName: 'Bay Terrace', address1: '2 Bay St' },
    ],
  });
  for (const site of ['S1', 'S2'])
    partner.on('PUT', `/pmcs/PMC1/sites/${site}/subscription`, (request) => {
      statusChanges.push({ site, body: request.body });
      return { status: 200, body: { ok: true } };
    });
});
afterEach(() => queues.stopAll());
afterAll(async () => {
  await partner.close();
  await t.close();
});

const at = (endpoint: { path: string }, guid: string) => fillPath(endpoint.path, { guid });
const syncState = async (guid: string) =>
  (await admin.get(fillPath(integrationsApi.syncState.path, { system: 'RealPage', guid }))).json<SyncState>();

/** Queues a sites sync and waits until its job has ended; answers the integration's sync state then. */
async function syncedSites(guid: string): Promise<SyncState> {
  const queued = await admin.post(at(api.syncSites, guid), {});
  expect(queued.statusCode, queued.body).toBe(200);
  const jobId = queued.json<SyncState>().jobId;
  await eventually('the sites sync ended', async () => {
    const state = await syncState(guid);
    return state.jobId === jobId && (state.state === 'completed' || state.state === 'failed');
  });
  return syncState(guid);
}

describe("RealPage's extras", () => {
  it('sets the customer PMC id, reads PMCs and sites, syncs sites into Pending subscriptions, and changes a status at RealPage', async () => {
    const { location } = await realPageIntegration(t, t.fixtures.companyA, partner.url);
    const settings = fillPath(api.customerSettings.path, { customerId: location.accountId });
    expect((await admin.get(settings)).json()).toEqual({ pmcId: null });
    // Without a PMC id, syncing sites is refused.
    expect((await admin.post(at(api.syncSites, location.guid), {})).statusCode).toBe(409);
    expect((await admin.put(settings, { pmcId: 'PMC1' })).json()).toEqual({ pmcId: 'PMC1' });

    expect((await admin.get(at(api.credentials, location.guid))).json()).toEqual({
      baseUrl: partner.url,
      username: 'rp-user',
      password: '••••••0001',
    });
    expect((await admin.get(at(api.pmcIds, location.guid))).json()).toEqual([
      { pmcId: 'PMC1', name: 'Harbor Management' },
    ]);
    expect((await admin.get(at(api.sites, location.guid))).json()).toEqual([
      { siteId: 'S1', siteName: 'Harbor View', address: '9 Harbor Rd' },
      { siteId: 'S2', siteName: 'Bay Terrace', address: '2 Bay St' },
    ]);

    const queued = await admin.post(at(api.syncSites, location.guid), {});
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json<SyncState>()).toMatchObject({ state: 'queued', kind: 'sites' });
    await queues.queue([realPageSitesJob]).start();
    await eventually('the sites sync ended', async () => (await syncState(location.guid)).last !== null);
    expect((await syncState(location.guid)).last).toMatchObject({
      kind: 'sites',
      outcome: 'synced',
      created: 2,
      updated: 0,
    });
    const subscriptions = (await admin.get(at(api.subscriptions, location.guid))).json<SiteSubscription[]>();
    expect(subscriptions.map((s) => [s.siteId, s.pmcId, s.subscriptionStatusId])).toEqual([
      ['S2', 'PMC1', 1],
      ['S1', 'PMC1', 1],
      ['S0', 'PMC0', 1], // the helper's site synced before
    ]);
    expect((await syncedSites(location.guid)).last).toMatchObject({ created: 0, updated: 2 });
    const synced = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'integration.realpage.syncSites'));
    expect(synced.at(-1)?.changes).toMatchObject({ pmcId: { to: 'PMC1' }, updated: { to: 2 } });

    const activated = await admin.put(at(api.siteSubscriptionUpdate, location.guid), {
      siteId: 'S1',
      subscriptionStatusId: 2,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json<SiteSubscription>()).toMatchObject({ siteId: 'S1', subscriptionStatusId: 2 });
    expect(statusChanges).toEqual([{ site: 'S1', body: { statusId: 2 } }]);
    const listed = (await admin.get(at(api.subscriptions, location.guid))).json<SiteSubscription[]>();
    expect(listed.find((s) => s.siteId === 'S1')?.subscriptionStatusId).toBe(2);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'integration.realpage.siteSubscription'));
    expect(audit[0]?.changes).toMatchObject({ subscriptionStatusId: { from: 1, to: 2 } });
  });

  it('refuses a cancelled site becoming active (409), an unknown status or site (400/404), and a bad PMC id (400)', async () => {
    const { location } = await realPageIntegration(t, t.fixtures.companyA, partner.url);
    await admin.put(fillPath(api.customerSettings.path, { customerId: location.accountId }), {
      pmcId: 'PMC1',
    });
    await queues.queue([realPageSitesJob]).start();
    await syncedSites(location.guid);
    const update = (body: object) => admin.put(at(api.siteSubscriptionUpdate, location.guid), body);
    expect((await update({ siteId: 'S2', subscriptionStatusId: 4 })).statusCode).toBe(200);
    const refused = await update({ siteId: 'S2', subscriptionStatusId: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A Cancelled site can only become Pending again');
    expect((await update({ siteId: 'S2', subscriptionStatusId: 1 })).statusCode).toBe(200);
    const bad = await update({ siteId: 'S2', subscriptionStatusId: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ propertyErrors: { subscriptionStatusId: [expect.any(String)] } });
    expect((await update({ siteId: 'NOPE', subscriptionStatusId: 2 })).statusCode).toBe(404);
    const pmc = await admin.put(fillPath(api.customerSettings.path, { customerId: location.accountId }), {
      pmcId: 'a b',
    });
    expect(pmc.statusCode).toBe(400);
    expect(pmc.json()).toMatchObject({ propertyErrors: { pmcId: [expect.any(String)] } });
  });

  it('refuses a second sync while one is under way (409), and retries one RealPage failed until it completes', async () => {
    const { location } = await realPageIntegration(t, t.fixtures.companyA, partner.url);
    await admin.put(fillPath(api.customerSettings.path, { customerId: location.accountId }), {
      pmcId: 'PMC1',
    });
    // A worker whose policy retries after a second, started once the console's own queue has set
    // the kind's policy, so the job is sent under it.
    await t.app.jobs.open();
    await queues
      .queue([{ ...realPageSitesJob, retry: { limit: 2, delaySeconds: 1, backoff: false } }])
      .start();
    partner.failNext(1, 503, 'RealPage is down for maintenance');
    const first = await admin.post(at(api.syncSites, location.guid), {});
    expect(first.statusCode, first.body).toBe(200);
    const second = await admin.post(at(api.syncSites, location.guid), {});
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('A sync of this integration is already under way');
    await eventually('the retry completed', async () => (await syncState(location.guid)).last !== null);
    expect(await syncState(location.guid)).toMatchObject({
      state: 'completed',
      last: { kind: 'sites', outcome: 'synced', created: 2 },
    });
  });

  it('ends the sync failed, with the reason, when the PMC id was cleared after it was queued', async () => {
    const { location } = await realPageIntegration(t, t.fixtures.companyA, partner.url);
    const settings = fillPath(api.customerSettings.path, { customerId: location.accountId });
    await admin.put(settings, { pmcId: 'PMC1' });
    expect((await admin.post(at(api.syncSites, location.guid), {})).statusCode).toBe(200);
    expect((await admin.put(settings, { pmcId: null })).statusCode).toBe(200);
    await queues.queue([realPageSitesJob]).start();
    await eventually('the sync ended', async () => (await syncState(location.guid)).last !== null);
    expect((await syncState(location.guid)).last).toMatchObject({
      outcome: 'failed',
      created: 0,
      error: "The customer has no RealPage PMC ID: set it in the customer's RealPage settings",
    });
  });

  it("answers 502 with RealPage's words when it refuses or answers nonsense", async () => {
    const { location } = await realPageIntegration(t, t.fixtures.companyA, partner.url);
    partner.failNext(1, 500, 'RealPage is down');
    const down = await admin.get(at(api.pmcIds, location.guid));
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toMatch(/RealPage/);
    partner.wrongShapeNext(1);
    const nonsense = await admin.get(at(api.sites, location.guid), { pmcId: 'PMC1' });
    expect(nonsense.statusCode).toBe(502);
    expect(nonsense.json().message).toBe('RealPage answered sites that is not a list');
  });
});
