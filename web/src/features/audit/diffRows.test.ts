import { describe, expect, it } from 'vitest';
import { diffRows, valueText } from './diffRows';

describe("an entry's before and after", () => {
  it('is a line per recorded field, each marked changed, in the order recorded', () => {
    expect(diffRows({ name: { from: 'Old', to: 'New' }, active: { from: true, to: false } })).toEqual([
      {
        field: 'name',
        before: 'Old',
        after: 'New',
        hasBefore: true,
        hasAfter: true,
        changed: true,
        secret: false,
      },
      {
        field: 'active',
        before: true,
        after: false,
        hasBefore: true,
        hasAfter: true,
        changed: true,
        secret: false,
      },
    ]);
  });

  it('opens a recorded object into its keys, marking only those that changed', () => {
    const rows = diffRows({
      settings: { from: { dayEnds: 1, zone: 'CST' }, to: { dayEnds: 2, zone: 'CST' } },
    });
    expect(rows.map((row) => [row.field, row.changed])).toEqual([
      ['settings.dayEnds', true],
      ['settings.zone', false],
    ]);
  });

  it('says which side was not recorded: a record added has no before', () => {
    const [row] = diffRows({ name: { to: 'Added' } });
    expect(row).toMatchObject({ hasBefore: false, hasAfter: true, after: 'Added', changed: true });
  });

  it('shows a secret as changed without values, whichever marker the family wrote', () => {
    expect(diffRows({ password: { to: '(changed)' }, apiKey: { from: '(set)' } })).toEqual([
      { field: 'password', hasBefore: false, hasAfter: false, changed: true, secret: true },
      { field: 'apiKey', hasBefore: false, hasAfter: false, changed: true, secret: true },
    ]);
  });

  it('writes values as text', () => {
    expect(valueText(null)).toBe('Empty');
    expect(valueText('')).toBe('Empty');
    expect(valueText([1, 2])).toContain('1');
    expect(valueText('x')).toBe('x');
  });
});
