import { expect, it } from 'vitest';
import { formatUsd } from './money.ts';

it('writes whole cents as US dollars with separators and two decimals', () => {
  expect(formatUsd(0)).toBe('$0.00');
  expect(formatUsd(5)).toBe('$0.05');
  expect(formatUsd(123456)).toBe('$1,234.56');
  expect(formatUsd(100000000)).toBe('$1,000,000.00');
  expect(formatUsd(-1999)).toBe('-$19.99');
  expect(() => formatUsd(1.5)).toThrow('whole number');
});
