import { manualValidationApi } from '@console/contract/manual-validation/api';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { dvsAccount } from '../dvs/testing.ts';
import { reportForReview } from './testing.ts';

const api = manualValidationApi;
let items = 0;

/** A request in companyB's review queue: every call naming it from companyA answers 404. */
const itemOfB = async (t: TestContext) => {
  items += 1;
  const account = await dvsAccount(t, t.fixtures.companyB, `Beta Review ${items}`);
  return { params: { id: await reportForReview(t, account, `gate-review-${items}`, { images: false }) } };
};

export const gateFixtures: GateFixtures = {
  [key(api.item)]: itemOfB,
  [key(api.claim)]: itemOfB,
  [key(api.setStatus)]: async (t) => ({ ...(await itemOfB(t)), body: { status: 'new' } }),
  [key(api.decision)]: async (t) => ({ ...(await itemOfB(t)), body: { decision: 'approve' } }),
  [key(api.tryVerifying)]: itemOfB,
};
