import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SEARCH_TOO_SHORT, TEXT_FILTER_COUNT_CAP } from '@console/contract/accounts/api';
import { LookupPath } from '@console/contract/annotations';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { newAccountBody } from './testing.ts';
import { customerAccounts, staffUsers } from '../../db/schema.ts';

// The accounts list's totals: trigger-kept counters without a text filter (migration 0006), a
// capped count with one, and the short-search rule that keeps every search on an index.

let t: TestContext;
let admin: TestClient;
appForFileFreshEachTest(async (context) => {
  t = context;
  admin = await t.signIn('admin');
});

/** Adds `count` accounts named `<prefix> <n>` in one statement, as a bulk import would. */
async function insertAccounts(
  count: number,
  prefix: string,
  over: { companyId?: number; assignedTo?: number | null } = {},
) {
  const companyId = over.companyId ?? t.fixtures.companyA;
  const assignedTo = over.assignedTo === undefined ? t.fixtures.users.admin : over.assignedTo;
  await t.database.db.execute(sql`
    insert into customer_accounts (company_id, name, assigned_to)
    select ${companyId}, ${prefix} || ' ' || n, ${assignedTo}::int from generate_series(1, ${count}) n`);
}

/** Fails unless every counter equals a count of the accounts themselves. */
async function expectCountersExact() {
  const actual = await t.database.db.execute<{ key: string; accounts: number }>(sql`
    select company_id || '/' || is_test || '/' || coalesce(assigned_to, 0) as key, count(*)::int as accounts
    from customer_accounts group by 1 order by 1`);
  const counted = await t.database.db.execute<{ key: string; accounts: number }>(sql`
    select company_id || '/' || is_test || '/' || assigned_to as key, accounts
    from customer_account_counts order by 1`);
  expect(counted.rows).toEqual(actual.rows);
}

const list = (query: Record<string, string | string[]> = {}) =>
  admin.get('/api/CommonAccount/list', query).then((response) => response.json());

describe('the accounts list total', () => {
  it('stays exact through bulk inserts, reassignment, Test Mode moves, staff removal and deletes', async () => {
    await insertAccounts(5, 'Harbor');
    await insertAccounts(3, 'Quay', { assignedTo: null });
    await insertAccounts(4, 'Elsewhere', { companyId: t.fixtures.companyB });
    await expectCountersExact();
    expect(await list()).toMatchObject({ total: 8, totalCapped: false });
    expect(await list({ assignedToCollection: [String(t.fixtures.users.admin)] })).toMatchObject({
      total: 5,
    });

    await t.database.db
      .update(customerAccounts)
      .set({ assignedTo: t.fixtures.users.support })
      .where(eq(customerAccounts.name, 'Harbor 1'));
    await t.database.db
      .update(customerAccounts)
      .set({ isTest: true })
      .where(eq(customerAccounts.name, 'Harbor 2'));
    await t.database.db
      .update(customerAccounts)
      .set({ name: 'Renamed' })
      .where(eq(customerAccounts.name, 'Quay 1'));
    await expectCountersExact();
    expect(await list()).toMatchObject({ total: 7 });
    expect(await list({ assignedToCollection: [String(t.fixtures.users.admin)] })).toMatchObject({
      total: 3,
    });

    // Removing a staff user unassigns their accounts (ON DELETE SET NULL), which moves the counts.
    await t.database.db.delete(staffUsers).where(eq(staffUsers.id, t.fixtures.users.support));
    await expectCountersExact();

    const { customerId } = (
      await admin.post(
        '/api/CommonAccount/create',
        newAccountBody(t, 'Created Co', { userName: 'jane.created', email: 'jane@created.test' }),
      )
    ).json();
    expect(await list()).toMatchObject({ total: 8 });
    expect((await admin.delete(`/api/CommonAccount/${customerId}`)).statusCode).toBe(200);
    await t.database.db.delete(customerAccounts).where(eq(customerAccounts.companyId, t.fixtures.companyB));
    await expectCountersExact();
    expect(await list()).toMatchObject({ total: 7 });
  });

  it(`caps the count of a broad search at ${TEXT_FILTER_COUNT_CAP} and says so`, async () => {
    await insertAccounts(TEXT_FILTER_COUNT_CAP + 1, 'Ridge');
    await insertAccounts(2, 'Maple');
    const broad = await list({ textFilter: 'ridge', pageSize: '100' });
    expect(broad).toMatchObject({ total: TEXT_FILTER_COUNT_CAP, totalCapped: true, totalPages: 10 });
    expect(broad.items).toHaveLength(100);
    expect(await list({ textFilter: 'maple' })).toMatchObject({ total: 2, totalCapped: false });
    // Without a text filter the counters answer the exact total, however many there are.
    expect(await list()).toMatchObject({ total: TEXT_FILTER_COUNT_CAP + 3, totalCapped: false });
  });

  it('refuses a one- or two-letter search, and reads one or two digits as an account ID', async () => {
    await insertAccounts(12, 'Dock');
    const short = await admin.get('/api/CommonAccount/list', { textFilter: ' ab ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().propertyErrors).toEqual({ textFilter: [SEARCH_TOO_SHORT] });

    // Account 1 alone, not every account whose ID or name contains a 1.
    const byId = await list({ textFilter: '1' });
    expect(byId.items.map((item: { id: number }) => item.id)).toEqual([1]);
    expect(byId.total).toBe(1);
    expect((await list({ textFilter: '12' })).items.map((item: { id: number }) => item.id)).toEqual([12]);
  });
});

describe('the account lookup (the parent of an account)', () => {
  const lookup = (query: Record<string, string>) =>
    admin.get(LookupPath.Accounts, query).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { items: { id: number; name: string }[]; totalPages: number };
    });

  it('pages the whole scope from the counters, the account being edited left out', async () => {
    await insertAccounts(19, 'Pier');
    const { total } = await list();
    expect((await lookup({ pageSize: '10' })).totalPages).toBe(Math.ceil(total / 10));
    const [edited] = (await list({ textFilter: 'pier 7' })).items;
    // Filled to a multiple of ten plus one, so leaving the edited account out drops a page.
    await insertAccounts((11 - (total % 10)) % 10, 'Filler');
    const withEdited = (await list()).total;
    expect(withEdited % 10).toBe(1);
    const page = await lookup({ pageSize: '10', currentAccountId: String(edited.id) });
    expect(page.totalPages).toBe((withEdited - 1) / 10);
    expect(page.items.map((item) => item.id)).not.toContain(edited.id);
  });

  it(`offers at most ${TEXT_FILTER_COUNT_CAP} matches of a broad filter, in pages`, async () => {
    await insertAccounts(TEXT_FILTER_COUNT_CAP + 1, 'Ridge');
    const first = await lookup({ textFilter: 'ridge' });
    expect(first.items).toHaveLength(100);
    expect(first.totalPages).toBe(TEXT_FILTER_COUNT_CAP / 100);
  });

  it('filters by one or two letters as typed, and reads one or two digits as an account ID', async () => {
    await insertAccounts(12, 'Dock');
    await insertAccounts(3, 'Quay');
    const letters = await lookup({ textFilter: 'do' });
    expect(letters.items.filter((item) => item.name.startsWith('Dock'))).toHaveLength(12);
    expect(letters.items.every((item) => item.name.toLowerCase().includes('do'))).toBe(true);
    expect(letters.items.some((item) => item.name.startsWith('Quay'))).toBe(false);
    expect((await lookup({ textFilter: '12' })).items.map((item) => item.id)).toEqual([12]);
  });
});
