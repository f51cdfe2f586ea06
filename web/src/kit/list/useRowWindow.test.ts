import { describe, expect, it } from 'vitest';
import { sliceOf } from './useRowWindow';

describe('sliceOf: the rows a windowed page draws', () => {
  const ROW = 50;
  const VIEW = 1000;

  it('draws the rows in view and some beyond, from the first row while the table starts in view', () => {
    const { start, end } = sliceOf(400, 200, VIEW, ROW);
    expect(start).toBe(0);
    // 16 rows fit between the table's top and the window's bottom; a few more are drawn beyond.
    expect(end).toBeGreaterThanOrEqual(16);
    expect(end).toBeLessThan(40);
  });

  it('follows the scroll: the rows in view are always drawn', () => {
    for (const scrolled of [0, 1234, 7_777, 15_000, 19_000]) {
      const top = -scrolled;
      const { start, end } = sliceOf(400, top, VIEW, ROW);
      const firstSeen = Math.floor(scrolled / ROW);
      const lastSeen = Math.min(399, Math.floor((scrolled + VIEW) / ROW));
      expect(start).toBeLessThanOrEqual(firstSeen);
      expect(end).toBeGreaterThan(lastSeen);
    }
  });

  it('moves its edges in steps, so a small scroll draws the same slice', () => {
    expect(sliceOf(400, -5_100, VIEW, ROW)).toEqual(sliceOf(400, -5_120, VIEW, ROW));
  });

  it('never draws past the last row, and draws the last rows when scrolled beyond them', () => {
    const { start, end } = sliceOf(400, -100_000, VIEW, ROW);
    expect(end).toBe(400);
    expect(start).toBeLessThan(400);
  });

  it('draws the last rows once the end of the rows is in view, whatever the height estimate says', () => {
    // Scrolled to the end of a page whose rows are taller than estimated: by the estimate, the view
    // shows rows well before the last; the rows' area ends in view, so the last rows are drawn.
    const estimated = sliceOf(200, -7_000, VIEW, ROW);
    expect(estimated.end).toBeLessThan(200);
    const { start, end } = sliceOf(200, -7_000, VIEW, ROW, true);
    expect(end).toBe(200);
    expect(start).toBeLessThanOrEqual(200 - Math.ceil(VIEW / ROW));
  });
});
