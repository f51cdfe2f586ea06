import { Select } from 'antd';
import { FilterPanel } from './FilterPanel';
import { OptionalDayRangeFilter } from './OptionalDayRangeFilter';
import type { UrlList } from './useUrlList';

/**
 * The filters of a product account's requests tab (Face/ID, DIVE Online): a status (or decision)
 * and an optional range of days, kept in the list's address. A change goes back to page 1.
 */
export function StatusDayFilters({
  list,
  label,
  placeholder,
  choices,
}: {
  list: Pick<UrlList, 'state' | 'update'>;
  /** The status select's accessible name ('Status filter'). */
  label: string;
  placeholder: string;
  choices: readonly { value: string; label: string }[];
}) {
  const { state, update } = list;
  const { status, dateFrom, dateTo } = state.filters as {
    status?: string;
    dateFrom?: string;
    dateTo?: string;
  };
  const filter = (changes: Record<string, unknown>) =>
    update({ filters: { ...state.filters, ...changes }, page: 1 });
  return (
    <FilterPanel label="Filters">
      <Select
        aria-label={label}
        placeholder={placeholder}
        allowClear
        style={{ minWidth: 180 }}
        value={status}
        options={[...choices]}
        onChange={(value?: string) => filter({ status: value })}
      />
      <OptionalDayRangeFilter dateFrom={dateFrom} dateTo={dateTo} onChange={filter} />
    </FilterPanel>
  );
}
