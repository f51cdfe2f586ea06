import { eq } from 'drizzle-orm';
import { afterAll, afterEach, expect, it } from 'vitest';
import { customerAccounts } from '../../db/schema.ts';
import { eventually, jobsOf, testQueues } from '../../jobs/testing.ts';
import { createTestContext } from '../../testing/harness.ts';
import { family } from './index.ts';
import { rankSweep } from './rank-sweep.ts';
import { accountOfCompanyB } from './testing.ts';

const SCHEMA = 'rank_sweep_test';
const t = await createTestContext();
afterAll(() => t.close());
const queues = testQueues(t.database, SCHEMA);
afterEach(() => queues.stopAll());

it('is the accounts family’s scheduled job, every minute', () => {
  expect(family.jobs).toEqual([rankSweep]);
  expect(rankSweep.schedule).toBe('* * * * *');
});

it('re-ranks a due account once a minute across two instances', async () => {
  const { accountId } = await accountOfCompanyB(t);
  const rankOf = async () => {
    const [row] = await t.database.db
      .select({ rank: customerAccounts.issuesTotalRank, changesAt: customerAccounts.rankChangesAt })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, accountId));
    return row;
  };
  const ranked = await rankOf();
  // A stale rank that time has made due, as a subscription passing a band's edge leaves it.
  await t.database.db
    .update(customerAccounts)
    .set({ issuesTotalRank: 99, rankChangesAt: new Date(Date.now() - 60_000) })
    .where(eq(customerAccounts.id, accountId));

  // Two instances, each with the family's kinds as the app gives them to its queue.
  const firstMinute = Math.floor(Date.now() / 60_000);
  await Promise.all([queues.queue(family.jobs ?? []).start(), queues.queue(family.jobs ?? []).start()]);
  await eventually('the account is re-ranked', async () => (await rankOf())?.rank !== 99);
  // Both instances check the schedule every second for three more: no second sweep may come of it
  // (the point of the wait), and the rank stays as the sweep left it.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const minutes = Math.floor(Date.now() / 60_000) - firstMinute + 1;

  expect(await rankOf()).toEqual(ranked);
  const sweeps = await jobsOf(t.database, SCHEMA, rankSweep.name);
  expect(sweeps.length).toBeGreaterThanOrEqual(1);
  expect(sweeps.length).toBeLessThanOrEqual(minutes);
  expect(sweeps.every((sweep) => sweep.state === 'completed')).toBe(true);
});
