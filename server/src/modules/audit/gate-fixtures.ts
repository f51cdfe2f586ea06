import { auditApi as api } from '@console/contract/audit/api';
import { auditLog } from '../../db/schema.ts';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';

/** A Dashboard change recorded in companyB: both entry calls must answer 404 to companyA's staff. */
async function entryOfB(t: TestContext) {
  const [row] = await t.database.db
    .insert(auditLog)
    .values({
      actorName: 'gate',
      companyId: t.fixtures.companyB,
      action: 'account.update',
      entityType: 'account',
      entityId: '1',
      changes: { name: { from: 'Before', to: 'After' } },
    })
    .returning({ id: auditLog.id });
  return { params: { id: row?.id ?? 0 } };
}

export const gateFixtures: GateFixtures = {
  [key(api.entry)]: entryOfB,
  [key(api.dashboardEntry)]: entryOfB,
  // Another company's customers are not the administered company's staff's to list.
  [key(api.simpleCustomers)]: async (t) => ({ params: { company: t.fixtures.companyB } }),
};
