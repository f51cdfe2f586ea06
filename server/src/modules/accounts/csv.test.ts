import { describe, expect, it } from 'vitest';
import {
  accountsApi,
  AccountsList,
  AccountUsersList,
  SubAccountsList,
  type AccountListPage,
} from '@console/contract/accounts/api';
import { fillPath, type ListSpec } from '@console/contract/kit';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { newAccountBody } from './testing.ts';
import { parse as readCsv } from 'csv-parse/sync';

let t: TestContext;
let admin: TestClient;
appForFileFreshEachTest(async (context) => {
  t = context;
  admin = await t.signIn('admin');
});

const today = () => new Date().toISOString().slice(0, 10);
const captions = (spec: ListSpec) => spec.columns.map((column) => column.caption);

async function createAccount(customerName: string, over: Record<string, unknown> = {}, client = admin) {
  const response = await client.post(accountsApi.create.path, newAccountBody(t, customerName, over));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { customerId: number }).customerId;
}

/** The CSV of a list call: its records, after checking it is a CSV download of that list. */
async function exportCsv(url: string, spec: ListSpec, query: Record<string, string | string[]> = {}) {
  const response = await admin.get(url, { ...query, format: 'csv' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toContain(`${spec.fileName}-${today()}.csv`);
  const [header, ...rows] = readCsv(response.body);
  expect(header).toEqual(captions(spec));
  return rows;
}

describe('GET /api/CommonAccount/list?format=csv', () => {
  it('exports every matching account, filtered and sorted as the list, with the captions as header', async () => {
    for (const name of ['Bravo Homes', 'Alpha Lofts', 'Charlie Flats', 'Delta Yards', 'Echo Barns']) {
      await createAccount(name);
    }
    // Matches the text filter but not the Assigned To filter.
    await createAccount('Foxtrot Doe Homes', { assignedTo: undefined }, await t.signIn('support'));
    await createAccount('Golf Other', { lastName: 'Smith' });
    const query = {
      textFilter: 'doe',
      assignedToCollection: [String(t.fixtures.users.admin)],
      sortField: 'customerName',
      order: 'desc',
    };
    const rows = await exportCsv(accountsApi.list.path, AccountsList.spec, query);
    const list = (
      await admin.get(accountsApi.list.path, { ...query, pageSize: '2' })
    ).json() as AccountListPage;
    expect(list.totalCapped).toBe(false);
    expect(rows).toHaveLength(list.total);
    expect(rows.map((row) => row[1])).toEqual([
      'Echo Barns',
      'Delta Yards',
      'Charlie Flats',
      'Bravo Homes',
      'Alpha Lofts',
    ]);
    // The list's first page is the CSV's first rows, cell for cell.
    const [first] = list.items;
    expect(rows[0]).toEqual([String(first?.id), 'Echo Barns', '', 'Jane Doe', 'Yes', '0', 'Admin Tester']);
    expect(rows.slice(0, 2).map((row) => Number(row[0]))).toEqual(list.items.map((item) => item.id));
  });

  it('escapes a cell that a spreadsheet would run as a formula', async () => {
    await createAccount('=HYPERLINK("http://evil.test")');
    await createAccount('Plain Name', { firstName: '+Plus', lastName: '@At' });
    const rows = await exportCsv(accountsApi.list.path, AccountsList.spec, { sortField: 'id', order: 'asc' });
    expect(rows.map((row) => [row[1], row[3]])).toEqual([
      [`'=HYPERLINK("http://evil.test")`, 'Jane Doe'],
      ['Plain Name', `'+Plus @At`],
    ]);
  });

  it('refuses the same search the list refuses', async () => {
    const response = await admin.get(accountsApi.list.path, { textFilter: 'ab', format: 'csv' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${accountsApi.list.path}?format=csv` });
    expect(response.statusCode).toBe(401);
  });
});

describe('the CSV of an account\u2019s lists', () => {
  it("exports the account's users, sorted as asked", async () => {
    const accountId = await createAccount('Users Co', {
      firstName: 'Ann',
      lastName: 'Able',
      userName: 'ann',
    });
    const usersUrl = fillPath(accountsApi.users.path, { id: accountId });
    for (const [userName, firstName] of [
      ['cid', 'Cid'],
      ['bea', '-Bea'],
    ]) {
      const response = await admin.post(usersUrl, {
        userName,
        firstName,
        lastName: 'Roe',
        email: `${userName}@users.test`,
        phone: '555',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const rows = await exportCsv(usersUrl, AccountUsersList.spec, { sortField: 'userName', order: 'desc' });
    expect(rows.map((row) => row.slice(0, 8))).toEqual([
      ['Cid', 'Roe', 'cid', 'cid@users.test', '555', 'Yes', 'No', 'No'],
      ["'-Bea", 'Roe', 'bea', 'bea@users.test', '555', 'Yes', 'No', 'No'],
      ['Ann', 'Able', 'ann', 'jane@acme.test', '', 'Yes', 'Yes', 'No'],
    ]);
    expect(rows.every((row) => !Number.isNaN(Date.parse(row[8] ?? '')))).toBe(true);
  });

  it("exports an account's sub-accounts, by name", async () => {
    const parentId = await createAccount('Parent Co');
    for (const name of ['Zulu Branch', 'Alpha Branch']) {
      const child = await createAccount(name);
      const response = await admin.put(fillPath(accountsApi.update.path, { id: child }), {
        name,
        parentAccountId: parentId,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const rows = await exportCsv(
      fillPath(accountsApi.subAccounts.path, { id: parentId }),
      SubAccountsList.spec,
    );
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['Alpha Branch', 'Jane Doe', 'Yes'],
      ['Zulu Branch', 'Jane Doe', 'Yes'],
    ]);
  });
});

describe('the accounts CSV, byte for byte', () => {
  // On PostgreSQL the database writes this file (COPY, kit/csv-copy.ts), on PGlite the kit: the same
  // bytes either way.
  it('quotes what needs quotes, escapes formulas, and ends each record with CRLF', async () => {
    const quoted = await createAccount('Quote "Q", Ltd', { firstName: '-Minus', lastName: 'Doe' });
    const plain = await createAccount('Plain', { assignedTo: undefined }, await t.signIn('support'));
    const response = await admin.get(accountsApi.list.path, { sortField: 'id', order: 'asc', format: 'csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(
      'Account ID,Account Name,Parent,Contact Name,Active,Issues,Assigned To\r\n' +
        `${quoted},"Quote ""Q"", Ltd",,'-Minus Doe,Yes,0,Admin Tester\r\n` +
        `${plain},Plain,,Jane Doe,Yes,0,\r\n`,
    );
  });
});
