import { Fragment, type ReactNode } from 'react';
import { Select } from 'antd';
import { FilterPanel } from './FilterPanel';
import { OptionalDayRangeFilter } from './OptionalDayRangeFilter';
import type { UrlList } from './useUrlList';

/** A choice of a select filter: the value the address keeps, and its words. */
export interface FilterChoice<V extends string | number = string | number> {
  value: V;
  label: string;
}

/** What a custom filter's control is given: the filter's value in the address, and how to set it. */
export interface FilterControl {
  value: unknown;
  set: (value: unknown) => void;
}

/**
 * One filter of a list, declared once with the list: the address key it sets and the control that
 * sets it. A page lists its filters and ListFilters draws them in the filter panel, each named for
 * assistive technology as "<label> filter", each change going back to page 1.
 */
export type ListFilter =
  | {
      kind: 'choice';
      /** The key in the list's filters (the call's query parameter). */
      name: string;
      /** "Status": the control is named "Status filter". */
      label: string;
      /** What an empty control says: "Any status". */
      any: string;
      choices: readonly FilterChoice[] | undefined;
      loading?: boolean;
      width?: number;
    }
  /** An optional range of UTC days, kept as dateFrom and dateTo. */
  | { kind: 'days' }
  /** A control of the page's own (a searched select, a lookup), on the same value and page rule. */
  | { kind: 'custom'; name: string; render: (control: FilterControl) => ReactNode };

export const choiceFilter = (
  name: string,
  label: string,
  choices: readonly FilterChoice[] | undefined,
  options: { any?: string; loading?: boolean; width?: number } = {},
): ListFilter => ({
  kind: 'choice',
  name,
  label,
  any: options.any ?? `Any ${label.toLowerCase()}`,
  choices,
  loading: options.loading,
  width: options.width,
});

export const dayRangeFilter: ListFilter = { kind: 'days' };

export const customFilter = (name: string, render: (control: FilterControl) => ReactNode): ListFilter => ({
  kind: 'custom',
  name,
  render,
});

/**
 * A list's filters drawn from their declarations. `onChange` is told of every change first (a page
 * that selects rows clears its selection), then the list goes to page 1 with the new filters.
 */
export function ListFilters({
  list,
  filters,
  onChange,
}: {
  list: Pick<UrlList, 'state' | 'update'>;
  filters: readonly ListFilter[];
  onChange?: () => void;
}) {
  const { state, update } = list;
  const set = (changes: Record<string, unknown>) => {
    onChange?.();
    update({ filters: { ...state.filters, ...changes }, page: 1 });
  };
  return (
    <FilterPanel label="Filters">
      {filters.map((filter) => {
        if (filter.kind === 'days') {
          const { dateFrom, dateTo } = state.filters as { dateFrom?: string; dateTo?: string };
          return <OptionalDayRangeFilter key="days" dateFrom={dateFrom} dateTo={dateTo} onChange={set} />;
        }
        const value = state.filters[filter.name];
        if (filter.kind === 'custom') {
          return (
            <Fragment key={filter.name}>
              {filter.render({ value, set: (next) => set({ [filter.name]: next }) })}
            </Fragment>
          );
        }
        return (
          <Select
            key={filter.name}
            aria-label={`${filter.label} filter`}
            placeholder={filter.any}
            allowClear
            style={{ minWidth: filter.width ?? 180 }}
            loading={filter.loading}
            value={value as string | number | undefined}
            options={filter.choices ? [...filter.choices] : undefined}
            onChange={(next?: string | number) => set({ [filter.name]: next })}
          />
        );
      })}
    </FilterPanel>
  );
}
