import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { RateCounter } from '../../security/rate-counter.ts';
import { resetDatabase, testDatabase } from '../../testing/database.ts';
import { UploadRate } from './upload-rate.ts';

let db: Db;
beforeEach(async () => {
  const database = await testDatabase();
  await resetDatabase(database);
  db = database.db;
});

describe('UploadRate', () => {
  it('lets a token make its allowance in a minute, then says how long to wait, and opens again', async () => {
    let now = 1_000_000;
    const rate = new UploadRate(new RateCounter(db, () => now), 2);
    expect([await rate.take(1), await rate.take(1)]).toEqual([0, 0]);
    now += 15_000;
    expect(await rate.take(1)).toBe(45_000);
    expect(await rate.take(2)).toBe(0);
    now += 45_000;
    expect(await rate.take(1)).toBe(0);
  });

  it('is one allowance for every console process on the database', async () => {
    const instances = [new UploadRate(new RateCounter(db), 2), new UploadRate(new RateCounter(db), 2)];
    expect(await instances[0]?.take(7)).toBe(0);
    expect(await instances[1]?.take(7)).toBe(0);
    expect(await instances[0]?.take(7)).toBeGreaterThan(0);
    expect(await instances[1]?.take(7)).toBeGreaterThan(0);
  });
});
