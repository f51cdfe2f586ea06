import { describe, expect, it } from 'vitest';

import { Role } from '@console/contract/gates';
import type { DefaultCustomerFeature } from '@console/contract/default-features/api';
import { PASSWORD, type TestContext } from '../../testing/harness.ts';
import { featureIdOf } from '../../testing/feature-ids.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { CUSTOMER_FEATURES } from '../../testing/customer-features.ts';
import { auditLog } from '../../db/schema.ts';
import { customerFeatureDefaults } from './tables.ts';
import { insertStaffUser } from '../../platform/staff-users.ts';
import { hashPassword } from '../../security/passwords.ts';
import { seedDefaultFeatures } from './demo.ts';
import { defaultCustomerFeatures } from './service.ts';

const GET = '/api/DefaultCustomerFeatures/Get';
const UPDATE = '/api/DefaultCustomerFeatures/Update';
let t: TestContext;
appForFileFreshEachTest((context) => {
  t = context;
});

const featureId = (name: string) => featureIdOf(t, name);

const enabledNames = (list: DefaultCustomerFeature[]) => list.filter((f) => f.isEnabled).map((f) => f.name);
const storedDefaults = () => t.database.db.select().from(customerFeatureDefaults);

describe('GET /api/DefaultCustomerFeatures/Get', () => {
  it('answers every customer feature with title, description and its default, off until switched', async () => {
    const response = await (await t.signIn('checkpoint')).get(GET);
    expect(response.statusCode).toBe(200);
    const list: DefaultCustomerFeature[] = response.json();
    expect(list.map((f) => f.name)).toEqual(CUSTOMER_FEATURES);
    expect(list[0]).toEqual({
      id: await featureId('idScanning'),
      title: 'ID scanning',
      description: 'Scan and parse identity documents.',
      name: 'idScanning',
      isEnabled: false,
    });
    expect(enabledNames(list)).toEqual([]);
  });

  it('answers 401 without a session and 403 to staff without the Checkpoint role', async () => {
    expect((await t.app.inject({ method: 'GET', url: GET })).statusCode).toBe(401);
    expect((await (await t.signIn('support')).get(GET)).statusCode).toBe(403);
    // An Admin who is not Checkpoint is refused too: the screen is Checkpoint's.
    expect((await (await t.signIn('readonly')).get(GET)).statusCode).toBe(403);
  });
});

describe('POST /api/DefaultCustomerFeatures/Update', () => {
  it('switches the listed features for the administered company only, answers the new state and records it', async () => {
    const c = await t.signIn('checkpoint');
    const [faceMatch, dataExport] = [await featureId('faceMatch'), await featureId('dataExport')];
    const response = await c.post(UPDATE, [
      { featureId: faceMatch, isEnabled: true },
      { featureId: dataExport, isEnabled: true },
    ]);
    expect(response.statusCode).toBe(200);
    expect(enabledNames(response.json())).toEqual(['faceMatch', 'dataExport']);

    const off = await c.post(UPDATE, [{ featureId: dataExport, isEnabled: false }]);
    expect(enabledNames(off.json())).toEqual(['faceMatch']);
    expect(await defaultCustomerFeatures(t.database.db, t.fixtures.companyA)).toEqual([faceMatch]);
    expect(await defaultCustomerFeatures(t.database.db, t.fixtures.companyB)).toEqual([]);

    const entries = await t.database.db.select().from(auditLog);
    expect(entries.map((e) => e.changes)).toEqual([
      { faceMatch: { from: false, to: true }, dataExport: { from: false, to: true } },
      { dataExport: { from: true, to: false } },
    ]);
    expect(entries[0]).toMatchObject({
      action: 'defaultCustomerFeatures.update',
      entityType: 'company',
      entityId: String(t.fixtures.companyA),
    });
  });

  it('refuses unknown, non-customer and repeated feature ids with 400 and writes none of the list', async () => {
    const c = await t.signIn('checkpoint');
    const idScanning = await featureId('idScanning');
    const response = await c.post(UPDATE, [
      { featureId: idScanning, isEnabled: true },
      { featureId: 99999, isEnabled: true },
      { featureId: await featureId('customerAdmin'), isEnabled: true },
      { featureId: idScanning, isEnabled: false },
    ]);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('ValidationError');
    expect(Object.keys(body.propertyErrors)).toEqual(['[1].featureId', '[2].featureId', '[3].featureId']);
    expect(body.propertyErrors['[1].featureId']).toEqual(['Feature 99999 is not a customer feature']);
    expect(await storedDefaults()).toEqual([]);
    expect(await t.database.db.select().from(auditLog)).toEqual([]);
  });

  it('refuses a body that is not a list of featureId and isEnabled', async () => {
    const c = await t.signIn('checkpoint');
    const response = await c.post(UPDATE, [{ featureId: 'x' }]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().propertyErrors).sort()).toEqual(['[0].featureId', '[0].isEnabled']);
  });

  it('refuses a change without the token, from a read-only Checkpoint user and from support', async () => {
    await insertStaffUser(t.database.db, {
      userName: 'viewer',
      firstName: 'View',
      lastName: 'Only',
      email: 'viewer@test.example',
      passwordHash: await hashPassword(PASSWORD),
      roles: [Role.Checkpoint],
      companyIds: [t.fixtures.companyA],
      readOnly: true,
    });
    const body = [{ featureId: await featureId('idScanning'), isEnabled: true }];
    const checkpoint = await t.signIn('checkpoint');
    const withoutToken = await checkpoint.request({ method: 'POST', url: UPDATE, body, withoutToken: true });
    expect(withoutToken.statusCode).toBe(403);
    expect((await (await t.signIn('viewer')).post(UPDATE, body)).statusCode).toBe(403);
    expect((await (await t.signIn('support')).post(UPDATE, body)).statusCode).toBe(403);
    expect(await storedDefaults()).toEqual([]);
  });
});

describe('the demo defaults', () => {
  it('turn some customer features on and others off in each company', async () => {
    await seedDefaultFeatures(t.database.db, { main: t.fixtures.companyA, second: t.fixtures.companyB });
    const ids = async (companyId: number) => (await defaultCustomerFeatures(t.database.db, companyId)).length;
    for (const companyId of [t.fixtures.companyA, t.fixtures.companyB]) {
      expect(await ids(companyId)).toBeGreaterThan(0);
      expect(await ids(companyId)).toBeLessThan(CUSTOMER_FEATURES.length);
    }
    expect(await storedDefaults()).toHaveLength(CUSTOMER_FEATURES.length * 2);
  });
});
