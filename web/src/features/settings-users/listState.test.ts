import { describe, expect, it } from 'vitest';
import { readUsersListState, toUsersQuery, writeUsersListState } from './listState';

const read = (search: string) => readUsersListState(new URLSearchParams(search));

describe('the settings users list state in the URL', () => {
  it('defaults to page 1 of 10, unfiltered and unsorted', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 10, filter: '' });
  });

  it('reads page, size, filter and sort back', () => {
    expect(read('page=3&pageSize=200&filter=ann&sortField=email&order=desc')).toEqual({
      page: 3,
      pageSize: 200,
      filter: 'ann',
      sortField: 'email',
      order: 'desc',
    });
  });

  it('falls back to defaults for values the list does not offer', () => {
    expect(read('page=-2&pageSize=300&sortField=passwordHash&order=up')).toEqual({
      page: 1,
      pageSize: 10,
      filter: '',
    });
    expect(read('page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeUsersListState({ page: 1, pageSize: 10, filter: '' }).toString()).toBe('');
    const state = { page: 2, pageSize: 400, filter: 'a b', sortField: 'lastName', order: 'asc' } as const;
    expect(readUsersListState(writeUsersListState(state))).toEqual(state);
  });

  it('asks the server with the names of console-core §7', () => {
    expect(toUsersQuery(read('page=2&filter=ann'))).toEqual({
      Filter: 'ann',
      Page: 2,
      PageSize: 10,
      sortField: undefined,
      order: undefined,
    });
  });
});
