import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { choiceFilter, customFilter, dayRangeFilter, ListFilters } from './ListFilters';
import type { UrlList } from './useUrlList';

/** A list in its address, as a page has it: its state, and what an update asks. */
function fakeList(filters: Record<string, unknown> = {}) {
  const update = vi.fn();
  const list = { state: { page: 3, pageSize: 25, filters }, update } as unknown as Pick<
    UrlList,
    'state' | 'update'
  >;
  return { list, update };
}

describe('ListFilters (a list’s filters, declared with it)', () => {
  it('names each select for assistive technology, says what an empty one means, and shows the address’s value', () => {
    const { list } = fakeList({ status: 'failed' });
    render(
      <ListFilters
        list={list}
        filters={[
          choiceFilter('status', 'Status', [
            { value: 'success', label: 'Success' },
            { value: 'failed', label: 'Failed' },
          ]),
          choiceFilter('documentType', 'Document type', [], { any: 'Any document' }),
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status filter' })).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Document type filter' })).toBeTruthy();
    expect(screen.getByText('Any document')).toBeTruthy();
  });

  it('sets a custom control’s filter, keeps the others, goes back to page 1 and tells the page first', () => {
    const { list, update } = fakeList({ status: 'failed' });
    const onChange = vi.fn();
    render(
      <ListFilters
        list={list}
        onChange={onChange}
        filters={[
          customFilter('accountId', ({ value, set }) => (
            <button type="button" onClick={() => set(42)}>
              account {String(value)}
            </button>
          )),
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'account undefined' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ filters: { status: 'failed', accountId: 42 }, page: 1 });
  });

  it('keeps a range of days as dateFrom and dateTo, and clears both ends together', () => {
    const { list, update } = fakeList({ dateFrom: '2026-01-01', dateTo: '2026-01-31', status: 'failed' });
    render(<ListFilters list={list} filters={[dayRangeFilter]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Any date' }));
    expect(update).toHaveBeenCalledWith({
      filters: { status: 'failed', dateFrom: undefined, dateTo: undefined },
      page: 1,
    });
  });
});
