import { validationReportsApi as api } from '@console/contract/validation-reports/api';
import { validationHistory } from './tables.ts';
import type { GateFixtures } from '../../testing/gate-fixtures.ts';
import { gateKey as key } from '../../testing/gate-suite.ts';
import { createTestAccount } from '../accounts/testing.ts';

/** A History Log entry of companyB: GET /api/HistoryLog/{id} naming it must answer 404 to companyA's staff. */
export const gateFixtures: GateFixtures = {
  [key(api.historyLogEntry)]: async (t) => {
    const account = await createTestAccount(t, t.fixtures.companyB, { customerName: 'Beta History' });
    const [row] = await t.database.db
      .insert(validationHistory)
      .values({
        companyId: t.fixtures.companyB,
        accountId: account.accountId,
        isTest: false,
        requestId: 1,
        kind: 'automatic',
        validated: true,
        severity: 0,
        failedChecks: 0,
        checks: [],
        validatedAt: new Date(),
      })
      .returning({ id: validationHistory.id });
    return { params: { id: row?.id ?? 0 } };
  },
};
