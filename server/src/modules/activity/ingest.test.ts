import { afterEach, describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { REQUEST_STATUSES, RESULT_MAX_BYTES } from '@console/contract/activity/api';
import {
  accountSubscriptions,
  customerAccounts,
  devices,
  locations,
  rateCounters,
  requestDailyRollups,
  verificationRequests,
} from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { deleteToken, updateToken } from '../../kit/tokens.ts';
import { seededRandom } from '../../demo/random.ts';
import { productToken } from '../collector/testing.ts';
import { ensureCurrentPartitions } from './partitions.ts';
import { PRODUCT_API_RATE_PREFIX } from './product-api.ts';
import { aRequest, productAccount, report } from './testing.ts';
import { testAdmin } from '../../testing/product-accounts.ts';

let t: TestContext;
afterEach(() => t.close());

const requestCount = async () =>
  (await t.database.db.select({ n: count() }).from(verificationRequests))[0]?.n ?? 0;
const rollupTotal = async () =>
  Number(
    (
      await t.database.db.execute<{ n: string | null }>(
        sql`select sum(requests)::text as n from request_daily_rollups`,
      )
    ).rows[0]?.n ?? 0,
  );

async function aLocation(accountId: number, companyId: number, name = 'Front desk') {
  const [row] = await t.database.db
    .insert(locations)
    .values({ accountId, companyId, name })
    .returning({ id: locations.id });
  if (!row) throw new Error('no location');
  return row.id;
}

const admin = () => testAdmin(t, t.fixtures.companyA);

describe('POST /ingest/requests', () => {
  it('stores a request with its rollup, the account lastScan and the device, with no session or anti-forgery token', async () => {
    t = await createTestContext();
    const account = await productAccount(t);
    const locationId = await aLocation(account.accountId, account.companyId);
    const startedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const response = await report(
      t,
      account.token,
      aRequest('scan-1', {
        startedAt,
        service: 'idScan',
        locationId,
        deviceSerial: 'IPAD-0042',
        userLogin: account.userName.toUpperCase(),
        result: { documentType: 'DL', checks: [{ name: 'mrz', passed: true }] },
      }),
    );
    expect(response.statusCode).toBe(201);
    const { id, created } = response.json<{ id: number; created: boolean }>();
    expect(created).toBe(true);

    const [stored] = await t.database.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, id));
    expect(stored).toMatchObject({
      accountId: account.accountId,
      companyId: account.companyId,
      externalId: 'scan-1',
      status: 'success',
      service: 'idScan',
      locationId,
      accountUserId: account.userId,
      tokenId: account.tokenId,
      result: { documentType: 'DL', checks: [{ name: 'mrz', passed: true }] },
    });
    expect(stored?.startedAt.toISOString()).toBe(startedAt);
    const [device] = await t.database.db
      .select()
      .from(devices)
      .where(eq(devices.accountId, account.accountId));
    expect(device).toMatchObject({ serial: 'IPAD-0042', kind: 'Unknown', locationId, id: stored?.deviceId });
    const [rollup] = await t.database.db.select().from(requestDailyRollups);
    expect(rollup).toMatchObject({
      day: startedAt.slice(0, 10),
      accountId: account.accountId,
      service: 'idScan',
      locationId,
      deviceId: device?.id,
      status: 'success',
      requests: 1,
    });
    const [customer] = await t.database.db
      .select({ lastScan: customerAccounts.lastScan })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, account.accountId));
    expect(customer?.lastScan?.toISOString()).toBe(startedAt);
  });

  it("keeps a device's last sighting to the minute, later sightings only, and links every request to it", async () => {
    t = await createTestContext();
    const account = await productAccount(t);
    const now = Date.now();
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    const sighting = async (externalId: string, at: string) => {
      const response = await report(
        t,
        account.token,
        aRequest(externalId, { deviceSerial: 'KIOSK-7', startedAt: at, completedAt: at }),
      );
      expect(response.statusCode).toBe(201);
      const [stored] = await t.database.db
        .select({ deviceId: verificationRequests.deviceId })
        .from(verificationRequests)
        .where(eq(verificationRequests.id, response.json<{ id: number }>().id));
      const [device] = await t.database.db
        .select({ id: devices.id, lastSeenAt: devices.lastSeenAt })
        .from(devices)
        .where(eq(devices.accountId, account.accountId));
      expect(stored?.deviceId).toBe(device?.id);
      return device?.lastSeenAt?.toISOString();
    };
    expect(await sighting('seen-1', minutesAgo(10))).toBe(minutesAgo(10));
    // Within the minute: the row keeps its sighting.
    expect(await sighting('seen-2', minutesAgo(9.5))).toBe(minutesAgo(10));
    // An earlier sighting never moves it back.
    expect(await sighting('seen-3', minutesAgo(20))).toBe(minutesAgo(10));
    expect(await sighting('seen-4', minutesAgo(8))).toBe(minutesAgo(8));
  });

  it('answers a repeated externalId with the first request (200) and stores nothing new', async () => {
    t = await createTestContext();
    const account = await productAccount(t);
    const first = await report(t, account.token, aRequest('retry-1'));
    const again = await report(t, account.token, aRequest('retry-1', { status: 'failed' }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json<{ id: number }>().id, created: false });
    expect(await requestCount()).toBe(1);
    expect(await rollupTotal()).toBe(1);
  });

  it('stores a request sent several times at once once: one 201, the others 200 naming it', async () => {
    t = await createTestContext();
    const account = await productAccount(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => report(t, account.token, aRequest('burst-1', { deviceSerial: 'B-1' }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<{ id: number }>().id)).size).toBe(1);
    expect(await requestCount()).toBe(1);
    expect(await rollupTotal()).toBe(1);
  });

  it('keeps externalIds apart per product account: another account may use the same one', async () => {
    t = await createTestContext();
    const one = await productAccount(t);
    const two = await productAccount(t);
    expect((await report(t, one.token, aRequest('shared-1'))).statusCode).toBe(201);
    expect((await report(t, two.token, aRequest('shared-1'))).statusCode).toBe(201);
    expect(await requestCount()).toBe(2);
  });

  it('refuses a missing, unknown, disabled, expired or deleted token, and a token of another kind, with 401', async () => {
    t = await createTestContext();
    const account = await productAccount(t);
    const owner = { kind: 'vsonline', companyId: account.companyId, ownerId: account.accountId };
    const refusal = async (token: string | undefined) => {
      const response = await report(t, token, aRequest(`r-${Math.random().toString(36).slice(2)}`));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'Unauthorized' });
      return response.json<{ message: string }>().message;
    };
    expect(await refusal(undefined)).toMatch(/A valid token is required/);
    expect(await refusal('vsonline_not-a-token')).toMatch(/A valid token is required/);
    expect(await refusal(await productToken(t, account.companyId))).toMatch(/A valid token is required/);

    await updateToken(t.database.db, admin(), owner, account.tokenId, { disabled: true });
    expect(await refusal(account.token)).toBe('This token has been disabled');

    await updateToken(t.database.db, admin(), owner, account.tokenId, { disabled: false });
    await t.database.db.execute(
      sql`update api_tokens set expires_on = '2020-01-01' where id = ${account.tokenId}`,
    );
    expect(await refusal(account.token)).toBe('This token has expired');

    await updateToken(t.database.db, admin(), owner, account.tokenId, { expirationDate: null });
    await deleteToken(t.database.db, admin(), owner, account.tokenId);
    expect(await refusal(account.token)).toBe('This token has been deleted');
    expect(await requestCount()).toBe(0);
  });

  it('refuses with 403 when the subscription is not active or has expired, or the account is inactive', async () => {
    t = await createTestContext();
    const account = await productAccount(t);
    const db = t.database.db;
    const refusal = async () => {
      const response = await report(t, account.token, aRequest(`r-${Math.random().toString(36).slice(2)}`));
      expect(response.statusCode).toBe(403);
      return response.json<{ message: string }>().message;
    };
    await db
      .update(accountSubscriptions)
      .set({ status: 'Suspended' })
      .where(eq(accountSubscriptions.accountId, account.accountId));
    expect(await refusal()).toBe(
      'The Veriscan Online subscription of this account is not active (Suspended)',
    );

    await db
      .update(accountSubscriptions)
      .set({ status: 'Active', expirationDate: '2024-03-31' })
      .where(eq(accountSubscriptions.accountId, account.accountId));
    expect(await refusal()).toBe(
      'The Veriscan Online subscription of this account is not active (it expired on 03/31/2024)',
    );

    await db
      .update(accountSubscriptions)
      .set({ expirationDate: '2077-12-31' })
      .where(eq(accountSubscriptions.accountId, account.accountId));
    await db
      .update(customerAccounts)
      .set({ active: false })
      .where(eq(customerAccounts.id, account.accountId));
    expect(await refusal()).toBe('The account of this token is inactive');
    expect(await requestCount()).toBe(0);
  });

  it.each([
    ['a missing externalId', { externalId: undefined }, 'externalId'],
    ['an unknown status', { status: 'maybe' }, 'status'],
    ['a startedAt that is no time', { startedAt: 'yesterday' }, 'startedAt'],
    [
      'a startedAt in the future',
      { startedAt: new Date(Date.now() + 2 * 3600_000).toISOString() },
      'startedAt',
    ],
    ['a startedAt over two years ago', { startedAt: '2020-01-01T00:00:00Z' }, 'startedAt'],
    ['a completedAt before startedAt', { completedAt: '2000-01-01T00:00:00Z' }, 'completedAt'],
    ['a field the API does not know', { scanner: 'X' }, 'scanner'],
    ['an unknown user', { userLogin: 'nobody-here' }, 'userLogin'],
    [
      'a result too large',
      // Within every per-value limit, over RESULT_MAX_BYTES as a whole.
      { result: { more: Array(Math.ceil(RESULT_MAX_BYTES / 900) + 1).fill('y'.repeat(900)) } },
      'result',
    ],
    ['a result nested too deep', { result: { a: { b: { c: 1 } } } }, 'result'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_what, change, field) => {
    t = await createTestContext();
    const account = await productAccount(t);
    // JSON leaves out a field set to undefined: that is how a missing field is sent.
    const response = await report(t, account.token, JSON.stringify({ ...aRequest('bad-1'), ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ValidationError' });
    expect(JSON.stringify(response.json())).toContain(field);
    expect(await requestCount()).toBe(0);
  });

  it("refuses another account's location with 400 naming locationId", async () => {
    t = await createTestContext();
    const account = await productAccount(t);
    const other = await productAccount(t);
    const elsewhere = await aLocation(other.accountId, other.companyId);
    const response = await report(t, account.token, aRequest('loc-1', { locationId: elsewhere }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      propertyErrors: { locationId: [`Location ${elsewhere} is not a location of this account`] },
    });
    expect(await requestCount()).toBe(0);
  });

  it('answers 429 with Retry-After past the per-token rate, and counts each token apart', async () => {
    t = await createTestContext({ INGEST_REQUESTS_PER_MINUTE: '2' });
    const account = await productAccount(t);
    const other = await productAccount(t);
    expect((await report(t, account.token, aRequest('a1'))).statusCode).toBe(201);
    expect((await report(t, account.token, aRequest('a2'))).statusCode).toBe(201);
    const refused = await report(t, account.token, aRequest('a3'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'TooManyRequests' });
    expect((await report(t, other.token, aRequest('b1'))).statusCode).toBe(201);
    expect(await requestCount()).toBe(3);
  });

  it('counts only the calls it allows against the allowance: a refused token or account takes nothing', async () => {
    t = await createTestContext();
    const account = await productAccount(t);
    const counted = async () =>
      (
        await t.database.db
          .select({ count: rateCounters.count })
          .from(rateCounters)
          .where(eq(rateCounters.key, `${PRODUCT_API_RATE_PREFIX}${account.tokenId}`))
      )[0]?.count ?? 0;
    expect((await report(t, account.token, aRequest('c-1'))).statusCode).toBe(201);
    expect(await counted()).toBe(1);
    const owner = { kind: 'vsonline', companyId: account.companyId, ownerId: account.accountId };
    await updateToken(t.database.db, admin(), owner, account.tokenId, { disabled: true });
    expect((await report(t, account.token, aRequest('c-2'))).statusCode).toBe(401);
    await updateToken(t.database.db, admin(), owner, account.tokenId, { disabled: false });
    await t.database.db
      .update(customerAccounts)
      .set({ active: false })
      .where(eq(customerAccounts.id, account.accountId));
    expect((await report(t, account.token, aRequest('c-3'))).statusCode).toBe(403);
    await t.database.db
      .update(customerAccounts)
      .set({ active: true })
      .where(eq(customerAccounts.id, account.accountId));
    await t.database.db
      .update(accountSubscriptions)
      .set({ status: 'Suspended' })
      .where(eq(accountSubscriptions.accountId, account.accountId));
    expect((await report(t, account.token, aRequest('c-4'))).statusCode).toBe(403);
    expect(await counted()).toBe(1);
  });

  it('makes two round trips for a new request whose service needs a feature, and for its retry: the token with its take, then the write', async () => {
    t = await createTestContext();
    const account = await productAccount(t);
    const locationId = await aLocation(account.accountId, account.companyId);
    const body = (externalId: string) =>
      aRequest(externalId, {
        service: 'idScan',
        locationId,
        userLogin: account.userName,
        deviceSerial: 'RT-1',
      });
    // The first call records the token's use and prunes the counters: each once a minute at most.
    expect((await report(t, account.token, body('rt-warm'))).statusCode).toBe(201);
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const spy = vi.spyOn(client, 'query');
    const statements = () =>
      spy.mock.calls.map(([query]) =>
        typeof query === 'string' ? query : String((query as { text?: string }).text),
      );
    try {
      expect((await report(t, account.token, body('rt-1'))).statusCode).toBe(201);
      const created = statements();
      expect(created).toHaveLength(2);
      expect(created[0]).toMatch(/from api_tokens[\s\S]*insert into rate_counters/);
      expect(created[1]).toMatch(/from features[\s\S]*insert into verification_requests/);
      spy.mockClear();
      expect((await report(t, account.token, body('rt-1'))).statusCode).toBe(200);
      expect(statements()).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps rollups equal to counting the raw rows, across days, services, locations, devices and statuses', async () => {
    t = await createTestContext();
    const account = await productAccount(t);
    const places = [
      await aLocation(account.accountId, account.companyId, 'North'),
      await aLocation(account.accountId, account.companyId, 'South'),
    ];
    const random = seededRandom(11);
    for (let n = 0; n < 60; n++) {
      const startedAt = new Date(Date.now() - Math.floor(random.next() * 40) * 86_400_000 - 60_000);
      const body = aRequest(`mix-${n}`, {
        startedAt: startedAt.toISOString(),
        completedAt: startedAt.toISOString(),
        status: random.pick(REQUEST_STATUSES),
        ...(random.next() < 0.7 ? { service: random.pick(['idScan', 'faceMatch']) } : {}),
        ...(random.next() < 0.7 ? { locationId: random.pick(places) } : {}),
        ...(random.next() < 0.7 ? { deviceSerial: random.pick(['D-1', 'D-2', 'D-3']) } : {}),
      });
      expect((await report(t, account.token, body)).statusCode).toBe(201);
      // A retry now and then must not count twice.
      if (n % 7 === 0) expect((await report(t, account.token, body)).statusCode).toBe(200);
    }
    const grouped = sql`(started_at at time zone 'UTC')::date::text, account_id, product_id,
      coalesce(service, ''), coalesce(location_id, 0), coalesce(device_id, 0), status`;
    const raw = await t.database.db.execute<{ key: string; n: string }>(sql`
      select concat_ws('|', ${grouped}) as key, count(*)::text as n
      from verification_requests group by ${grouped} order by 1`);
    const rolled = await t.database.db.execute<{ key: string; n: string }>(sql`
      select concat_ws('|', day::text, account_id, product_id, service, location_id, device_id, status) as key,
        requests::text as n
      from request_daily_rollups order by 1`);
    expect(rolled.rows).toEqual(raw.rows);
    expect(await rollupTotal()).toBe(60);
  });

  it("makes a missing month's partition on the spot and keeps the months ahead", async () => {
    t = await createTestContext();
    const account = await productAccount(t);
    const db = t.database.db;
    const old = new Date(Date.now() - 400 * 86_400_000);
    const month = `verification_requests_y${old.toISOString().slice(0, 4)}m${old.toISOString().slice(5, 7)}`;
    await db.execute(sql.raw(`alter table verification_requests detach partition ${month}`));
    await db.execute(sql.raw(`drop table ${month}`));
    const response = await report(
      t,
      account.token,
      aRequest('late-1', { startedAt: old.toISOString(), completedAt: old.toISOString() }),
    );
    expect(response.statusCode).toBe(201);
    const exists = async (name: string) =>
      (await db.execute<{ t: string | null }>(sql`select to_regclass(${name})::text as t`)).rows[0]?.t ===
      name;
    expect(await exists(month)).toBe(true);

    const ahead = new Date();
    ahead.setUTCMonth(ahead.getUTCMonth() + 3, 1);
    const aheadName = `verification_requests_y${ahead.toISOString().slice(0, 4)}m${ahead.toISOString().slice(5, 7)}`;
    await db.execute(sql.raw(`alter table verification_requests detach partition ${aheadName}`));
    await db.execute(sql.raw(`drop table ${aheadName}`));
    expect(await ensureCurrentPartitions(db)).toBe(1);
    expect(await exists(aheadName)).toBe(true);
  });
});
