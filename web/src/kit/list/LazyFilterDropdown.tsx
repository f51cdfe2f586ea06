import { lazy, Suspense, useContext, useMemo, useState, type ComponentType } from 'react';
import { FilterFilled } from '@ant-design/icons';
import type { FilterDropdownProps } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import type { ColumnFilterItem, FilterValue } from 'antd/es/table/interface';
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { loadOnce } from '../widgets/lazyPart';

type AnyFilterDropdown = ComponentType<FilterDropdownProps<object>>;

let arrived = false;
/** antd's own filter dropdown, fetched once; a failed fetch is tried again by the next one. */
const load = loadOnce(() =>
  import('antd/es/table/hooks/useFilter/FilterDropdown').then((module) => {
    arrived = true;
    return { default: module.default as AnyFilterDropdown };
  }),
);
const preload = () => void load().catch(() => {});
const AntdFilterDropdown = lazy(load);

/** antd's flattenKeys, which its filter hook imports from the dropdown's module: the filters' values, nested ones too. */
export function flattenKeys(filters?: ColumnFilterItem[]): FilterValue {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

/**
 * antd's column filter dropdown (a column's header with its filter button), loaded on first use.
 * antd's table imports its filter dropdown whatever the columns, and that brings antd's menu, tree,
 * checkbox, radio, dropdown and the filter's search input: about 30 KB brotli that every list page
 * loaded before its first row (docs/performance.md, Web first load). The build puts this module in
 * its place (`antdTableLazyFilters` in web/vite.config.ts). Until the button is first clicked the
 * header is drawn as antd draws it in its measuring row (the title, then the button with the same
 * classes, so it looks the same and useKeyboardColumnFilters makes it a tab stop); the load starts
 * when the pointer comes over the button or the focus reaches it, and a click draws antd's dropdown
 * open, at once if it has arrived, else once it has. The dropdown's open state is this component's
 * (antd's `filterDropdownProps.open`), so the dropdown drawn after the click opens and then follows
 * antd's own rules (click, click outside, OK, Reset, Escape).
 */
export default function LazyFilterDropdown(props: FilterDropdownProps<object>) {
  const { tablePrefixCls, prefixCls, dropdownPrefixCls, column, filterState, children } = props;
  const inMeasureRow = useContext(TableMeasureRowContext);
  const [drawn, setDrawn] = useState(arrived);
  const [open, setOpen] = useState(false);
  const asked = column.filterDropdownProps;
  const controlled = useMemo(
    () => ({
      ...column,
      filterDropdownProps: {
        ...asked,
        open: asked?.open ?? open,
        onOpenChange: (next: boolean) => {
          setOpen(next);
          asked?.onOpenChange?.(next);
        },
      },
    }),
    [column, asked, open],
  );

  const filtered = Boolean(filterState?.filteredKeys?.length || filterState?.forceFiltered);
  const icon =
    typeof column.filterIcon === 'function'
      ? column.filterIcon(filtered)
      : (column.filterIcon ?? <FilterFilled />);
  const still = (
    <div className={`${prefixCls}-column`}>
      <span className={`${tablePrefixCls}-column-title`}>{children}</span>
      <span
        role="button"
        tabIndex={-1}
        aria-busy={drawn || undefined}
        className={[
          `${prefixCls}-trigger`,
          filtered ? 'active' : '',
          inMeasureRow ? '' : `${dropdownPrefixCls}-trigger`,
        ]
          .filter(Boolean)
          .join(' ')}
        onPointerEnter={inMeasureRow ? undefined : preload}
        onFocus={inMeasureRow ? undefined : preload}
        onClick={(event) => {
          // Not the header's click, which would sort the column.
          event.stopPropagation();
          if (inMeasureRow) return;
          setOpen(true);
          setDrawn(true);
        }}
      >
        {icon}
      </span>
    </div>
  );
  if (!drawn || inMeasureRow) return still;
  return (
    <Suspense fallback={still}>
      <AntdFilterDropdown {...props} column={controlled} />
    </Suspense>
  );
}
