import { describe, expect, it } from 'vitest';
import { SettingsUsers, settingsUsersApi } from '@console/contract/settings-users/api';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFile } from '../../testing/test-app.ts';
import { parse as parseCsv } from 'csv-parse/sync';
import { hashPassword } from '../../security/passwords.ts';
import { insertStaffUser } from '../../platform/staff-users.ts';

const URL = settingsUsersApi.list.path;
const captions = SettingsUsers.spec.columns.map((column) => column.caption);

let t: TestContext;
let admin: TestClient;
appForFile(async (context) => {
  t = context;
  const passwordHash = await hashPassword('Unused#Pass1');
  const names: [string, string, string][] = [
    ['carla', 'Carla', 'Night shift'],
    ['anna', 'Anna', '=HYPERLINK("http://evil.example")'],
    ['bruno', 'Bruno', 'Weekends'],
    ['zed', 'Zed', 'Not a match'],
  ];
  for (const [userName, firstName, comments] of names) {
    await insertStaffUser(t.database.db, {
      userName: userName === 'zed' ? 'zed' : `csv.${userName}`,
      firstName,
      lastName: 'Exporter',
      email: `${userName}@test.example`,
      comments,
      passwordHash,
      roles: [],
      companyIds: [t.fixtures.companyA],
    });
  }
  admin = await t.signIn('admin');
});

describe('GET /api/AdminManagement/Users?format=csv', () => {
  it('answers every matching user, filtered and sorted as the list, under the captions', async () => {
    const query = { Filter: 'csv.', sortField: 'firstName', order: 'desc', PageSize: '10' };
    const response = await admin.get(URL, { ...query, format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/settings-users-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(captions);
    expect(rows.map((row) => row[0])).toEqual(['Carla', 'Bruno', 'Anna']);
    const page = (await admin.get(URL, { ...query, PageSize: '1' })).json<{ total: number }>();
    expect(rows).toHaveLength(page.total);
  });

  it('writes a comment that starts with = with a leading apostrophe, so it stays text', async () => {
    const response = await admin.get(URL, { Filter: 'anna@', format: 'csv' });
    const [, row] = parseCsv(response.body);
    expect(row?.[captions.indexOf('Comments')]).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('is refused signed out (401) and to staff without the Admin role (403)', async () => {
    const anonymous = await t.anonymous();
    expect((await anonymous.get(URL, { format: 'csv' })).statusCode).toBe(401);
    const support = await t.signIn('support');
    expect((await support.get(URL, { format: 'csv' })).statusCode).toBe(403);
  });
});
