import { describe, expect, it } from 'vitest';
import { LookupPath } from '@console/contract/annotations';
import type { TestClient, TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { TIME_ZONES } from '../../lib/time-zones.ts';

let t: TestContext;
let c: TestClient;
appForFileFreshEachTest(async (context) => {
  t = context;
  c = await t.signIn('support');
});

const lookup = async (path: string, query: Record<string, string | string[]> = {}) => {
  const response = await c.get(path, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Record<string, unknown>[]; page: number; totalPages: number };
};

describe('lookups', () => {
  it('refuse anonymous callers', async () => {
    for (const url of Object.values(LookupPath)) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('answer pages of 100 by default, and the page asked for', async () => {
    const all = await lookup(LookupPath.TimeZones);
    expect(all).toEqual({ items: [...TIME_ZONES], page: 1, totalPages: 1 });
    const second = await lookup(LookupPath.TimeZones, { page: '2', pageSize: '5' });
    expect(second.items).toEqual(TIME_ZONES.slice(5, 10));
    expect(second).toMatchObject({ page: 2, totalPages: Math.ceil(TIME_ZONES.length / 5) });
  });

  it('refuse a page size over 100', async () => {
    const response = await c.get(LookupPath.TimeZones, { pageSize: '101' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().propertyErrors)).toEqual(['pageSize']);
  });

  it('filter by text, whatever its case', async () => {
    const central = await lookup(LookupPath.TimeZones, { textFilter: 'CENTRAL' });
    expect(central.items.length).toBeGreaterThan(1);
    expect(
      central.items.every((zone) => `${zone.name} ${zone.value}`.toLowerCase().includes('central')),
    ).toBe(true);
    expect(central.totalPages).toBe(1);
    expect(await lookup(LookupPath.TimeZones, { textFilter: 'no such zone' })).toEqual({
      items: [],
      page: 1,
      totalPages: 0,
    });
  });

  it('put the selected item first when it sits on another page, and only once when it is on the page', async () => {
    const last = TIME_ZONES.at(-1);
    const first = await lookup(LookupPath.TimeZones, { pageSize: '2', selectedId: String(last?.value) });
    expect(first.items).toEqual([last, ...TIME_ZONES.slice(0, 2)]);
    const onPage = await lookup(LookupPath.TimeZones, {
      pageSize: '2',
      selectedId: String(TIME_ZONES[1]?.value),
    });
    expect(onPage.items).toEqual(TIME_ZONES.slice(0, 2));
    const later = await lookup(LookupPath.TimeZones, {
      page: '2',
      pageSize: '2',
      selectedId: String(last?.value),
    });
    expect(later.items).toEqual(TIME_ZONES.slice(2, 4));
  });

  it('answer the admins of the administered company, filtered and with the selected one', async () => {
    const { admin, readonly } = t.fixtures.users;
    expect((await lookup(LookupPath.AdminUsers)).items).toEqual([
      { id: admin, name: 'Admin Tester' },
      { id: readonly, name: 'Readonly Tester' },
    ]);
    expect((await lookup(LookupPath.AdminUsers, { textFilter: 'read' })).items).toEqual([
      { id: readonly, name: 'Readonly Tester' },
    ]);
    const selected = await lookup(LookupPath.AdminUsers, { pageSize: '1', selectedId: String(readonly) });
    expect(selected.items.map((item) => item.id)).toEqual([readonly, admin]);
    expect(selected.totalPages).toBe(2);
  });

  it('put every selected item of a multiselect first, when several keys are sent', async () => {
    const all = await lookup(LookupPath.SubscriptionPlans, { pageSize: '100' });
    const [a, b] = [all.items[10]?.id, all.items[20]?.id].map(String);
    const page = await lookup(LookupPath.SubscriptionPlans, {
      pageSize: '2',
      selectedId: [a as string, b as string],
    });
    expect(page.items.map((item) => String(item.id))).toEqual([
      a,
      b,
      String(all.items[0]?.id),
      String(all.items[1]?.id),
    ]);
  });

  it("answer only the administered company's admins", async () => {
    const admin = await t.signIn('admin');
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    const response = await admin.get(LookupPath.AdminUsers, {
      selectedId: String(t.fixtures.users.readonly),
    });
    expect(response.json().data.items).toEqual([{ id: t.fixtures.users.admin, name: 'Admin Tester' }]);
  });

  it("answer the company's plans captioned with their product", async () => {
    const plans = await lookup(LookupPath.SubscriptionPlans, { pageSize: '10' });
    expect(plans.totalPages).toBe(Math.ceil((7 * 4) / 10));
    expect(plans.items).toHaveLength(10);
    const first = plans.items[0];
    expect(first?.caption).toBe(`${String(first?.productName)}: ${String(first?.name)}`);
    const trials = await lookup(LookupPath.SubscriptionPlans, { textFilter: 'trial' });
    expect(trials.items).toHaveLength(7);
    expect(trials.items.every((plan) => plan.name === 'Trial')).toBe(true);
  });

  it('refuse a selected id of the wrong type', async () => {
    const response = await c.get(LookupPath.AdminUsers, { selectedId: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().propertyErrors)).toEqual(['selectedId[0]']);
  });
});
