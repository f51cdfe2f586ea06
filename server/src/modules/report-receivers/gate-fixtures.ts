import { reportReceiversApi as api } from '@console/contract/report-receivers/api';
import { reportReceivers } from './tables.ts';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { failedRecordsReport } from './failed-records-report.ts';

const schedule = { frequency: 'daily' as const, hour: 6, recipients: ['gate@beta.test'] };

/** A receiver of companyB: the calls naming it must answer 404 to companyA's staff. */
async function receiverOfB(t: TestContext) {
  const [row] = await t.database.db
    .insert(reportReceivers)
    .values({
      companyId: t.fixtures.companyB,
      reportType: failedRecordsReport.type,
      ...schedule,
      nextSendAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: reportReceivers.id });
  return { params: { id: row?.id ?? 0 } };
}

export const gateFixtures: GateFixtures = {
  [key(api.get)]: receiverOfB,
  [key(api.update)]: async (t) => ({
    ...(await receiverOfB(t)),
    body: { reportType: failedRecordsReport.type, ...schedule },
  }),
  [key(api.remove)]: receiverOfB,
  [key(api.retry)]: receiverOfB,
};
