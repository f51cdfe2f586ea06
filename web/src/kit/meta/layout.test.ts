import { describe, expect, it } from 'vitest';
import { sectionsOf, spanOf } from './layout';
import { makeField } from './testing';

describe('sectionsOf (grouped layouts)', () => {
  it('puts ungrouped fields first, then groups in the metadata order, then unlisted groups', () => {
    const fields = [
      makeField({ name: 'timeZoneId', type: 'string', group: 'settings' }),
      makeField({ name: 'name', type: 'string', group: 'general' }),
      makeField({ name: 'id', type: 'key' }),
      makeField({ name: 'notes', type: 'string', group: 'extra' }),
      makeField({ name: 'city', type: 'string', group: 'general' }),
    ];
    const groups = [
      { name: 'general', caption: 'General Info' },
      { name: 'settings', caption: 'General Settings' },
      { name: 'empty', caption: 'Nothing here' },
    ];
    expect(sectionsOf(fields, groups).map((s) => [s.caption, s.fields.map((f) => f.name)])).toEqual([
      [undefined, ['id']],
      ['General Info', ['name', 'city']],
      ['General Settings', ['timeZoneId']],
      ['extra', ['notes']],
    ]);
  });
});

describe('spanOf (24-column grid)', () => {
  it('uses the field’s span within 1..24', () => {
    expect(spanOf(makeField({ name: 'a', type: 'string', span: 8 }), 24)).toBe(8);
    expect(spanOf(makeField({ name: 'a', type: 'string', span: 40 }), 24)).toBe(24);
  });
  it('gives lists and objects the full row and others the default', () => {
    expect(spanOf(makeField({ name: 'a', type: 'array' }), 12)).toBe(24);
    expect(spanOf(makeField({ name: 'a', type: 'object' }), 12)).toBe(24);
    expect(spanOf(makeField({ name: 'a', type: 'string' }), 12)).toBe(12);
  });
});
