import { describe, expect, it } from 'vitest';
import { metricsRangeTooLong } from './metrics.ts';

describe('metricsRangeTooLong (the two-year cap of the metrics range)', () => {
  it('allows two calendar years, both ends included, and refuses a day more', () => {
    expect(metricsRangeTooLong('2024-03-10', '2026-03-09')).toBe(false);
    expect(metricsRangeTooLong('2024-03-09', '2026-03-09')).toBe(true);
  });
  it('counts a leap day inside the range as one more day, not as a third year', () => {
    expect(metricsRangeTooLong('2024-02-28', '2026-02-27')).toBe(false);
    expect(metricsRangeTooLong('2024-02-27', '2026-02-27')).toBe(true);
  });
  it('allows one day', () => {
    expect(metricsRangeTooLong('2026-01-01', '2026-01-01')).toBe(false);
  });
});
