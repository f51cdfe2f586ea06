import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './listParams';

describe('the collector list state in the URL', () => {
  it('defaults to page 1 of 20 with no filter', () => {
    expect(readListState(new URLSearchParams())).toEqual({ TextFilter: '', page: 1, pageSize: 20 });
  });

  it('falls back to the default for a page or size that is not a valid one', () => {
    const state = readListState(new URLSearchParams('page=-2&pageSize=25'));
    expect(state).toMatchObject({ page: 1, pageSize: 20 });
    expect(readListState(new URLSearchParams('page=1.5&pageSize=abc'))).toMatchObject({
      page: 1,
      pageSize: 20,
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeListState({ TextFilter: '', page: 1, pageSize: 20 }).toString()).toBe('');
    const state = { TextFilter: 'a b', page: 4, pageSize: 300 };
    expect(readListState(writeListState(state))).toEqual(state);
  });
});
