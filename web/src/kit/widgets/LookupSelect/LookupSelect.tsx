import { useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { Select, Spin, type RefSelectProps } from 'antd';
import type { LookupDataSource } from '@console/contract/metadata';
import { useDebouncedValue } from './useDebouncedValue';
import { useLookupOptions } from '../../data/lookups';
import {
  pageToLoad,
  rowsShiftedAbove,
  SEARCH_DEBOUNCE_MS,
  type LoadedPage,
  type LookupKey,
  type LookupLoader,
  type LookupOption,
} from './lookupWindow';

export type LookupValue = LookupKey | LookupKey[];

export interface LookupSelectProps {
  /** The field metadata's lookupDataSource: path, handlerType, lookupKey, lookupCaption, multiselect. */
  dataSource: LookupDataSource;
  /** A key, or a list of keys when dataSource.multiselect. */
  value?: LookupValue | null;
  onChange?: (value: LookupValue | undefined) => void;
  /** Sent as currentAccountId with every lookup request. */
  currentAccountId?: LookupKey;
  /** Required for handlerType Custom: fetches a page instead of GET dataSource.path. */
  loader?: LookupLoader;
  disabled?: boolean;
  placeholder?: string;
  /** Form.Item passes one so the label points at the select. */
  id?: string;
  'aria-label'?: string;
}

const keysOf = (value: LookupValue | null | undefined): LookupKey[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

const sameKeys = (a: readonly LookupKey[], b: readonly LookupKey[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

const matchesLabel = (input: string, option: LookupOption | undefined) =>
  option?.label.toLowerCase().includes(input.toLowerCase()) ?? false;

/**
 * An antd Select over a lookup path (console-core §7, §9). Paged lookups load pages of 100 as the
 * list is scrolled: the next page within 100px of the bottom, the previous one within 100px of the
 * top, keeping a window of three pages; when a page is added or dropped above what the user sees,
 * the list is scrolled by as many rows so the view does not jump. The text filter is debounced.
 */
export function LookupSelect({
  dataSource,
  value,
  onChange,
  currentAccountId,
  loader,
  disabled,
  placeholder,
  id,
  'aria-label': ariaLabel,
}: LookupSelectProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const textFilter = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const selected = keysOf(value);

  // The server is asked for the selected keys so their captions arrive even from another page. They
  // change the query only when a selected key is not among the loaded options (a value set from
  // outside): picking from the list must not reload it.
  const [anchor, setAnchor] = useState<LookupKey[]>(selected);
  const lookup = useLookupOptions({
    source: dataSource,
    textFilter,
    selectedId: dataSource.multiselect ? anchor : anchor[0],
    currentAccountId,
    loader,
    enabled: open || selected.length > 0,
  });
  const loaded = new Set(lookup.options.map((option) => option.value));
  if (!lookup.loading && selected.some((key) => !loaded.has(key)) && !sameKeys(selected, anchor)) {
    setAnchor(selected);
  }

  const selectRef = useRef<RefSelectProps>(null);
  const scroll = useRef<{ top: number; rowHeight: number } | undefined>(undefined);
  const shownPages = useRef<LoadedPage[]>([]);
  useLayoutEffect(() => {
    const shift = rowsShiftedAbove(shownPages.current, lookup.pages);
    shownPages.current = lookup.pages;
    const position = scroll.current;
    if (shift === 0 || !position) return;
    const top = Math.max(0, position.top + shift * position.rowHeight);
    scroll.current = { ...position, top };
    selectRef.current?.scrollTo({ top });
  }, [lookup.pages]);

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const rows = lookup.options.length;
    scroll.current = { top: list.scrollTop, rowHeight: rows > 0 ? list.scrollHeight / rows : 0 };
    const direction = pageToLoad(list);
    if (direction === 'next') lookup.loadNext();
    if (direction === 'previous') lookup.loadPrevious();
  };

  return (
    <Select<LookupValue, LookupOption>
      ref={selectRef}
      id={id}
      aria-label={ariaLabel}
      mode={dataSource.multiselect ? 'multiple' : undefined}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next)}
      options={lookup.options}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      loading={lookup.loading}
      notFoundContent={lookup.loading ? <Spin size="small" /> : undefined}
      showSearch={{ onSearch: setSearch, filterOption: lookup.filtersLocally ? matchesLabel : false }}
      onOpenChange={setOpen}
      onPopupScroll={onPopupScroll}
    />
  );
}
