import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import enUS from 'antd/es/locale/en_US';
import LazyFilterDropdown, { flattenKeys } from './LazyFilterDropdown';

const column = {
  key: 'assignedTo',
  title: 'Assigned To',
  filters: [
    { text: 'Ann', value: 1 },
    { text: 'Bob', value: 2 },
  ],
};

/** The props antd's filter hook gives its dropdown, for one column. */
const props = (triggerFilter = vi.fn()) => ({
  tablePrefixCls: 'ant-table',
  prefixCls: 'ant-table-filter',
  dropdownPrefixCls: 'ant-dropdown',
  column,
  columnKey: 'assignedTo',
  filterOnClose: true,
  filterMultiple: true,
  triggerFilter,
  locale: enUS.Table ?? {},
  children: 'Assigned To',
});

describe('LazyFilterDropdown', () => {
  it("draws the header as antd does, then antd's dropdown on the first click, which filters", async () => {
    const triggerFilter = vi.fn();
    const { container } = render(<LazyFilterDropdown {...props(triggerFilter)} />);
    // Before antd's dropdown: the title and the filter button, with the classes the keyboard hook
    // (useKeyboardColumnFilters) and antd's table styles look for.
    expect(container.querySelector('.ant-table-filter-column .ant-table-column-title')?.textContent).toBe(
      'Assigned To',
    );
    const button = container.querySelector<HTMLElement>('.ant-dropdown-trigger.ant-table-filter-trigger');
    if (!button) throw new Error('no filter button');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    fireEvent.click(within(menu).getByText('Bob'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(triggerFilter).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'assignedTo', filteredKeys: ['2'] }),
    );
  });

  it("flattens the filters' values as antd's filter hook needs them, nested ones too", () => {
    expect(
      flattenKeys([
        { text: 'A', value: 'a', children: [{ text: 'A1', value: 'a1' }] },
        { text: 'B', value: 'b' },
      ]),
    ).toEqual(['a', 'a1', 'b']);
  });
});
