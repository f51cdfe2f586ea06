import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  choiceFilter,
  customFilter,
  dayRangeFilter,
  idFilter,
  ListFilters,
  yesNoFilter,
} from './ListFilters';
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

  it('sets the other filters a custom control changes with its own', () => {
    const { list, update } = fakeList({ objectType: 'Account', objectId: '12' });
    render(
      <ListFilters
        list={list}
        filters={[
          customFilter('objectType', ({ set }) => (
            <button type="button" onClick={() => set('Device', { objectId: undefined })}>
              devices
            </button>
          )),
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'devices' }));
    expect(update).toHaveBeenCalledWith({ filters: { objectType: 'Device', objectId: undefined }, page: 1 });
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

  it('keeps a yes/no filter as a boolean, shows it in its own words, and clears it for either', () => {
    const { list, update } = fakeList({ active: false });
    render(
      <ListFilters
        list={list}
        filters={[yesNoFilter('active', 'Active', { yes: 'Active', no: 'Inactive', any: 'Active or not' })]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Active filter' });
    expect(screen.getByText('Inactive')).toBeTruthy();
    fireEvent.mouseDown(select);
    fireEvent.click(screen.getByTitle('Active'));
    expect(update).toHaveBeenLastCalledWith({ filters: { active: true }, page: 1 });
  });

  it('shows a choice with a default as chosen, and keeps the default out of the address', () => {
    const choices = [
      { value: 'all', label: 'All customers' },
      { value: 'true', label: 'Active customers' },
    ];
    const filters = [choiceFilter('customerActive', 'Customer active', choices, { byDefault: 'all' })];
    const plain = render(<ListFilters list={fakeList({}).list} filters={filters} />);
    expect(screen.getByText('All customers')).toBeTruthy();
    plain.unmount();

    const { list, update } = fakeList({ customerActive: 'true' });
    render(<ListFilters list={list} filters={filters} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Customer active filter' }));
    fireEvent.click(screen.getByTitle('All customers'));
    expect(update).toHaveBeenLastCalledWith({ filters: { customerActive: undefined }, page: 1 });
  });

  it('writes a captioned filter’s label before it, and a note after the filters', () => {
    const { list } = fakeList({});
    render(
      <ListFilters
        list={list}
        note="Times are UTC"
        filters={[choiceFilter('severity', 'Severity', [], { any: 'Any', caption: true, exactWidth: 110 })]}
      />,
    );
    expect(screen.getByText('Severity')).toBeTruthy();
    expect(screen.getByText('Any')).toBeTruthy();
    expect(screen.getByText('Times are UTC')).toBeTruthy();
  });

  it('takes an ID as a whole number, and an empty box for any', () => {
    const { list, update } = fakeList({ id: 7 });
    render(<ListFilters list={list} filters={[idFilter('id', 'Entry ID', { width: 120 })]} />);
    const box = screen.getByRole('spinbutton', { name: 'Entry ID filter' });
    expect((box as HTMLInputElement).value).toBe('7');
    expect(box.getAttribute('placeholder')).toBe('Entry ID');
    fireEvent.change(box, { target: { value: '' } });
    expect(update).toHaveBeenLastCalledWith({ filters: { id: undefined }, page: 1 });
  });
});
