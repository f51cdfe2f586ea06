import { describe, expect, it, vi } from 'vitest';
import { filterOf } from './filters';

describe("a report's filter change", () => {
  it('keeps the other filters, sets or clears the changed ones, and goes back to page 1', () => {
    const update = vi.fn();
    const list = {
      state: { page: 3, pageSize: 20, textFilter: '', filters: { custId: 4, valid: true } },
      update,
    };
    filterOf(list)({ custId: undefined, severity: 'high' });
    expect(update).toHaveBeenCalledWith({
      filters: { custId: undefined, valid: true, severity: 'high' },
      page: 1,
    });
  });
});
