import { powerBiApi as api } from '@console/contract/power-bi/api';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { createTestAccount } from '../accounts/testing.ts';

/**
 * A customer of companyB: GET naming it must answer 404 to companyA's staff. Save and Delete Token
 * name the customer in the body, not the path, so the suite has no place for them; power-bi.test.ts
 * proves their 404.
 */
const customerOfB = async (t: TestContext) =>
  (await createTestAccount(t, t.fixtures.companyB, { customerName: 'Beta Power BI' })).accountId;

export const gateFixtures: GateFixtures = {
  [key(api.get)]: async (t) => ({ params: { customerId: await customerOfB(t) } }),
};
