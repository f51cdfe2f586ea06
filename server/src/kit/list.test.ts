import { describe, expect, it } from 'vitest';
import { AccountsList } from '@console/contract/accounts/api';
import { DeviceReport } from '@console/contract/reports/api';
import { customerAccounts, devices } from '../db/schema.ts';
import { accountsSource } from '../modules/accounts/list.ts';
import { createTestAccount } from '../modules/accounts/testing.ts';
import { deviceReportSource } from '../modules/reports/service.ts';
import { reportWindowOf } from './report-window.ts';
import type { TestContext } from '../testing/harness.ts';
import { appForFileFreshEachTest } from '../testing/test-app.ts';
import { allRows, listRequestOf } from './list.ts';

let t: TestContext;
appForFileFreshEachTest((context) => {
  t = context;
});

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

  it('walks a sort with nulls last both ways (devices by last seen, never seen last) across batches', async () => {
    const { companyA } = t.fixtures;
    const { accountId } = await createTestAccount(t, companyA, { customerName: 'Seen Devices' });
    const hour = 60 * 60 * 1000;
    const seen = [3, null, 1, null, 4, 2, null, 5, null, 6, null];
    const inserted = await t.database.db
      .insert(devices)
      .values(
        seen.map((hours, n) => ({
          companyId: companyA,
          accountId,
          name: `Device ${n}`,
          serial: `SN-${n}`,
          lastSeenAt: hours === null ? null : new Date(Date.now() - hours * hour),
        })),
      )
      .returning({ id: devices.id, lastSeenAt: devices.lastSeenAt });
    const tenant = { companyId: companyA, testMode: false };
    const never = inserted.filter((d) => d.lastSeenAt === null);
    const valued = inserted.filter((d) => d.lastSeenAt !== null);
    const byTime = (a: (typeof inserted)[number], b: (typeof inserted)[number]) =>
      (a.lastSeenAt?.getTime() ?? 0) - (b.lastSeenAt?.getTime() ?? 0);
    for (const [order, expected] of [
      ['desc', [...[...valued].sort(byTime).reverse(), ...[...never].sort((a, b) => b.id - a.id)]],
      ['asc', [...[...valued].sort(byTime), ...[...never].sort((a, b) => a.id - b.id)]],
    ] as const) {
      const query = { sortField: 'lastSeenAt', order } as const;
      const source = deviceReportSource(t.database.db, tenant, query, reportWindowOf('other', undefined));
      const read: number[] = [];
      for await (const batch of allRows(source, listRequestOf(DeviceReport.spec, query), 2)) {
        expect(batch.length).toBeLessThanOrEqual(2);
        read.push(...batch.map((item) => item.id));
      }
      expect(read, order).toEqual(expected.map((d) => d.id));
    }
  });
});
