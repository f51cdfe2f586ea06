import { failedRecordsApi as api } from '@console/contract/failed-records/api';
import { failedVerificationRecords } from '../validation-settings/tables.ts';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { createTestAccount } from '../accounts/testing.ts';

/** A record of companyB: the calls naming it must answer 404 to companyA's staff. */
async function recordOfB(t: TestContext) {
  const account = await createTestAccount(t, t.fixtures.companyB, { customerName: 'Beta Failed' });
  const [row] = await t.database.db
    .insert(failedVerificationRecords)
    .values({
      companyId: t.fixtures.companyB,
      accountId: account.accountId,
      cardId: 'GATE0001',
      failureReason: 'Gate',
      failedAt: new Date(),
      source: 'manual',
    })
    .returning({ id: failedVerificationRecords.id });
  return { params: { id: row?.id ?? 0 } };
}

export const gateFixtures: GateFixtures = {
  [key(api.update)]: async (t) => ({
    ...(await recordOfB(t)),
    body: { cardId: 'GATE0001', failureReason: 'Gate', failedAt: new Date().toISOString() },
  }),
  [key(api.remove)]: recordOfB,
};

/**
 * CheckCardId answers for any card (failed or not) in whichever company is administered: it names
 * no record, so it has no other company's record to refuse.
 */
export const providerGateFixtures: GateFixtures = {
  [key(api.checkCardId)]: async () => ({ params: { id: 'GATE0001' } }),
};
