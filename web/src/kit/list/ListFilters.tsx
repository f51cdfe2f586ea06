import { Fragment, type ReactNode } from 'react';
import { Flex, InputNumber, Select, Typography } from 'antd';
import { FilterPanel } from './FilterPanel';
import { OptionalDayRangeFilter } from './OptionalDayRangeFilter';
import type { UrlList } from './useUrlList';
import { NO, YES } from '../widgets/YesNo';

/** A choice of a select filter: the value the address keeps, and its words. */
export interface FilterChoice<V extends string | number = string | number> {
  value: V;
  label: string;
}

/**
 * What a custom filter's control is given: the filter's value in the address, and how to set it,
 * with any other filters that change with it (a type that clears its object's ID, a range's end).
 */
export interface FilterControl {
  value: unknown;
  set: (value: unknown, others?: Record<string, unknown>) => void;
}

/** How a select filter is drawn: its width, and whether its label is written before it. */
export interface ChoiceOptions {
  /** What an empty control says; "Any <label lowercased>" unless told. */
  any?: string;
  loading?: boolean;
  /** The least width, in pixels (180 unless told); a long choice widens the control. */
  width?: number;
  /** A width the control keeps whatever its choice's words, in place of `width`. */
  exactWidth?: number;
  /** The label is also written before the control ("Severity [Any]"). */
  caption?: boolean;
}

type Picked = string | number | undefined;

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
      /** What an empty control says ("Any status"); none for a choice with a default (no clearing). */
      any?: string;
      choices: readonly FilterChoice[] | undefined;
      options: ChoiceOptions;
      /** The address's value as the select shows it. */
      shown: (value: unknown) => Picked;
      /** A pick as the address keeps it. */
      kept: (picked: Picked) => unknown;
    }
  /** A whole number from 1 (a request's or an entry's ID), typed. */
  | { kind: 'id'; name: string; label: string; width: number }
  /** An optional range of UTC days, kept as dateFrom and dateTo. */
  | { kind: 'days' }
  /** A control of the page's own (a searched select, a lookup), on the same value and page rule. */
  | { kind: 'custom'; name: string; render: (control: FilterControl) => ReactNode };

/** A select of choices, cleared for any; with `byDefault`, a choice always made, the default kept out of the address. */
export const choiceFilter = <V extends string | number>(
  name: string,
  label: string,
  choices: readonly FilterChoice<V>[] | undefined,
  options: ChoiceOptions & { byDefault?: V } = {},
): ListFilter => {
  const { byDefault } = options;
  return {
    kind: 'choice',
    name,
    label,
    any: byDefault === undefined ? (options.any ?? `Any ${label.toLowerCase()}`) : undefined,
    choices,
    options,
    shown: (value) => (value as Picked) ?? byDefault,
    kept: (picked) => (picked === byDefault ? undefined : picked),
  };
};

/** A yes/no select kept as a boolean (true, false or left out for either). */
export const yesNoFilter = (
  name: string,
  label: string,
  options: ChoiceOptions & { yes?: string; no?: string } = {},
): ListFilter => ({
  kind: 'choice',
  name,
  label,
  any: options.any ?? `Any ${label.toLowerCase()}`,
  choices: [
    { value: 'true', label: options.yes ?? YES },
    { value: 'false', label: options.no ?? NO },
  ],
  options,
  shown: (value) => (value === undefined || value === null ? undefined : String(value)),
  kept: (picked) => (picked === undefined ? undefined : picked === 'true'),
});

/** An ID typed as a whole number from 1; its label is also what the empty box says. */
export const idFilter = (name: string, label: string, { width }: { width: number }): ListFilter => ({
  kind: 'id',
  name,
  label,
  width,
});

export const dayRangeFilter: ListFilter = { kind: 'days' };

export const customFilter = (name: string, render: (control: FilterControl) => ReactNode): ListFilter => ({
  kind: 'custom',
  name,
  render,
});

/** The label written before a control, for a panel whose controls would not say what they are. */
function Captioned({ caption, children }: { caption: string | undefined; children: ReactNode }) {
  if (caption === undefined) return children;
  return (
    <Flex gap={6} align="center">
      <Typography.Text>{caption}</Typography.Text>
      {children}
    </Flex>
  );
}

/**
 * A list's filters drawn from their declarations. `onChange` is told of every change first (a page
 * that selects rows clears its selection), then the list goes to page 1 with the new filters. A
 * `note` (what the list's figures are in) follows the filters.
 */
export function ListFilters({
  list,
  filters,
  onChange,
  note,
}: {
  list: Pick<UrlList, 'state' | 'update'>;
  filters: readonly ListFilter[];
  onChange?: () => void;
  note?: ReactNode;
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
              {filter.render({ value, set: (next, others) => set({ [filter.name]: next, ...others }) })}
            </Fragment>
          );
        }
        if (filter.kind === 'id') {
          return (
            <InputNumber
              key={filter.name}
              aria-label={`${filter.label} filter`}
              placeholder={filter.label}
              min={1}
              precision={0}
              style={{ width: filter.width }}
              value={value as number | undefined}
              onChange={(next) => set({ [filter.name]: typeof next === 'number' ? next : undefined })}
            />
          );
        }
        const { options } = filter;
        return (
          <Captioned key={filter.name} caption={options.caption ? filter.label : undefined}>
            <Select
              aria-label={`${filter.label} filter`}
              placeholder={filter.any}
              allowClear={filter.any !== undefined}
              style={
                options.exactWidth === undefined
                  ? { minWidth: options.width ?? 180 }
                  : { width: options.exactWidth }
              }
              loading={options.loading}
              value={filter.shown(value)}
              options={filter.choices ? [...filter.choices] : undefined}
              onChange={(next?: string | number) => set({ [filter.name]: filter.kept(next) })}
            />
          </Captioned>
        );
      })}
      {note !== undefined && <Typography.Text type="secondary">{note}</Typography.Text>}
    </FilterPanel>
  );
}
