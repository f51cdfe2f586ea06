import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { pagedList } from '@console/contract/kit';
import { CollectorLogs } from '@console/contract/collector/api';
import { queryOf, readListState, writeListState, type ListState } from './listState';

const collector = CollectorLogs.spec;

/** A list with the settings users' names, a sort and filters of its own. */
const { spec: users } = pagedList({
  item: Type.Object({ id: Type.Integer(), name: Type.String() }),
  names: { page: 'Page', pageSize: 'PageSize', textFilter: 'Filter' },
  sortFields: ['name', 'id'],
  filters: {
    assignedTo: Type.Optional(Type.Array(Type.Integer())),
    active: Type.Optional(Type.Boolean()),
    level: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  },
  columns: { id: 'ID', name: 'Name' },
  fileName: 'users',
});

const read = (spec = collector, search = '', prefix?: string) =>
  readListState(spec, new URLSearchParams(search), prefix);

describe('readListState', () => {
  it('defaults to page 1 of the list’s default size, no search, no sort and no filters', () => {
    expect(read()).toEqual({ page: 1, pageSize: 20, textFilter: '', filters: {} });
    expect(read(users)).toEqual({ page: 1, pageSize: 10, textFilter: '', filters: {} });
  });

  it('reads the list’s own names', () => {
    expect(read(collector, 'TextFilter=abc&page=2&pageSize=100')).toEqual({
      page: 2,
      pageSize: 100,
      textFilter: 'abc',
      filters: {},
    });
    expect(read(users, 'Filter=x&Page=3&PageSize=20&sortField=name&order=desc')).toMatchObject({
      page: 3,
      pageSize: 20,
      textFilter: 'x',
      sortField: 'name',
      order: 'desc',
    });
  });

  it('falls back to the default for a page, size, sort or filter that is not a valid one', () => {
    expect(read(collector, 'page=-2&pageSize=25')).toMatchObject({ page: 1, pageSize: 20 });
    expect(read(collector, 'page=1.5&pageSize=abc')).toMatchObject({ page: 1, pageSize: 20 });
    expect(read(collector, 'page=0')).toMatchObject({ page: 1 });
    // uploadDate is the collector's only sort field; an order other than desc reads as asc.
    expect(read(collector, 'sortField=productName&order=desc')).not.toHaveProperty('sortField');
    expect(read(collector, 'sortField=uploadDate&order=sideways')).toMatchObject({
      sortField: 'uploadDate',
      order: 'asc',
    });
    expect(read(users, 'active=maybe&level=high').filters).toEqual({});
  });

  it('reads an array filter from repeated parameters, dropping the values of the wrong type', () => {
    expect(read(users, 'assignedTo=3&assignedTo=x&assignedTo=7').filters).toEqual({ assignedTo: [3, 7] });
    expect(read(users, 'assignedTo=x').filters).toEqual({});
    expect(read(users, 'active=false&level=2').filters).toEqual({ active: false, level: 2 });
  });

  it('reads only its own prefix, so two lists share a page', () => {
    const search = 'page=4&sub.page=2&sub.TextFilter=q';
    expect(read(collector, search, 'sub.')).toMatchObject({ page: 2, textFilter: 'q' });
    expect(read(collector, search)).toMatchObject({ page: 4, textFilter: '' });
  });
});

describe('writeListState', () => {
  const state = (changes: Partial<ListState> = {}): ListState => ({
    page: 1,
    pageSize: 20,
    textFilter: '',
    filters: {},
    ...changes,
  });

  it('leaves the defaults out, so the plain list keeps a plain address', () => {
    expect(writeListState(collector, state()).toString()).toBe('');
    expect(writeListState(collector, state({ page: 3 })).toString()).toBe('page=3');
    expect(writeListState(collector, state({ textFilter: 'a b' })).toString()).toBe('TextFilter=a+b');
  });

  it('reads back what it wrote', () => {
    const written = state({
      textFilter: 'a b',
      page: 4,
      pageSize: 300,
      sortField: 'uploadDate',
      order: 'desc',
    });
    expect(readListState(collector, writeListState(collector, written))).toEqual(written);
    const filtered = { ...state({ pageSize: 10 }), filters: { assignedTo: [1, 2], active: true } };
    expect(readListState(users, writeListState(users, filtered))).toEqual(filtered);
  });

  it('keeps the page’s other parameters and replaces only its own', () => {
    const current = new URLSearchParams('tab=users&page=5&TextFilter=old&other.page=2');
    const params = writeListState(collector, state({ page: 2 }), current);
    expect(params.toString()).toBe('tab=users&other.page=2&page=2');
    const prefixed = writeListState(collector, state({ textFilter: 'q' }), current, 'other.');
    expect(prefixed.toString()).toBe('tab=users&page=5&TextFilter=old&other.TextFilter=q');
  });
});

describe('queryOf', () => {
  it('is the call’s query under the list’s own names: page and size always, the rest when set', () => {
    expect(queryOf(collector, read())).toEqual({ page: 1, pageSize: 20 });
    expect(
      queryOf(users, {
        page: 2,
        pageSize: 100,
        textFilter: 'x',
        sortField: 'name',
        order: 'desc',
        filters: { assignedTo: [4], active: false, level: undefined },
      }),
    ).toEqual({
      Page: 2,
      PageSize: 100,
      Filter: 'x',
      sortField: 'name',
      order: 'desc',
      assignedTo: [4],
      active: false,
    });
  });

  it('leaves out an empty array filter', () => {
    expect(queryOf(users, { ...read(users), filters: { assignedTo: [] } })).toEqual({
      Page: 1,
      PageSize: 10,
    });
  });
});
