import { validationExceptions } from './tables.ts';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import type { TestContext } from '../../testing/harness.ts';
import { validationSettingsApi as api } from '@console/contract/validation-settings/api';

/** An exception of companyB: the calls naming it must answer 404 to companyA's staff. */
async function exceptionOfB(t: TestContext) {
  const [row] = await t.database.db
    .insert(validationExceptions)
    .values({
      companyId: t.fixtures.companyB,
      subjectType: 'document',
      subject: `B-${Math.random().toString(36).slice(2, 10)}`,
      check: 'tampering',
      reason: 'Gate',
      createdBy: 'Gate',
    })
    .returning({ id: validationExceptions.id });
  return { params: { id: row?.id ?? 0 } };
}

export const gateFixtures: GateFixtures = {
  [key(api.updateException)]: async (t) => ({
    ...(await exceptionOfB(t)),
    body: { subjectType: 'document', subject: 'GATE1', check: 'tampering', reason: 'Gate' },
  }),
  [key(api.deleteException)]: exceptionOfB,
};
