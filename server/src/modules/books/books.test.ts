import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';

let t: TestContext;
appForFileFreshEachTest((context) => {
  t = context;
});

describe('books', () => {
  it('refuses anonymous callers', async () => {
    for (const url of [
      '/api/Books/AdminUsers',
      '/api/Books/TimeZones',
      '/api/TimeZone',
      '/api/Books/subscriptionPlans',
      '/api/Books/CustomerFilters',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('lists the admins of the administered company', async () => {
    const c = await t.signIn('support');
    const admins = (await c.get('/api/Books/AdminUsers')).json();
    expect(admins).toEqual([
      { id: t.fixtures.users.admin, name: 'Admin Tester' },
      { id: t.fixtures.users.readonly, name: 'Readonly Tester' },
    ]);
  });

  it('answers time zones as value and name, with the Windows ids the spec uses', async () => {
    const c = await t.signIn('support');
    const zones = (await c.get('/api/TimeZone')).json();
    expect(zones).toContainEqual({
      value: 'Central Standard Time',
      name: '(UTC-06:00) Central Time (US & Canada)',
    });
    expect((await c.get('/api/Books/TimeZones')).json()).toEqual(zones);
  });

  it("answers the plans of the company's products and the customer filter options", async () => {
    const c = await t.signIn('support');
    const plans = (await c.get('/api/Books/subscriptionPlans')).json();
    expect(plans.length).toBe(7 * 4);
    expect(plans[0]).toMatchObject({ name: 'Trial', code: 'TRIAL', productName: expect.any(String) });
    const filters = (await c.get('/api/Books/CustomerFilters')).json();
    expect(filters.expDates[0]).toEqual({ name: 'Expired', value: 'expired' });
    expect(filters.subscriptionPlans.map((p: { name: string }) => p.name)).toEqual([
      'Trial',
      'Basic',
      'Professional',
      'Enterprise',
    ]);
  });
});
