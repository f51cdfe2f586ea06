import { describe, expect, it } from 'vitest';
import {
  readAccountsListState,
  readPagedListState,
  toAccountListQuery,
  writeAccountsListState,
  writePagedListState,
} from './listState';

const read = (search: string) => readAccountsListState(new URLSearchParams(search));

describe('the accounts list state in the URL', () => {
  it('defaults to page 1 of 10, unsorted, unfiltered', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 10, textFilter: '', assignedTo: [] });
  });

  it('reads page, size, sort, search and the repeated Assigned To keys back', () => {
    expect(
      read(
        'page=3&pageSize=300&sortField=issuesTotalRank&order=desc&textFilter=acme&assignedTo=1&assignedTo=7',
      ),
    ).toEqual({
      page: 3,
      pageSize: 300,
      sortField: 'issuesTotalRank',
      order: 'desc',
      textFilter: 'acme',
      assignedTo: [1, 7],
    });
  });

  it('falls back to defaults for what the list does not offer', () => {
    expect(read('page=0&pageSize=50&sortField=password&order=up&assignedTo=x&assignedTo=-1')).toEqual({
      page: 1,
      pageSize: 10,
      textFilter: '',
      assignedTo: [],
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeAccountsListState(read('')).toString()).toBe('');
    const state = read('page=2&pageSize=400&sortField=assignedTo&order=asc&textFilter=a b&assignedTo=3');
    expect(read(writeAccountsListState(state).toString())).toEqual(state);
  });

  it('asks the server with assignedToCollection, and no order without a sort', () => {
    expect(toAccountListQuery(read('assignedTo=4&order=desc'))).toEqual({
      page: 1,
      pageSize: 10,
      textFilter: undefined,
      sortField: undefined,
      order: undefined,
      assignedToCollection: [4],
    });
  });
});

describe('a paged list state next to other query parameters', () => {
  it('keeps the parameters it does not own (the account page tab)', () => {
    const params = writePagedListState(
      { page: 2, pageSize: 20, textFilter: 'nora' },
      new URLSearchParams('tab=users&page=5'),
    );
    expect(params.toString()).toBe('tab=users&textFilter=nora&page=2&pageSize=20');
    expect(readPagedListState(params, ['email'])).toEqual({ page: 2, pageSize: 20, textFilter: 'nora' });
  });
});
