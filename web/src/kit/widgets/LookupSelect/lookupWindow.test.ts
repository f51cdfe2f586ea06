import { describe, expect, it } from 'vitest';
import { LookupHandlerType, type LookupDataSource } from '@console/contract/metadata';
import { pageToLoad, rowsShiftedAbove, toOptions } from './lookupWindow';

describe('pageToLoad (within 100px of an edge)', () => {
  const at = (scrollTop: number) => pageToLoad({ scrollTop, scrollHeight: 2400, clientHeight: 256 });
  it('asks for the next page within 100px of the bottom', () => {
    expect(at(2044)).toBe('next');
    expect(at(2043)).toBeUndefined();
  });
  it('asks for the previous page within 100px of the top', () => {
    expect(at(100)).toBe('previous');
    expect(at(0)).toBe('previous');
    expect(at(101)).toBeUndefined();
  });
});

describe('rowsShiftedAbove', () => {
  const pages = (...numbers: number[]) => numbers.map((page) => ({ page, itemCount: 100 }));
  it('is zero when the window grew at the bottom only', () => {
    expect(rowsShiftedAbove(pages(1, 2), pages(1, 2, 3))).toBe(0);
  });
  it('is negative by the dropped first page when the window moved down', () => {
    expect(rowsShiftedAbove(pages(1, 2, 3), pages(2, 3, 4))).toBe(-100);
  });
  it('is positive by the prepended page when the window moved up', () => {
    expect(rowsShiftedAbove(pages(2, 3, 4), [{ page: 1, itemCount: 100 }, ...pages(2, 3)])).toBe(100);
  });
  it('is zero for a fresh window', () => {
    expect(rowsShiftedAbove([], pages(1))).toBe(0);
    expect(rowsShiftedAbove(pages(2, 3, 4), pages(1))).toBe(0);
  });
});

describe('toOptions', () => {
  const source: LookupDataSource = {
    path: '/api/x',
    handlerType: LookupHandlerType.Paging,
    lookupKey: 'id',
    lookupCaption: 'name',
    multiselect: false,
  };
  it('keys by lookupKey, captions by lookupCaption and lists a repeated key once', () => {
    expect(
      toOptions(
        [{ id: 1, name: 'One' }, { id: 2, name: 'Two' }, { id: 1, name: 'One again' }, { name: 'No key' }],
        source,
      ),
    ).toEqual([
      { value: 1, label: 'One' },
      { value: 2, label: 'Two' },
    ]);
  });
});
