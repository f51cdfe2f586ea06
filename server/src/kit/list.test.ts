import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountsList } from '@console/contract/accounts';
import { customerAccounts } from '../db/schema.ts';
import { accountsSource } from '../modules/accounts/list.ts';
import { createTestContext, type TestContext } from '../testing/harness.ts';
import { allRows, listRequestOf } from './list.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(() => t.close());

describe('allRows (the CSV export’s keyset batches)', () => {
  it('reads every row exactly once, in order, across batches of a nullable sort both ways', async () => {
    const { admin, readonly } = t.fixtures.users;
    // Runs of equal values and of nulls longer than a batch, so batches end inside each of them.
    const assignees = [
      null,
      admin,
      readonly,
      null,
      admin,
      null,
      readonly,
      admin,
      null,
      admin,
      null,
      readonly,
    ];
    const inserted = await t.database.db
      .insert(customerAccounts)
      .values(
        assignees.map((assignedTo, i) => ({
          companyId: t.fixtures.companyA,
          name: `Account ${i}`,
          assignedTo,
        })),
      )
      .returning({ id: customerAccounts.id, assignedTo: customerAccounts.assignedTo });
    const tenant = { companyId: t.fixtures.companyA, testMode: false };

    // PostgreSQL's order: nulls last ascending, first descending; ties by id the same way.
    const ascending = [...inserted].sort(
      (a, b) =>
        (a.assignedTo ?? Number.MAX_SAFE_INTEGER) - (b.assignedTo ?? Number.MAX_SAFE_INTEGER) || a.id - b.id,
    );
    for (const [order, expected] of [
      ['asc', ascending],
      ['desc', [...ascending].reverse()],
    ] as const) {
      const query = { sortField: 'assignedTo', order } as const;
      const source = accountsSource(t.database.db, tenant, query);
      const batches: number[][] = [];
      for await (const batch of allRows(source, listRequestOf(AccountsList.spec, query), 3)) {
        batches.push(batch.map((item) => item.id));
      }
      // A batch stays within the run of values or the run of nulls (each an index range), so the
      // 7 assigned and 5 unassigned accounts come in batches of 3, 3, 1 and 3, 2, in either order.
      expect(batches.map((batch) => batch.length).sort()).toEqual([1, 2, 3, 3, 3]);
      expect(batches.flat(), order).toEqual(expected.map((row) => row.id));
    }
  });
});
