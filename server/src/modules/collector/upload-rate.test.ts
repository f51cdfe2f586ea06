import { describe, expect, it } from 'vitest';
import { UploadRate } from './upload-rate.ts';

describe('UploadRate', () => {
  it('lets a token make its allowance in a minute, then says how long to wait, and opens again', () => {
    let now = 1_000_000;
    const rate = new UploadRate(2, () => now);
    expect([rate.take(1), rate.take(1)]).toEqual([0, 0]);
    now += 15_000;
    expect(rate.take(1)).toBe(45_000);
    expect(rate.take(2)).toBe(0);
    now += 45_000;
    expect(rate.take(1)).toBe(0);
  });
});
