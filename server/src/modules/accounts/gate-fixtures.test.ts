import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsApi } from '@console/contract/accounts';
import { fillPath, pathParameters, type Endpoint } from '@console/contract/kit';
import { productsApi } from '@console/contract/products';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateFixtures as productFixtures } from '../products/gate-fixtures.ts';
import { gateFixtures as accountFixtures } from './gate-fixtures.ts';
import { gateKey } from './testing.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(() => t.close());

const families: [string, Endpoint[], GateFixtures][] = [
  ['accounts', Object.values(accountsApi), accountFixtures],
  ['products', Object.values(productsApi), productFixtures],
];

describe.each(families)('the gate fixtures of %s', (_name, endpoints, fixtures) => {
  const withIds = endpoints.filter((endpoint) => pathParameters(endpoint.path).length > 0);

  it('name every call with path parameters, and nothing else', () => {
    expect(Object.keys(fixtures).sort()).toEqual(withIds.map(gateKey).sort());
  });

  it("make a call that companyA's admin gets 404 for, and companyB's would not", async () => {
    const admin = await t.signIn('admin');
    const send = async (endpoint: Endpoint) => {
      const fixture = fixtures[gateKey(endpoint)];
      if (!fixture) throw new Error(`no fixture for ${gateKey(endpoint)}`);
      const call = await fixture(t);
      return admin.request({
        method: endpoint.method,
        url: fillPath(endpoint.path, call.params),
        body: call.body,
        query: call.query,
      });
    };
    for (const endpoint of withIds) {
      const response = await send(endpoint);
      expect(response.statusCode, `${gateKey(endpoint)}: ${response.body}`).toBe(404);
    }
    // The same calls in companyB find their records and pass validation (companyB may still refuse
    // a change, as deleting an account, with 409): only the tenant made them 404.
    await admin.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyB });
    for (const endpoint of withIds) {
      const response = await send(endpoint);
      expect([400, 404], `${gateKey(endpoint)}: ${response.body}`).not.toContain(response.statusCode);
    }
  });
});
