import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { rateCounters } from '../../db/schema.ts';
import { RateCounter } from '../../security/rate-counter.ts';
import { resetDatabase, testDatabase } from '../../testing/database.ts';
import { SignInThrottle, type ThrottleOptions } from './throttle.ts';

let db: Db;
let now: number;
beforeEach(async () => {
  const database = await testDatabase();
  await resetDatabase(database);
  db = database.db;
  now = Date.parse('2026-05-01T10:00:00Z');
});

/**
 * A throttle on the worker's database, its clock moved by the test: 3 failures a pair in 1 minute,
 * 6 an address, 6 new addresses a name, 3 free turns a name, then 1 s, 2 s ... 60 s.
 */
const throttle = (options: Partial<ThrottleOptions> = {}) =>
  new SignInThrottle(new RateCounter(db, () => now), {
    maxFailures: 3,
    lockMs: 60_000,
    addressFactor: 2,
    ...options,
  });

const wrong = async () => null;
const right = async () => 'signed in';
const signedIn = { throttled: false, result: 'signed in' };
const failed = { throttled: false, result: null };

describe('SignInThrottle', () => {
  it('refuses a (name, address) pair after the allowed failures, for the lock period, whatever the password', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) expect(await t.attempt('Admin', '10.0.0.1', wrong)).toEqual(failed);
    now += 1_000;
    expect(await t.attempt('admin', '10.0.0.1', right)).toEqual({ throttled: true, retryAfterMs: 59_000 });
    now += 59_000;
    expect(await t.attempt('admin', '10.0.0.1', right)).toEqual(signedIn);
  });

  it('signs the right password in at once from an address that has not failed for the name, while another is refused', async () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) await t.attempt('admin', '10.0.0.66', wrong);
    expect(await t.attempt('admin', '10.0.0.66', right)).toMatchObject({ throttled: true });
    expect(await t.attempt('admin', '10.0.0.2', right)).toEqual(signedIn);
    expect(await t.attempt('admin', '10.0.0.66', right)).toMatchObject({ throttled: true });
  });

  it('slows a name down from the addresses that have failed for it, each wait twice the one before, up to a minute', async () => {
    const t = throttle({ lockMs: 15 * 60_000 });
    const attackers = Array.from({ length: 5 }, (_, i) => `10.0.1.${i}`);
    // Each address's first failure is a new address's; the name's turns are for the next ones.
    for (const address of attackers) expect(await t.attempt('admin', address, wrong)).toEqual(failed);
    const again = attackers.flatMap((address) => [address, address]);
    // The name's free turns: as many as one address is allowed.
    for (const address of again.splice(0, 3))
      expect(await t.attempt('admin', address, wrong)).toEqual(failed);
    for (const wait of [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000]) {
      const address = again.shift() ?? '';
      expect(await t.attempt('admin', address, wrong)).toEqual({ throttled: true, retryAfterMs: wait });
      now += wait;
      expect(await t.attempt('admin', address, wrong)).toEqual(failed);
    }
    // All the while, the name's owner signs in at once from an address that has not failed (the
    // name takes 6 new addresses in the window).
    expect(await t.attempt('admin', '10.0.0.2', right)).toEqual(signedIn);
  });

  it('lets a name take only so many new addresses within the window; more wait their turn', async () => {
    const t = throttle();
    for (let i = 0; i < 6; i++) expect(await t.attempt('admin', `10.0.2.${i}`, wrong)).toEqual(failed);
    for (let i = 6; i < 9; i++) expect(await t.attempt('admin', `10.0.2.${i}`, wrong)).toEqual(failed);
    expect(await t.attempt('admin', '10.0.2.9', right)).toEqual({ throttled: true, retryAfterMs: 1_000 });
    now += 1_000;
    expect(await t.attempt('admin', '10.0.2.9', right)).toEqual(signedIn);
  });

  it('refuses an address that fails across many names', async () => {
    const t = throttle();
    for (let i = 0; i < 6; i++) await t.attempt(`user${i}`, '10.0.0.9', wrong);
    expect(await t.attempt('someone-else', '10.0.0.9', right)).toMatchObject({ throttled: true });
    expect(await t.attempt('someone-else', '10.0.0.10', right)).toEqual(signedIn);
  });

  it('forgets a pair after a success: the address is new to the name again, however slow the name is', async () => {
    const t = throttle();
    for (let i = 0; i < 3; i++) await t.attempt('admin', '10.0.3.1', wrong);
    for (let i = 0; i < 3; i++) await t.attempt('admin', '10.0.3.2', wrong);
    // The name's free turns are taken: the owner's second attempt after a typo waits its turn.
    expect(await t.attempt('admin', '10.0.0.5', wrong)).toEqual(failed);
    expect(await t.attempt('admin', '10.0.0.5', right)).toMatchObject({ throttled: true });
    now += 1_000;
    expect(await t.attempt('admin', '10.0.0.5', right)).toEqual(signedIn);
    expect(await t.attempt('admin', '10.0.0.5', right)).toEqual(signedIn);
  });

  it("does not count successes against an address's allowance", async () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) await t.attempt(`user${i}`, '10.0.0.7', wrong);
    for (let i = 0; i < 10; i++) expect(await t.attempt(`staff${i}`, '10.0.0.7', right)).toEqual(signedIn);
    expect(await t.attempt('user5', '10.0.0.7', wrong)).toEqual(failed);
    expect(await t.attempt('user6', '10.0.0.7', wrong)).toMatchObject({ throttled: true });
  });

  /** As long as a password hash takes, so every attempt is in flight before the first ends. */
  const slowWrong = (counter: { evaluations: number }) => async () => {
    counter.evaluations += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return null;
  };

  it("evaluates at most the pair's allowance when 200 attempts for one name arrive at once from one address", async () => {
    const instances = [throttle(), throttle()];
    const counter = { evaluations: 0 };
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        instances[i % 2]?.attempt('admin', '10.0.0.1', slowWrong(counter)),
      ),
    );
    // Never more than the pair's allowance. An attempt is admitted when its pair's count and its
    // address's count are both within their allowances, each counted by a statement of its own: on
    // PostgreSQL, truly concurrent and under load, one of the pair's first three came after the
    // address's sixth and was refused (2 evaluated). Every attempt not evaluated is refused.
    expect(counter.evaluations).toBeGreaterThanOrEqual(1);
    expect(counter.evaluations).toBeLessThanOrEqual(3);
    expect(attempts.filter((a) => a?.throttled)).toHaveLength(200 - counter.evaluations);
  });

  it("evaluates at most the name's new addresses and free turns when 200 attempts arrive at once from 200 addresses", async () => {
    const instances = [throttle(), throttle()];
    const counter = { evaluations: 0 };
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        instances[i % 2]?.attempt('admin', `10.0.${i}.1`, slowWrong(counter)),
      ),
    );
    expect(counter.evaluations).toBe(6 + 3);
    expect(attempts.filter((a) => a?.throttled)).toHaveLength(200 - 9);
  });

  it('keeps a name only as its hash', async () => {
    await throttle().attempt('Typed-My-Password-Here', '10.0.0.1', wrong);
    const keys = (await db.select({ key: rateCounters.key }).from(rateCounters)).map((r) => r.key);
    expect(keys.join()).not.toMatch(/typed-my-password-here/i);
  });
});
