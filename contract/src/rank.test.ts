import { describe, expect, it } from 'vitest';
import { rankBand, rankRowColour } from './rank.ts';

describe('rankBand (console-core §4 issue rank bands)', () => {
  it('is success under 30', () => {
    expect(rankBand(0)).toBe('success');
    expect(rankBand(29)).toBe('success');
    expect(rankBand(29.9)).toBe('success');
  });
  it('is warning from 30 to under 50', () => {
    expect(rankBand(30)).toBe('warning');
    expect(rankBand(49)).toBe('warning');
  });
  it('is danger from 50', () => {
    expect(rankBand(50)).toBe('danger');
    expect(rankBand(500)).toBe('danger');
  });
});

describe('rankRowColour (accounts list row colour)', () => {
  it('leaves a row without issues uncoloured', () => {
    expect(rankRowColour(0)).toBeUndefined();
  });
  it('is green above 0 and below 30', () => {
    expect(rankRowColour(1)).toBe('green');
    expect(rankRowColour(29)).toBe('green');
  });
  it('is orange from 30 to below 50', () => {
    expect(rankRowColour(30)).toBe('orange');
    expect(rankRowColour(49)).toBe('orange');
  });
  it('is red from 50', () => {
    expect(rankRowColour(50)).toBe('red');
  });
});
