import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dvsApi } from '@console/contract/dvs/api';
import { IMPORT_KINDS, importsApi, type ImportJob, type ImportPreview } from '@console/contract/imports/api';
import { fillPath } from '@console/contract/kit';
import {
  integrationsApi,
  PARTNER_SYSTEMS,
  type ConnectionTest,
  type Integration,
  type SyncState,
} from '@console/contract/integrations/api';
import {
  manualValidationApi,
  type ReviewItem,
  type ReviewQueueItem,
} from '@console/contract/manual-validation/api';
import { onboardingApi } from '@console/contract/onboarding/api';
import { screeningApi } from '@console/contract/screening/api';
import { screeningBillingApi } from '@console/contract/screening/billing';
import { vsOnlineApi } from '@console/contract/vsonline/api';
import { eventually, silentLog, testQueues } from '../jobs/testing.ts';
import { loadConfig } from '../config.ts';
import { OutboundPolicy } from '../kit/partners/outbound.ts';
import { PartnerSecrets } from '../kit/secrets.ts';
import type { PartnerSimulator } from '../modules/integrations/simulator.ts';
import { syncJobKind } from '../modules/integrations/sync.ts';
import { TEST_PARTNER_SECRETS_KEYS } from '../testing/secrets.ts';
import { demoPartnersOf, startDemoPartners } from './partners.ts';
import { importJobKind } from '../modules/imports/service.ts';
import { finished, previewUrl, sendFile, startUrl } from '../modules/imports/testing.ts';
import { createFileStorage } from '../storage/create.ts';
import { resetDatabase } from '../testing/database.ts';
import { createTestContext, type TestClient, type TestContext } from '../testing/harness.ts';
import { seedDemo } from './index.ts';

/*
 * The demo as a fresh `npm start` writes it (docs/demo-data.md), seeded once for the file, read
 * through the API as its screens read it: every family's screens show data (issue 29, "Demo data
 * for every screen").
 */

let t: TestContext;
let admin: TestClient;
let queues: ReturnType<typeof testQueues>;
let simulator: PartnerSimulator | undefined;
/** What the seed said, in order, as serve.ts's logger hears it. */
const seedLines: { fields: Record<string, unknown>; message: string }[] = [];

beforeAll(async () => {
  // As the demo's start does it (serve.ts): the partner simulator first, on a free port, and the
  // console's outbound policy allowing that one address, not the tests' whole loopback.
  const env = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'console-demo-')),
    SECRET: 'test-secret-that-is-long-enough-to-pass',
    PARTNER_SECRETS_KEYS: TEST_PARTNER_SECRETS_KEYS,
    OUTBOUND_ALLOWED_HOSTS: '',
    DEMO_PARTNERS_PORT: '0',
  };
  const started = await startDemoPartners(loadConfig(env), silentLog);
  simulator = started.simulator;
  t = await createTestContext({
    ...env,
    OUTBOUND_ALLOWED_HOSTS: started.config.outbound.allowedHosts.join(','),
  });
  await resetDatabase(t.database);
  await seedDemo(t.database.db, {
    password: t.config.demoPassword,
    storage: createFileStorage(t.config.storage),
    secrets: new PartnerSecrets(t.config.partnerSecretKeys),
    partners: simulator && demoPartnersOf(t.config, simulator),
    log: {
      info: (fields, message) => seedLines.push({ fields: fields as Record<string, unknown>, message }),
    },
  });
  admin = await t.signIn('admin', t.config.demoPassword);
  queues = testQueues(t.database, t.app.jobs.schema);
}, 600_000);
afterAll(async () => {
  await queues.stopAll();
  await t.close();
  await simulator?.close();
});

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;

/** Every page of a list call. */
async function everyItem<T>(url: string, query: Record<string, string> = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const response = await admin.get(url, { ...query, page: String(page), pageSize: '400' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ items: T[]; total: number }>();
    items.push(...body.items);
    if (items.length >= body.total || !body.items.length) return items;
  }
}

describe('a fresh demo', () => {
  it('says each step of the seed as it begins and as it ends, with the rows it created and its time', () => {
    const messages = seedLines.map((line) => line.message);
    expect(messages[0]).toMatch(/^seeding demo data into the empty database/);
    expect(messages.at(-1)).toBe('seeded demo data');
    expect(seedLines.at(-1)?.fields.elapsedMs).toEqual(expect.any(Number));
    const begun = seedLines.filter((line) => line.fields.step && !('ms' in line.fields));
    const done = seedLines.filter((line) => line.fields.step && 'ms' in line.fields);
    const steps = done.length;
    expect(steps).toBeGreaterThan(10);
    // Every step, numbered in order, begins and then ends before the next begins.
    for (const [index, end] of done.entries()) {
      const step = `${index + 1}/${steps}`;
      expect(end.fields).toMatchObject({ step, ms: expect.any(Number), elapsedMs: expect.any(Number) });
      expect(begun[index]?.fields.step).toBe(step);
      expect(end.message).toBe(`${begun[index]?.message} done`);
      expect(seedLines[seedLines.indexOf(end) - 1]).toBe(begun[index]);
    }
    expect(done[0]?.fields.created).toMatchObject({ staff_users: 32, companies: 2 });
    const accounts = done.find((line) => line.message === 'seeding demo data: accounts done');
    expect(accounts?.fields.created).toMatchObject({ customer_accounts: 292 });
  });

  it('sends every review item with a document, a selfie and checks that ran', async () => {
    // Every company's queue, live and in Test Mode: no item without a document type or its images.
    const [unread] = await rows<{
      items: number;
      untyped: number;
      undocumented: number;
      faceless: number;
    }>(sql`
      select count(*)::int as items,
        count(*) filter (where r.result->>'documentType' not in ('DriversLicense', 'IdCard', 'Passport',
          'ResidencePermit', 'Other') or r.result->>'documentType' is null)::int as untyped,
        count(*) filter (where not exists (select 1 from verification_request_images i
          where i.request_id = r.id and i.name in ('front', 'passport')))::int as undocumented,
        count(*) filter (where not exists (select 1 from verification_request_images i
          where i.request_id = r.id and i.name = 'selfie'))::int as faceless
      from verification_requests r where r.status = 'review'`);
    expect(unread?.items).toBeGreaterThan(500);
    expect(unread).toMatchObject({ untyped: 0, undocumented: 0, faceless: 0 });

    // The queue's first page, and each of its items as the review page opens it.
    const queue = await admin.get(manualValidationApi.list.path, { pageSize: '20' });
    const first = queue.json<{ items: ReviewQueueItem[]; total: number }>();
    expect(first.total).toBeGreaterThan(500);
    const causes = new Set<string>();
    for (const listed of first.items) {
      expect(listed.documentType).not.toBeNull();
      const item = (
        await admin.get(fillPath(manualValidationApi.item.path, { id: listed.id }))
      ).json<ReviewItem>();
      expect(item.result.documentType, `item ${listed.id}`).not.toBeNull();
      expect(Object.keys(item.result.fields)).toEqual(
        expect.arrayContaining(['firstName', 'lastName', 'dateOfBirth', 'documentNumber', 'expirationDate']),
      );
      expect(item.images.map((image) => image.name)).toContain('selfie');
      // The console's checks ran on what the document gives: none is left for lack of data.
      const ran = item.checks.checks.filter((check) => check.result !== 'skipped').map((check) => check.name);
      expect(ran, `item ${listed.id}`).toEqual(
        expect.arrayContaining(['documentNotExpired', 'holderAge', 'faceMatch']),
      );
      for (const check of item.checks.checks.filter((c) => c.result === 'failed')) causes.add(check.name);
      for (const check of item.result.checks.filter((c) => c.result !== 'passed')) causes.add(check.name);
    }
    // Each item is in review for a reason the page shows, and the first page shows several.
    expect(causes.size).toBeGreaterThanOrEqual(3);
    const image =
      first.items[0] && (await admin.get(fillPath(manualValidationApi.item.path, { id: first.items[0].id })));
    const [shown] = image?.json<ReviewItem>().images ?? [];
    const bytes = await admin.get(manualValidationApi.images.path, { imageUrl: shown?.imageUrl ?? '' });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    // Some were decided already: the status filters show items too.
    for (const status of ['approved', 'rejected', 'resubmissionRequested']) {
      const decided = await admin.get(manualValidationApi.list.path, { status });
      expect(decided.json<{ total: number }>().total, status).toBeGreaterThan(0);
    }
  });

  it("counts every family's requests in the rollups, lastScan and device sightings as the product API keeps them", async () => {
    // Each family recounts only its own product's requests (activity/recount.ts): together they
    // must give what counting every raw row gives.
    const mismatches = await rows(sql`select * from (
        select (started_at at time zone 'UTC')::date as day, account_id, product_id, coalesce(service, '') as service,
          coalesce(location_id, 0) as location_id, coalesce(device_id, 0) as device_id, status, count(*)::int as requests
        from verification_requests group by 1, 2, 3, 4, 5, 6, 7) raw
      full join (select day, account_id, product_id, service, location_id, device_id, status, requests
        from request_daily_rollups) rolled using (day, account_id, product_id, service, location_id, device_id, status)
      where raw.requests is distinct from rolled.requests`);
    expect(mismatches).toEqual([]);
    const stale = await rows(sql`
      select a.id from customer_accounts a where a.last_scan is distinct from
        (select max(started_at) from verification_requests r where r.account_id = a.id)
      union all
      select d.id from devices d where d.last_seen_at is distinct from
        (select max(coalesce(completed_at, started_at)) from verification_requests r where r.device_id = d.id)`);
    expect(stale).toEqual([]);
  });

  it('gives nearly every DIVE account requests, its last request and metrics', async () => {
    const accounts = await everyItem<{ id: number; lastScan: string | null }>(dvsApi.list.path);
    expect(accounts.length).toBeGreaterThan(50);
    const [counted] = await rows<{ with: number }>(sql`
      select count(distinct r.account_id)::int as with from verification_requests r
      join products p on p.id = r.product_id and p.project_id = 'DVS'
      where r.account_id in (${sql.join(
        accounts.map((a) => sql`${a.id}`),
        sql`, `,
      )})`);
    expect(counted?.with ?? 0).toBeGreaterThanOrEqual(Math.ceil(accounts.length * 0.8));
    for (const account of accounts.slice(0, 5)) {
      const page = (await admin.get(fillPath(dvsApi.account.path, { id: account.id }))).json<{
        lastScan: string | null;
      }>();
      expect(page.lastScan, `account ${account.id}`).not.toBeNull();
    }
    const requests = await admin.get(dvsApi.requests.path, { pageSize: '20' });
    expect(requests.json<{ total: number }>().total).toBeGreaterThan(500);
  });

  it('gives nearly every Onboarding account requests in the last 30 days, and the company defaults', async () => {
    const accounts = await everyItem<{ id: number; requestsLast30Days: number }>(onboardingApi.list.path);
    expect(accounts.length).toBeGreaterThan(50);
    const busy = accounts.filter((account) => account.requestsLast30Days > 0);
    expect(busy.length).toBeGreaterThanOrEqual(Math.ceil(accounts.length * 0.8));
    expect((await admin.get(onboardingApi.defaultSettings.path)).statusCode).toBe(200);
  });

  it('bills six ended months of screening invoices, one run a month, some of them overage', async () => {
    const accounts = await everyItem<{ id: number }>(screeningApi.accounts.path);
    const months = new Set<string>();
    let overage = 0;
    for (const account of accounts) {
      const invoices = await everyItem<{ period: string; totalCents: number }>(
        fillPath(screeningBillingApi.invoices.path, { id: account.id }),
      );
      for (const invoice of invoices) months.add(invoice.period);
    }
    const [lines] = await rows<{ overage: number }>(
      sql`select count(*)::int as overage from screening_invoice_lines where kind = 'overage'`,
    );
    overage = lines?.overage ?? 0;
    const now = new Date();
    const ended = Array.from({ length: 6 }, (_, back) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - back, 1)).toISOString().slice(0, 7),
    );
    expect([...months].sort()).toEqual(ended.sort());
    expect(overage).toBeGreaterThan(0);
  });

  it('imports both templates as downloaded into the customer the Import pages list first', async () => {
    await queues.queue([importJobKind]).start();
    const [customer] = (await admin.get(vsOnlineApi.select.path, { pageSize: '50' })).json<{
      items: { id: number }[];
    }>().items;
    expect(customer).toBeDefined();
    for (const kind of IMPORT_KINDS) {
      const template = await admin.get(importsApi[kind].template.path);
      expect(template.statusCode).toBe(200);
      const preview = await sendFile(t, admin, previewUrl(kind, customer?.id ?? 0), template.rawPayload);
      expect(preview.json<ImportPreview>(), kind).toMatchObject({ errorCount: 0, errors: [] });
      const started = await sendFile(t, admin, startUrl(kind, customer?.id ?? 0), template.rawPayload);
      expect(started.statusCode, started.body).toBe(200);
      const job = await finished(admin, started.json<ImportJob>().id);
      expect(job.result, kind).toMatchObject({ outcome: 'imported', errorCount: 0 });
    }
  });

  it('connects every system but MRI to the partner simulator; a test and a sync through the API reach it', async () => {
    const connected = await rows<{ system: string; guid: string; linked: boolean }>(sql`
      select i.system, l.guid::text as guid, i.partner_location_id <> '' as linked
      from location_integrations i join locations l on l.id = i.location_id order by i.id`);
    expect(new Set(connected.map((row) => row.system))).toEqual(
      new Set(Object.keys(PARTNER_SYSTEMS).filter((system) => system !== 'mri')),
    );
    // Each linked one was synced as the demo was seeded: its page shows the last sync.
    for (const { system, guid, linked } of connected) {
      const name = PARTNER_SYSTEMS[system as keyof typeof PARTNER_SYSTEMS].apiName;
      const integration = (
        await admin.get(fillPath(integrationsApi.get.path, { system: name, guid }))
      ).json<Integration>();
      expect(integration.configured, system).toBe(true);
      if (linked)
        expect(integration.sync.last, system).toMatchObject({
          outcome: 'synced',
          created: expect.any(Number),
        });
    }

    // Yardi's connection test and a units sync, through the API and a sync job under the console's
    // own policy (the simulator's address, nothing else of the loopback).
    const yardi = connected.find((row) => row.system === 'yardi');
    expect(yardi).toBeDefined();
    const at = (endpoint: { path: string }) =>
      fillPath(endpoint.path, { system: 'Yardi', guid: yardi?.guid ?? '' });
    const tested = (await admin.post(at(integrationsApi.testConnection))).json<ConnectionTest>();
    expect(tested).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Connected to Yardi: (Maple Court|Cedar Point Commons|Harbor Flats)$/),
    });
    const policy = new OutboundPolicy(t.config.outbound.allowedHosts);
    await queues.queue([syncJobKind], undefined, undefined, undefined, policy).start();
    expect((await admin.post(at(integrationsApi.sync), { kind: 'units' })).statusCode).toBe(200);
    await eventually('the sync ended', async () => {
      const state = (await admin.get(at(integrationsApi.syncState))).json<SyncState>();
      return state.state === 'completed' || state.state === 'failed';
    });
    const state = (await admin.get(at(integrationsApi.syncState))).json<SyncState>();
    expect(state.last).toMatchObject({
      kind: 'units',
      outcome: 'synced',
      created: 0,
      updated: 119,
      failed: 1,
    });
  });
});
