import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { OptionalDayRangeFilter } from './OptionalDayRangeFilter';

describe('OptionalDayRangeFilter', () => {
  it('offers a range when the list has none, and starts from the default range', () => {
    const onChange = vi.fn();
    render(<OptionalDayRangeFilter onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Any date: choose a range/ }));
    const [range] = onChange.mock.calls[0] as [{ dateFrom: string; dateTo: string }];
    expect(range.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(range.dateTo >= range.dateFrom).toBe(true);
  });

  it('shows the applied range and clears both ends with Any date', () => {
    const onChange = vi.fn();
    render(<OptionalDayRangeFilter dateFrom="2026-01-01" dateTo="2026-01-31" onChange={onChange} />);
    expect(screen.queryByRole('button', { name: /choose a range/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Any date' }));
    expect(onChange).toHaveBeenCalledWith({ dateFrom: undefined, dateTo: undefined });
  });
});
