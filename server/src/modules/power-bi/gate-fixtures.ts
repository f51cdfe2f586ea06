import { powerBiApi as api } from '@console/contract/power-bi';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { createTestAccount } from '../accounts/testing.ts';

/** A customer of companyB: every Power BI call naming it must answer 404 to companyA's staff. */
const customerOfB = async (t: TestContext) =>
  (await createTestAccount(t, t.fixtures.companyB, { customerName: 'Beta Power BI' })).accountId;

export const gateFixtures: GateFixtures = {
  [key(api.get)]: async (t) => ({ params: { customerId: await customerOfB(t) } }),
  [key(api.save)]: async (t) => ({
    params: {},
    body: {
      customerId: await customerOfB(t),
      workspaceId: '0b7c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f',
      reportId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      enabled: true,
    },
  }),
  [key(api.deleteToken)]: async (t) => ({ params: {}, body: { customerId: await customerOfB(t) } }),
};
