import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { auditLog } from '../../db/schema.ts';

let t: TestContext;
afterEach(() => t.close());

describe('Test Mode', () => {
  it('is persisted per company, shows in the page data, and is recorded', async () => {
    t = await createTestContext();
    const c = await t.signIn('admin');
    expect((await c.get('/api/Company/TestMode')).json()).toEqual({ enabled: false });
    expect((await c.put('/api/Company/TestMode', { enabled: true })).json()).toEqual({ enabled: true });
    expect((await c.get('/api/user/bootstrap')).json().testMode).toBe(true);
    const admin = await t.signIn('admin');
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect((await admin.get('/api/Company/TestMode')).json()).toEqual({ enabled: false });
    const [entry] = await t.database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: 'company.testMode',
      changes: { testMode: { from: false, to: true } },
    });
  });

  it('is refused in environment 2, where the switch does not exist', async () => {
    t = await createTestContext({ ENVIRONMENT_ID: '2' });
    const c = await t.signIn('admin');
    expect((await c.put('/api/Company/TestMode', { enabled: true })).statusCode).toBe(403);
    expect((await c.get('/api/Company/TestMode')).json()).toEqual({ enabled: false });
  });

  it('is refused for a company without the customerAdmin feature', async () => {
    t = await createTestContext();
    const admin = await t.signIn('admin');
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    expect((await admin.put('/api/Company/TestMode', { enabled: true })).statusCode).toBe(403);
  });

  it('is refused to read-only staff and without the anti-forgery token', async () => {
    t = await createTestContext();
    expect(
      (await (await t.signIn('readonly')).put('/api/Company/TestMode', { enabled: true })).statusCode,
    ).toBe(403);
    const c = await t.signIn('admin');
    const response = await c.request({
      method: 'PUT',
      url: '/api/Company/TestMode',
      body: { enabled: true },
      withoutToken: true,
    });
    expect(response.statusCode).toBe(403);
    expect((await c.get('/api/Company/TestMode')).json()).toEqual({ enabled: false });
  });
});
