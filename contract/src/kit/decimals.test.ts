import { describe, expect, it } from 'vitest';
import { decimalPlaces, placesOfStep } from './decimals.ts';

/** Every amount of two places from 1.00 to 10.00, as a JSON body carries it. */
const hundredths = Array.from(
  { length: 901 },
  (_, index) => JSON.parse(((100 + index) / 100).toFixed(2)) as number,
);

describe('decimal places, exactly', () => {
  it('a floating multipleOf of 0.01 refuses 149 of the 901 amounts from 1.00 to 10.00 (2.3, 1.15, 2.01)', () => {
    // What every JSON Schema validator does: value / step, then whether that is whole.
    const offGrid = hundredths.filter((value) => !Number.isInteger(value / 0.01));
    expect(offGrid).toHaveLength(149);
    expect(offGrid).toEqual(expect.arrayContaining([2.3, 1.15, 2.01]));
  });

  it('counts at most two places in every one of them, and each is its own hundredths', () => {
    expect(hundredths.filter((value) => decimalPlaces(value) > 2)).toEqual([]);
    expect(hundredths.map((value) => Math.round(value * 100))).toEqual(
      Array.from({ length: 901 }, (_, index) => 100 + index),
    );
  });

  it.each([
    [2.3, 1],
    [2.005, 3],
    [1.15, 2],
    [300, 0],
    [-2.25, 2],
    [1e-7, 7],
    [1.5e-10, 11],
    [1e21, 0],
  ])('%d has %d places', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });

  it('reads a step that is a power of ten below one as places, and no other', () => {
    expect(placesOfStep(0.01)).toBe(2);
    expect(placesOfStep(0.1)).toBe(1);
    expect(placesOfStep(0.001)).toBe(3);
    for (const step of [0.25, 0.5, 1, 5, 0, -0.01, undefined, '0.01'])
      expect(placesOfStep(step)).toBeUndefined();
  });
});
