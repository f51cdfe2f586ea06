import { parse as parseCsv } from 'csv-parse/sync';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEAM_MEMBERS_LOCATIONS_COLUMNS,
  importsApi,
  type ImportJob,
  type ImportPreview,
} from '@console/contract/imports/api';
import { auditLog, locations, locationTeamMembers } from '../../db/schema.ts';
import { testQueues } from '../../jobs/testing.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { onlineCustomer, type TestOnlineCustomer } from '../vsonline/testing.ts';
import { importJobKind } from './service.ts';
import { csvOf, finished, previewUrl, sendFile, startUrl } from './testing.ts';

let t: TestContext;
let admin: TestClient;
let customer: TestOnlineCustomer;
let queues: ReturnType<typeof testQueues>;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn('admin');
  customer = await onlineCustomer(t);
  queues = testQueues(t.database, t.app.jobs.schema);
  // Two workers, as two instances would run them: imports of one customer may run at once.
  await Promise.all([queues.queue([importJobKind]).start(), queues.queue([importJobKind]).start()]);
});
afterAll(async () => {
  await queues.stopAll();
  await t.close();
});

const KIND = 'TeamMembersLocations';
const preview = async (file: string) => {
  const response = await sendFile(t, admin, previewUrl(KIND, customer.accountId), file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportPreview>();
};
const imported = async (file: string) => {
  const started = await sendFile(t, admin, startUrl(KIND, customer.accountId), file);
  expect(started.statusCode, started.body).toBe(200);
  return finished(admin, started.json<ImportJob>().id);
};
const teamOf = async (locationId: number) =>
  (
    await t.database.db
      .select({ userId: locationTeamMembers.accountUserId })
      .from(locationTeamMembers)
      .where(eq(locationTeamMembers.locationId, locationId))
  ).map((row) => row.userId);

it('GET the template: every column, a location with a team member and a second member', async () => {
  const response = await admin.get(importsApi.TeamMembersLocations.template.path);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toContain('team-members-locations-template.csv');
  const [header, ...rows] = parseCsv(response.body) as string[][];
  expect(header).toEqual(TEAM_MEMBERS_LOCATIONS_COLUMNS.map((column) => column.header));
  expect(rows).toHaveLength(2);
});

describe('a Team Members & Locations file', () => {
  const file = () =>
    csvOf(KIND, [
      {
        Location: 'North Lobby',
        'Address 1': '1 North St',
        City: 'Dallas',
        State: 'TX',
        'Time Zone': 'eastern standard time',
        'Team Member Login': customer.userName,
      },
      { Location: 'north lobby', City: 'Dallas' },
      // The customer's existing location, matched whatever the case: gains a city, keeps its team.
      { Location: 'ONLINE CUSTOMER FRONT DESK', City: 'Houston', 'Team Member Login': customer.userName },
    ]);

  it('creates locations and their teams, updates a matched location, then changes nothing the second time', async () => {
    const first = await preview(file());
    expect(first.errors).toEqual([]);
    expect(first.outcomes).toEqual([
      { line: 2, entity: 'location', key: 'North Lobby', action: 'create', fields: [] },
      {
        line: 2,
        entity: 'teamMember',
        key: `North Lobby / ${customer.userName}`,
        action: 'create',
        fields: [],
      },
      { line: 4, entity: 'location', key: 'Online Customer Front Desk', action: 'update', fields: ['City'] },
      {
        line: 4,
        entity: 'teamMember',
        key: `Online Customer Front Desk / ${customer.userName}`,
        action: 'unchanged',
        fields: [],
      },
    ]);

    const done = await imported(file());
    expect(done.result).toMatchObject({
      outcome: 'imported',
      counts: [
        { entity: 'location', create: 1, update: 1, unchanged: 0 },
        { entity: 'teamMember', create: 1, update: 0, unchanged: 1 },
      ],
    });
    const [north] = await t.database.db
      .select()
      .from(locations)
      .where(and(eq(locations.accountId, customer.accountId), eq(locations.name, 'North Lobby')));
    expect(north).toMatchObject({
      companyId: t.fixtures.companyA,
      address1: '1 North St',
      city: 'Dallas',
      timeZoneId: 'Eastern Standard Time',
      active: true,
    });
    expect(await teamOf(north?.id ?? 0)).toEqual([customer.userId]);
    const [desk] = await t.database.db.select().from(locations).where(eq(locations.id, customer.locationId));
    expect(desk?.city).toBe('Houston');

    const entries = await t.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId, changes: auditLog.changes })
      .from(auditLog)
      .where(like(auditLog.action, 'location%'))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      {
        action: 'location.create',
        entityId: String(north?.id),
        changes: expect.objectContaining({ name: { to: 'North Lobby' }, city: { to: 'Dallas' } }),
      },
      {
        action: 'location.update',
        entityId: String(customer.locationId),
        changes: { city: { from: 'Austin', to: 'Houston' } },
      },
      {
        action: 'locationTeamMember.add',
        entityId: String(north?.id),
        changes: { accountUserId: { to: customer.userId } },
      },
    ]);

    const second = await imported(file());
    expect(second.result?.counts).toEqual([
      { entity: 'location', create: 0, update: 0, unchanged: 2 },
      { entity: 'teamMember', create: 0, update: 0, unchanged: 2 },
    ]);
  });

  it("names a cell that differs between a location's rows, a stranger's login, an unknown time zone", async () => {
    const stranger = await onlineCustomer(t, t.fixtures.companyA, 'Stranger');
    const result = await preview(
      csvOf(KIND, [
        { Location: 'South', City: 'Austin' },
        { Location: 'South', City: 'Boston', 'Team Member Login': stranger.userName },
        { Location: 'West', 'Time Zone': 'Mars Time', Active: 'sometimes' },
        { Location: '', City: 'Nowhere' },
      ]),
    );
    expect(result.errors).toEqual([
      { line: 3, column: 'City', reason: 'City differs from line 2' },
      { line: 3, column: 'Team Member Login', reason: `${stranger.userName} is not a user of this customer` },
      {
        line: 4,
        column: 'Time Zone',
        reason: 'Time Zone "Mars Time" is not a known time zone id (e.g. Central Standard Time)',
      },
      { line: 4, column: 'Active', reason: 'Active must be Yes or No' },
      { line: 5, column: 'Location', reason: 'Location is required' },
    ]);
    expect(
      (await sendFile(t, admin, startUrl(KIND, customer.accountId), csvOf(KIND, [{ Location: '' }])))
        .statusCode,
    ).toBe(400);
  });

  it("refuses a name two of the customer's locations share", async () => {
    await t.database.db.insert(locations).values([
      { companyId: t.fixtures.companyA, accountId: customer.accountId, name: 'Twin' },
      { companyId: t.fixtures.companyA, accountId: customer.accountId, name: 'TWIN' },
    ]);
    const result = await preview(csvOf(KIND, [{ Location: 'twin', City: 'Waco' }]));
    expect(result.errors).toEqual([
      {
        line: 2,
        column: 'Location',
        reason: `2 of the customer's locations are named "twin": rename them apart first`,
      },
    ]);
  });
});

it('runs two imports of one customer one after the other: the second finds what the first wrote', async () => {
  const file = csvOf(KIND, [
    { Location: 'Concurrent Hall', City: 'Reno', 'Team Member Login': customer.userName },
  ]);
  const [a, b] = await Promise.all([
    sendFile(t, admin, startUrl(KIND, customer.accountId), file),
    sendFile(t, admin, startUrl(KIND, customer.accountId), file),
  ]);
  const results = await Promise.all([a, b].map((started) => finished(admin, started.json<ImportJob>().id)));
  const created = results.map((job) => job.result?.counts.find((c) => c.entity === 'location')?.create);
  expect(created.sort()).toEqual([0, 1]);
  const halls = await t.database.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.accountId, customer.accountId), eq(locations.name, 'Concurrent Hall')));
  expect(halls).toHaveLength(1);
});
