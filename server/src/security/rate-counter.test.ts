import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema.ts';
import { resetDatabase, testDatabase } from '../testing/database.ts';
import { RateCounter, type BackoffRule, type RateRule } from './rate-counter.ts';

let db: Db;
let now: number;
const advance = (ms: number) => (now += ms);
/** A counter on the worker's database, on a clock the test moves. */
const counter = () => new RateCounter(db, () => now);

beforeEach(async () => {
  const database = await testDatabase();
  await resetDatabase(database);
  db = database.db;
  now = Date.parse('2026-05-01T10:00:00Z');
});

const perMinute = (key: string, limit: number): RateRule => ({ key, limit, windowMs: 60_000 });

describe('RateCounter', () => {
  it('lets a key take its limit in a window, then says how long until the window ends, and opens again', async () => {
    const rate = counter();
    expect(await rate.take([perMinute('k', 2)])).toEqual({ allowed: true });
    advance(10_000);
    expect(await rate.take([perMinute('k', 2)])).toEqual({ allowed: true });
    advance(5_000);
    expect(await rate.take([perMinute('k', 2)])).toEqual({ allowed: false, retryAfterMs: 45_000 });
    expect(await rate.take([perMinute('other', 2)])).toEqual({ allowed: true });
    advance(45_000);
    expect(await rate.take([perMinute('k', 2)])).toEqual({ allowed: true });
  });

  it('holds a key that reaches its limit for the lock period from that take, past its window', async () => {
    const rate = counter();
    const rule: RateRule = { key: 'name', limit: 3, windowMs: 60_000, lockMs: 60_000 };
    await rate.take([rule]);
    advance(50_000);
    await rate.take([rule]);
    await rate.take([rule]);
    advance(20_000); // past the window that opened at the first take
    expect(await rate.take([rule])).toEqual({ allowed: false, retryAfterMs: 40_000 });
    advance(40_000);
    expect(await rate.take([rule])).toEqual({ allowed: true });
  });

  it('does not extend a lock for the takes it refuses', async () => {
    const rate = counter();
    const rule: RateRule = { key: 'name', limit: 1, windowMs: 60_000, lockMs: 60_000 };
    await rate.take([rule]);
    for (let i = 0; i < 5; i++) {
      advance(10_000);
      expect(await rate.take([rule])).toMatchObject({ allowed: false });
    }
    advance(10_000);
    expect(await rate.take([rule])).toEqual({ allowed: true });
  });

  it('measures the wait from its answer, not from when it queued behind the take that started a lock', async () => {
    const rule: RateRule = { key: 'name', limit: 1, windowMs: 60_000, lockMs: 60_000 };
    const startedAt = now;
    advance(5_000);
    await counter().take([rule]); // locks the key for a minute from here
    // Its clock read before that take, its answer after it.
    const reads = [startedAt, now];
    const queued = new RateCounter(db, () => reads.shift() ?? now);
    expect(await queued.take([rule])).toEqual({ allowed: false, retryAfterMs: 60_000 });
  });

  it('lets exactly the limit through when 200 takes of one key arrive at once from several counters', async () => {
    const counters = [counter(), counter(), counter()];
    const takes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => counters[i % 3]?.take([perMinute('busy', 5)])),
    );
    expect(takes.filter((take) => take?.allowed)).toHaveLength(5);
    // Refused takes are counted no further than one past the limit.
    expect(await db.select({ count: rateCounters.count }).from(rateCounters)).toEqual([{ count: 6 }]);
  });

  it('refuses a take any of whose rules refuses, waiting for the last to open', async () => {
    const rate = counter();
    await rate.take([perMinute('short', 1)]);
    advance(30_000);
    await rate.take([perMinute('long', 1)]);
    expect(await rate.take([perMinute('short', 1), perMinute('long', 1)])).toEqual({
      allowed: false,
      retryAfterMs: 60_000,
    });
    expect(await rate.take([perMinute('fresh', 1)])).toEqual({ allowed: true });
  });

  it('gives a take back, and forgets a cleared key', async () => {
    const rate = counter();
    await rate.take([perMinute('given', 1)]);
    await rate.giveBack('given');
    expect(await rate.take([perMinute('given', 1)])).toEqual({ allowed: true });
    await rate.clear('given');
    expect(await rate.take([perMinute('given', 1)])).toEqual({ allowed: true });
    expect(await rate.take([perMinute('given', 1)])).toMatchObject({ allowed: false });
  });

  it('deletes expired rows, at most once a minute', async () => {
    const rate = counter();
    await rate.take([perMinute('old', 5)]);
    advance(61_000);
    await rate.take([perMinute('new', 5)]);
    const keys = async () =>
      (await db.select({ key: rateCounters.key }).from(rateCounters)).map((r) => r.key);
    expect(await keys()).toEqual(['new']);
    advance(61_000);
    await rate.take([perMinute('newer', 5)]); // prunes 'new'
    advance(59_000);
    await rate.take([perMinute('latest', 5)]); // too soon to prune 'newer' (expired by now)
    expect((await keys()).sort()).toEqual(['latest', 'newer']);
  });

  it('counts what a key has taken in its live window, and nothing once it has ended', async () => {
    const rate = counter();
    expect(await rate.counted('k')).toBe(0);
    await rate.take([perMinute('k', 5)]);
    await rate.take([perMinute('k', 5)]);
    expect(await rate.counted('k')).toBe(2);
    advance(60_000);
    expect(await rate.counted('k')).toBe(0);
  });
});

describe('RateCounter turns', () => {
  /** Two turns at once, then waits of 1, 2 and 4 s; forgotten after a minute left open. */
  const backoff: BackoffRule = { key: 'name', waitsMs: [0, 0, 1_000, 2_000, 4_000], forgetMs: 60_000 };

  it('opens each turn only the wait after the one before, the waits growing to their last', async () => {
    const rate = counter();
    expect(await rate.takeTurn(backoff)).toEqual({ allowed: true });
    expect(await rate.takeTurn(backoff)).toEqual({ allowed: true });
    expect(await rate.takeTurn(backoff)).toEqual({ allowed: true });
    expect(await rate.takeTurn(backoff)).toEqual({ allowed: false, retryAfterMs: 1_000 });
    advance(1_000);
    expect(await rate.takeTurn(backoff)).toEqual({ allowed: true });
    advance(1_500);
    expect(await rate.takeTurn(backoff)).toEqual({ allowed: false, retryAfterMs: 500 });
    for (const wait of [500, 4_000, 4_000]) {
      advance(wait);
      expect(await rate.takeTurn(backoff)).toEqual({ allowed: true });
      expect(await rate.takeTurn(backoff)).toEqual({ allowed: false, retryAfterMs: 4_000 });
    }
  });

  it('forgets the turns once the next has stood open long enough', async () => {
    const rate = counter();
    for (let i = 0; i < 4; i++) await rate.takeTurn(backoff);
    advance(4_000 + 60_000);
    expect(await rate.takeTurn(backoff)).toEqual({ allowed: true });
    expect(await rate.takeTurn(backoff)).toEqual({ allowed: true });
  });

  it('gives one turn to one of 200 takes arriving at once from several counters, once the free turns are taken', async () => {
    const counters = [counter(), counter(), counter()];
    const takes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => counters[i % 3]?.takeTurn(backoff)),
    );
    // The two turns without a wait, and the third, whose wait closes the next.
    expect(takes.filter((take) => take?.allowed)).toHaveLength(3);
  });
});
