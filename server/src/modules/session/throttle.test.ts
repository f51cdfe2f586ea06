import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { rateCounters } from '../../db/schema.ts';
import { RateCounter } from '../../security/rate-counter.ts';
import { resetDatabase, testDatabase } from '../../testing/database.ts';
import { SignInThrottle } from './throttle.ts';

let db: Db;
let now: number;
beforeEach(async () => {
  const database = await testDatabase();
  await resetDatabase(database);
  db = database.db;
  now = Date.parse('2026-05-01T10:00:00Z');
});

/** A throttle on the worker's database, its clock moved by the test: 3 failures, 1 minute. */
const throttle = () =>
  new SignInThrottle(new RateCounter(db, () => now), { maxFailures: 3, lockMs: 60_000, addressFactor: 2 });

const wrong = async () => null;
const right = async () => 'signed in';

describe('SignInThrottle', () => {
  it('locks a login name after the allowed failures, for the lock period, whatever the password', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) await t.attempt('Admin', '10.0.0.1', wrong);
    now += 1_000;
    expect(await t.attempt('admin', '10.0.0.2', right)).toEqual({ throttled: true, retryAfterMs: 59_000 });
    now += 59_000;
    expect(await t.attempt('admin', '10.0.0.2', right)).toEqual({ throttled: false, result: 'signed in' });
  });

  it('locks an address that fails across many names', async () => {
    const t = throttle();
    for (let i = 0; i < 6; i++) await t.attempt(`user${i}`, '10.0.0.9', wrong);
    expect(await t.attempt('someone-else', '10.0.0.9', right)).toMatchObject({ throttled: true });
    expect(await t.attempt('someone-else', '10.0.0.10', right)).toMatchObject({ throttled: false });
  });

  it("forgets a name's failures after a successful sign-in, and does not count it against the address", async () => {
    const t = throttle();
    await t.attempt('admin', 'a', wrong);
    await t.attempt('admin', 'a', wrong);
    await t.attempt('admin', 'a', right);
    for (let i = 0; i < 3; i++) await t.attempt(`staff${i}`, 'a', right);
    await t.attempt('admin', 'a', wrong);
    await t.attempt('admin', 'a', wrong);
    expect(await t.attempt('admin', 'a', wrong)).toEqual({ throttled: false, result: null });
  });

  it('evaluates at most the allowed number of passwords when 200 attempts for one name arrive at once', async () => {
    const instances = [throttle(), throttle()];
    let evaluations = 0;
    const evaluate = async () => {
      evaluations += 1;
      // As long as a password hash takes, so every attempt is in flight before the first ends.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return null;
    };
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) => instances[i % 2]?.attempt('admin', `10.0.${i}.1`, evaluate)),
    );
    expect(evaluations).toBe(3);
    expect(attempts.filter((a) => a?.throttled)).toHaveLength(200 - evaluations);
  });

  it('keeps a name only as its hash', async () => {
    await throttle().attempt('Typed-My-Password-Here', '10.0.0.1', wrong);
    const keys = (await db.select({ key: rateCounters.key }).from(rateCounters)).map((r) => r.key);
    expect(keys.join()).not.toMatch(/typed-my-password-here/i);
  });
});
