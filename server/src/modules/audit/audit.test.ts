import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsApi } from '@console/contract/accounts/api';
import {
  auditApi as api,
  AUDIT_COUNT_CAP,
  AUDIT_OBJECT_NEEDS_TYPE,
  type AuditEntryDetail,
  type AuditOption,
  type AuditPage,
  type SimpleCustomer,
} from '@console/contract/audit/api';
import { fillPath, type AuditAction } from '@console/contract/kit';
import { METRICS_RANGE_REVERSED } from '@console/contract/kit/metrics';
import { auditLog } from '../../db/schema.ts';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { createTestAccount } from '../accounts/testing.ts';

let t: TestContext;
let admin: TestClient;
let support: TestClient;
let anonymous: TestClient;
let customer: { accountId: number; userId: number; userName: string };
let other: { accountId: number; userId: number; userName: string };

appForFile(async (context) => {
  t = context;
  [admin, support, anonymous] = await Promise.all([t.signIn('admin'), t.signIn('support'), t.anonymous()]);
  customer = await createTestAccount(t, t.fixtures.companyA, { customerName: 'Audited Customer' });
  other = await createTestAccount(t, t.fixtures.companyA, { customerName: 'Other Customer' });
});

const page = async (path: string, query: Record<string, string> = {}) => {
  const response = await admin.get(path, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
};
const list = (query: Record<string, string> = {}) => page(api.list.path, query);
const dashboard = (query: Record<string, string> = {}) => page(api.dashboardList.path, query);
const entryUrl = (id: number) => fillPath(api.entry.path, { id });

/** An entry written as recordChange writes one, at a chosen moment and by a chosen user. */
async function recorded(
  action: AuditAction,
  entityType: string,
  entityId: string | number,
  extra: { at?: Date; actorName?: string; companyId?: number } = {},
) {
  const [row] = await t.database.db
    .insert(auditLog)
    .values({
      actorId: null,
      actorName: extra.actorName ?? 'filters',
      companyId: extra.companyId ?? t.fixtures.companyA,
      action,
      entityType,
      entityId: String(entityId),
      changes: { note: { from: 'a', to: 'b' } },
      ...(extra.at ? { at: extra.at } : {}),
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('not recorded');
  return row.id;
}

describe('a change made through the API, read back', () => {
  it("shows an account's rename with its before and after, and a password change without its values", async () => {
    const account = fillPath(accountsApi.update.path, { id: customer.accountId });
    const renamed = await admin.put(account, {
      name: 'Audited Customer Renamed',
      contactName: 'Pat Contact',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const userPath = fillPath(accountsApi.updateUser.path, {
      id: customer.accountId,
      userId: customer.userId,
    });
    const user = (await admin.get(userPath)).json<Record<string, unknown>>();
    const changed = await admin.put(userPath, {
      userName: user.userName,
      firstName: 'Changed',
      lastName: user.lastName,
      email: user.email,
      password: 'New#Pass123',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const latest = await list({ customerId: String(customer.accountId) });
    const [userEntry, accountEntry] = latest.items;
    expect(accountEntry).toMatchObject({
      actorId: t.fixtures.users.admin,
      actorName: 'admin',
      action: 'account.update',
      state: 'Modified',
      objectType: 'account',
      objectId: String(customer.accountId),
    });
    expect(accountEntry?.fields).toEqual(expect.arrayContaining(['name', 'contactName']));
    expect(userEntry).toMatchObject({ action: 'accountUser.update', objectId: String(customer.userId) });

    const detail = (await admin.get(entryUrl(accountEntry?.id ?? 0))).json<AuditEntryDetail>();
    expect(detail.changes.name).toEqual({ from: 'Audited Customer', to: 'Audited Customer Renamed' });
    expect(detail.requestId).toEqual(expect.any(String));

    const userDetail = await admin.get(entryUrl(userEntry?.id ?? 0));
    const body = userDetail.json<AuditEntryDetail>();
    expect(body.changes.firstName).toEqual({ from: 'Test', to: 'Changed' });
    // The password is recorded as changed, its value (or hash) never.
    expect(body.changes.password).toEqual({ to: '(changed)' });
    expect(userDetail.body).not.toContain('New#Pass123');
    expect(userDetail.body).not.toMatch(/\$argon|\$2[aby]\$|scrypt/);
  });

  it("the Dashboard's audit shows the account's change and not another product's", async () => {
    const failed = await recorded('failedRecord.create', 'failedRecord', 4242);
    const account = await recorded('account.update', 'account', customer.accountId);
    const ids = (await dashboard({ pageSize: '400' })).items.map((entry) => entry.id);
    expect(ids).toContain(account);
    expect(ids).not.toContain(failed);
    expect((await admin.get(fillPath(api.dashboardEntry.path, { id: account }))).statusCode).toBe(200);
    // Outside the Dashboard's scope, as another company's: not found.
    expect((await admin.get(fillPath(api.dashboardEntry.path, { id: failed }))).statusCode).toBe(404);
    expect((await admin.get(entryUrl(failed))).statusCode).toBe(200);
  });
});

describe('filters and sorting', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {
      oldest: await recorded('device.create', 'device', 77, {
        at: new Date('2024-03-01T10:00:00Z'),
        actorName: 'Sorter',
      }),
      middle: await recorded('device.update', 'device', 77, {
        at: new Date('2024-03-02T10:00:00Z'),
        actorName: 'sorter',
      }),
      newest: await recorded('account.product.remove', 'account', 78, {
        at: new Date('2024-03-03T10:00:00Z'),
        actorName: 'SORTER',
      }),
      otherUser: await recorded('device.update', 'device', 77, {
        at: new Date('2024-03-02T11:00:00Z'),
        actorName: 'someone',
      }),
    };
  });
  const idsOf = (answer: AuditPage) => answer.items.map((entry) => entry.id);

  it('by user, any case, latest first by default; sorted oldest first on request', async () => {
    expect(idsOf(await list({ user: 'sorter' }))).toEqual([ids.newest, ids.middle, ids.oldest]);
    expect(idsOf(await list({ user: 'Sorter', sortField: 'at', order: 'asc' }))).toEqual([
      ids.oldest,
      ids.middle,
      ids.newest,
    ]);
    expect(idsOf(await list({ user: 'sorter', sortField: 'id', order: 'desc' }))).toEqual([
      ids.newest,
      ids.middle,
      ids.oldest,
    ]);
  });

  it('by state, object type and object', async () => {
    expect(idsOf(await list({ user: 'sorter', state: 'Added' }))).toEqual([ids.oldest]);
    expect(idsOf(await list({ user: 'sorter', state: 'Deleted' }))).toEqual([ids.newest]);
    expect(idsOf(await list({ objectType: 'device', objectId: '77' }))).toEqual([
      ids.otherUser,
      ids.middle,
      ids.oldest,
    ]);
    expect((await list({ objectType: 'account', objectId: '77', user: 'sorter' })).total).toBe(0);
  });

  it('by days: from and to are whole UTC days, both included', async () => {
    const answer = await list({ objectType: 'device', dateFrom: '2024-03-02', dateTo: '2024-03-02' });
    expect(idsOf(answer)).toEqual([ids.otherUser, ids.middle]);
    expect(answer.total).toBe(2);
  });

  it("by customer: its own changes and its users', not another customer's", async () => {
    const mine = await recorded('account.update', 'account', customer.accountId);
    const myUser = await recorded('accountUser.update', 'accountUser', customer.userId);
    const theirs = await recorded('account.update', 'account', other.accountId);
    const found = idsOf(await list({ customerId: String(customer.accountId), pageSize: '400' }));
    expect(found).toEqual(expect.arrayContaining([mine, myUser]));
    expect(found).not.toContain(theirs);
  });

  it('answers at its /list form too, and as CSV', async () => {
    const answer = await page(api.listAlias.path, { user: 'sorter' });
    expect(idsOf(answer)).toEqual([ids.newest, ids.middle, ids.oldest]);
    const csv = await admin.get(api.list.path, { user: 'sorter', format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('When');
    expect(csv.body).toContain('account.product.remove');
    const dashboardAlias = await page(api.dashboardListAlias.path, { user: 'sorter' });
    expect(dashboardAlias.total).toBe(3);
  });

  it('refuses an object id without its type, a reversed range and an unknown state, by field (400)', async () => {
    const noType = await admin.get(api.list.path, { objectId: '77' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({ propertyErrors: { objectId: [AUDIT_OBJECT_NEEDS_TYPE] } });
    const reversed = await admin.get(api.list.path, { dateFrom: '2024-03-03', dateTo: '2024-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ propertyErrors: { dateTo: [METRICS_RANGE_REVERSED] } });
    const state = await admin.get(api.list.path, { state: 'Exploded' });
    expect(state.statusCode).toBe(400);
    expect(state.json()).toMatchObject({ propertyErrors: { state: expect.any(Array) } });
  });
});

describe('the total', () => {
  it('is exact up to the cap; past it, it stops there and says so', async () => {
    expect((await list({ user: 'sorter' })).totalCapped).toBe(false);
    await t.database.db
      .execute(sql`insert into audit_log (at, actor_name, company_id, action, entity_type, entity_id)
      select timestamptz '2020-01-01' + g * interval '1 second', 'bulk', ${t.fixtures.companyA},
        'device.update', 'device', g::text
      from generate_series(1, ${AUDIT_COUNT_CAP + 5}) g`);
    const capped = await list({ user: 'bulk', pageSize: '400' });
    expect(capped).toMatchObject({
      total: AUDIT_COUNT_CAP,
      totalCapped: true,
      totalPages: AUDIT_COUNT_CAP / 400,
    });
    expect(capped.items).toHaveLength(400);
  });
});

describe('the filter options', () => {
  it('ObjectTypes lists the catalogue types with captions; States the kinds of entry (a secret viewed too)', async () => {
    const types = (await admin.get(api.objectTypes.path)).json<AuditOption[]>();
    expect(types).toEqual(expect.arrayContaining([{ id: 'accountUser', name: 'Account user' }]));
    const states = (await admin.get(api.states.path)).json<AuditOption[]>();
    expect(states.map((s) => s.id)).toEqual(['Added', 'Modified', 'Deleted', 'Viewed']);
  });

  it("SimpleCustomersList lists the administered company's customers by name, filtered by its start", async () => {
    const url = fillPath(api.simpleCustomers.path, { company: t.fixtures.companyA });
    const all = (await admin.get(url)).json<SimpleCustomer[]>();
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([customer.accountId, other.accountId]));
    const some = (await admin.get(url, { search: 'Other' })).json<SimpleCustomer[]>();
    expect(some).toEqual([{ id: other.accountId, name: 'Other Customer' }]);
  });
});

describe('who may read it', () => {
  it('401 signed out', async () => {
    for (const path of [api.list.path, api.dashboardList.path, api.states.path, entryUrl(1)]) {
      expect((await anonymous.get(path)).statusCode).toBe(401);
    }
  });

  it('403 without the Admin role', async () => {
    for (const path of [api.list.path, api.dashboardList.path, api.objectTypes.path]) {
      expect((await support.get(path)).statusCode).toBe(403);
    }
  });

  it("404 for another company's entry or customers", async () => {
    const theirs = await recorded('account.update', 'account', 1, { companyId: t.fixtures.companyB });
    expect((await admin.get(entryUrl(theirs))).statusCode).toBe(404);
    expect((await admin.get(fillPath(api.dashboardEntry.path, { id: theirs }))).statusCode).toBe(404);
    expect((await list({ pageSize: '400' })).items.map((e) => e.id)).not.toContain(theirs);
    const customers = fillPath(api.simpleCustomers.path, { company: t.fixtures.companyB });
    expect((await admin.get(customers)).statusCode).toBe(404);
  });

  it("403 for the Dashboard's audit where the company lacks the Veriscan module", async () => {
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    try {
      expect((await admin.get(api.dashboardList.path)).statusCode).toBe(403);
      // The company's own audit needs no module.
      expect((await admin.get(api.list.path)).statusCode).toBe(200);
    } finally {
      await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA });
    }
  });
});
