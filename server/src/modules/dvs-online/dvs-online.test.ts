import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { dvsOnlineApi as api, type DvsOnlineSuccessStatistics } from '@console/contract/dvs-online/api';
import { Module } from '@console/contract/gates';
import { fillPath } from '@console/contract/kit';
import { modules, requestCompanyDailyRollups, requestDailyRollups } from '../../db/schema.ts';
import { recountActivity } from '../activity/recount.ts';
import { aRequest, productAccount, report } from '../activity/testing.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { addDays, utcDay } from '../../lib/days.ts';
import { createTestAccount } from '../accounts/testing.ts';
import { dvsOnlineRequest, dvsOnlineUser } from './testing.ts';

// DIVE Online through its calls. The generated gate suite (gate-fixtures.ts) proves 401, the
// anti-forgery check and another company's 404 for every call; here: the happy paths, bad input,
// the module's 403, and that an account without DIVE Online is not a DIVE Online user.

let t: TestContext;
let admin: TestClient;
appForFileFreshEachTest(async (context) => {
  t = context;
  admin = await t.signIn('admin');
});

const today = () => utcDay(new Date());
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('GET /api/DvsOnline/Users', () => {
  it('lists only the accounts with DIVE Online, searched, sorted and as CSV', async () => {
    const zeta = await dvsOnlineUser(t, t.fixtures.companyA, 'Zeta Online');
    const alpha = await dvsOnlineUser(t, t.fixtures.companyA, 'Alpha Online');
    await createTestAccount(t, t.fixtures.companyA, { customerName: 'Plain Online' });
    await dvsOnlineUser(t, t.fixtures.companyB, 'Beta Online');
    const page = await admin.get(api.users.path, { textFilter: 'Online' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      total: 2,
      items: [
        { id: alpha.accountId, name: 'Alpha Online', active: true, lastScan: null },
        { id: zeta.accountId, name: 'Zeta Online' },
      ],
    });
    const byId = await admin.get(api.users.path, { textFilter: 'Online', sortField: 'id', order: 'desc' });
    expect(byId.json<{ items: { id: number }[] }>().items.map((u) => u.id)).toEqual([
      alpha.accountId,
      zeta.accountId,
    ]);
    const csv = await admin.get(api.users.path, { textFilter: 'Zeta', format: 'csv' });
    expect(csv.body.split('\r\n')[0]).toBe('ID,Name,Contact,Active,Last Scan');
    expect(csv.body.split('\r\n')[1]).toContain('Zeta Online');
  });

  it('refuses an unknown sort field or a page size out of range with 400 in the error shape', async () => {
    const response = await admin.get(api.users.path, { sortField: 'passwordHash' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ValidationError' });
    expect((await admin.get(api.users.path, { pageSize: '100000' })).statusCode).toBe(400);
  });

  it('needs the DvsOnline module: 403 on every call without it', async () => {
    const user = await dvsOnlineUser(t);
    await t.database.db
      .delete(modules)
      .where(and(eq(modules.companyId, t.fixtures.companyA), eq(modules.name, Module.DvsOnline)));
    const id = { id: user.accountId };
    for (const path of [
      api.users.path,
      fillPath(api.user.path, id),
      fillPath(api.metrics.path, id),
      fillPath(api.requests.path, id),
      api.successStatistics.path,
    ]) {
      expect((await admin.get(path)).statusCode, path).toBe(403);
    }
  });
});

describe('a DIVE Online user', () => {
  it('answers the user with its requests of the last 30 days; 404 for an account without DIVE Online', async () => {
    const user = await dvsOnlineUser(t, t.fixtures.companyA, 'Jane Online');
    await dvsOnlineRequest(t, user, 'on-1');
    await dvsOnlineRequest(t, user, 'on-2', { status: 'failed', failureReason: 'Document expired' });
    await dvsOnlineRequest(t, user, 'on-old', { startedAt: daysAgo(40) });
    const response = await admin.get(fillPath(api.user.path, { id: user.accountId }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.accountId,
      name: 'Jane Online',
      lastScan: expect.any(String),
      recent: { success: 1, failed: 1, review: 0, total: 2 },
    });
    const plain = await createTestAccount(t, t.fixtures.companyA, { customerName: 'Plain' });
    const missing = await admin.get(fillPath(api.user.path, { id: plain.accountId }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NotFound' });
  });

  it('lists its requests newest first with their document type, filtered by status and days, counted', async () => {
    const user = await dvsOnlineUser(t);
    const other = await dvsOnlineUser(t, t.fixtures.companyA, 'Other Online');
    const older = await dvsOnlineRequest(t, user, 'r-older', { startedAt: daysAgo(3) });
    const newer = await dvsOnlineRequest(t, user, 'r-newer', {
      startedAt: hoursAgo(2),
      status: 'failed',
      failureReason: 'Document expired',
      result: { documentType: 'DriversLicense' },
    });
    await dvsOnlineRequest(t, other, 'r-other');
    const path = fillPath(api.requests.path, { id: user.accountId });
    const all = await admin.get(path);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      total: 2,
      items: [
        { id: newer, externalId: 'r-newer', status: 'failed', documentType: 'DriversLicense' },
        { id: older, externalId: 'r-older', status: 'success', documentType: 'Passport' },
      ],
    });
    expect((await admin.get(path, { status: 'failed' })).json()).toMatchObject({
      total: 1,
      items: [{ id: newer, failureReason: 'Document expired' }],
    });
    const recent = await admin.get(path, { dateFrom: addDays(today(), -1), dateTo: today() });
    expect(recent.json()).toMatchObject({ total: 1, items: [{ id: newer }] });
  });

  it('refuses a reversed range or one over two years with 400 on dateTo', async () => {
    const user = await dvsOnlineUser(t);
    const path = fillPath(api.requests.path, { id: user.accountId });
    const reversed = await admin.get(path, { dateFrom: '2026-02-01', dateTo: '2026-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ propertyErrors: { dateTo: [expect.any(String)] } });
    const tooLong = await admin.get(path, { dateFrom: '2023-01-01', dateTo: '2026-01-01' });
    expect(tooLong.statusCode).toBe(400);
    const bad = await admin.get(path, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers its metrics per day from the rollups of its DIVE Online product', async () => {
    const user = await dvsOnlineUser(t);
    await dvsOnlineRequest(t, user, 'm-1');
    await dvsOnlineRequest(t, user, 'm-2', { status: 'review' });
    const response = await admin.get(fillPath(api.metrics.path, { id: user.accountId }), {
      dateFrom: addDays(today(), -6),
      dateTo: today(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      totals: { success: 1, review: 1, failed: 0, total: 2 },
      successRate: 0.5,
    });
  });
});

describe('GET /api/DvsOnline/SuccessStatistics', () => {
  it("answers every day of the range with its success rate, over the company's DIVE Online requests only", async () => {
    const user = await dvsOnlineUser(t);
    const second = await dvsOnlineUser(t, t.fixtures.companyA, 'Second Online');
    const theirs = await dvsOnlineUser(t, t.fixtures.companyB, 'Beta Online');
    await dvsOnlineRequest(t, user, 's-1', { startedAt: daysAgo(2) });
    await dvsOnlineRequest(t, user, 's-2', { startedAt: daysAgo(2), status: 'failed' });
    await dvsOnlineRequest(t, second, 's-3', { startedAt: daysAgo(2) });
    await dvsOnlineRequest(t, second, 's-4', { startedAt: daysAgo(2), status: 'review' });
    await dvsOnlineRequest(t, user, 's-5', { startedAt: daysAgo(20) });
    await dvsOnlineRequest(t, theirs, 's-6', { startedAt: daysAgo(2), status: 'failed' });
    const dateFrom = addDays(today(), -6);
    const response = await admin.get(api.successStatistics.path, { dateFrom, dateTo: today() });
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json<DvsOnlineSuccessStatistics>();
    expect(stats).toMatchObject({
      dateFrom,
      dateTo: today(),
      totals: { success: 2, failed: 1, review: 1, total: 4 },
      successRate: 0.5,
    });
    expect(stats.days).toHaveLength(7);
    const busy = stats.days.find((d) => d.day === utcDay(new Date(daysAgo(2))));
    expect(busy).toMatchObject({ success: 2, failed: 1, review: 1, total: 4, successRate: 0.5 });
    expect(stats.days.filter((d) => d.total === 0).every((d) => d.successRate === null)).toBe(true);
  });

  it("reads the company's daily rollups, which follow the daily rollups through reports and a recount", async () => {
    const user = await dvsOnlineUser(t);
    await dvsOnlineRequest(t, user, 'c-1');
    await dvsOnlineRequest(t, user, 'c-2');
    await dvsOnlineRequest(t, user, 'c-3', { status: 'failed' });
    const sums = async () => {
      const [[company], [daily]] = await Promise.all([
        t.database.db
          .select({ n: sql<number>`coalesce(sum(${requestCompanyDailyRollups.requests}), 0)::int` })
          .from(requestCompanyDailyRollups),
        t.database.db
          .select({ n: sql<number>`coalesce(sum(${requestDailyRollups.requests}), 0)::int` })
          .from(requestDailyRollups),
      ]);
      return { company: company?.n, daily: daily?.n };
    };
    expect(await sums()).toEqual({ company: 3, daily: 3 });
    await recountActivity(t.database.db, { from: user.accountId, to: user.accountId });
    expect(await sums()).toEqual({ company: 3, daily: 3 });
    // A Veriscan request is summed too (every product's, for the location report's scans per day),
    // and the DIVE Online statistics leave it out.
    const veriscan = await productAccount(t);
    expect((await report(t, veriscan.token, aRequest('veriscan-1'))).statusCode).toBe(201);
    expect(await sums()).toEqual({ company: 4, daily: 4 });
    const stats = await admin.get(api.successStatistics.path);
    expect(stats.json()).toMatchObject({ totals: { success: 2, failed: 1, total: 3 } });
  });

  it('defaults to the last 30 days and refuses a range over two years with 400', async () => {
    const response = await admin.get(api.successStatistics.path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ dateTo: today(), totals: { total: 0 }, successRate: null });
    expect(response.json<DvsOnlineSuccessStatistics>().days).toHaveLength(30);
    const tooLong = await admin.get(api.successStatistics.path, {
      dateFrom: '2023-01-01',
      dateTo: '2026-01-01',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'ValidationError',
      propertyErrors: { dateTo: [expect.any(String)] },
    });
    expect((await admin.get(api.successStatistics.path, { dateFrom: 'yesterday' })).statusCode).toBe(400);
  });

  it('needs a session: 401 without one', async () => {
    const response = await t.app.inject({ method: 'GET', url: api.successStatistics.path });
    expect(response.statusCode).toBe(401);
  });
});

describe("a DIVE Online user's product tokens", () => {
  it('issues a token its app reports with, then refuses the app once the token is disabled', async () => {
    const user = await dvsOnlineUser(t);
    const path = fillPath(api.tokens.list.path, { id: user.accountId });
    const created = await admin.post(path, { label: 'Web capture' });
    expect(created.statusCode, created.body).toBe(200);
    const issued = created.json<{ id: number; token: string }>();
    expect(issued.token.startsWith('dvsonline_')).toBe(true);
    await dvsOnlineRequest(t, { ...user, token: issued.token }, 'tok-1');
    const listed = await admin.get(path);
    expect(listed.json<{ label: string }[]>().map((token) => token.label)).toContain('Web capture');
    const disabled = await admin.put(
      fillPath(api.tokens.update.path, { id: user.accountId, tokenId: issued.id }),
      {
        disabled: true,
      },
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    await expect(dvsOnlineRequest(t, { ...user, token: issued.token }, 'tok-2')).rejects.toThrow(/refused/);
  });
});
