import { useRef, useState, type Key, type ReactNode } from 'react';
import { Button, Empty, Flex, Table, theme } from 'antd';
// Search alone, not antd's Input with its TextArea, Password and OTP (~4 KB brotli the list's first
// screen loaded for the search box; docs/performance.md, Web first load).
import Search from 'antd/es/input/Search';
import { LIST_SEARCH_ATTRIBUTE } from '../palette/shortcuts';
import type { TableColumnType, TablePaginationConfig, TableProps } from 'antd';
import type { FilterValue, SorterResult, SortOrder } from 'antd/es/table/interface';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ListColumn, ListSpec, PageOf } from '@console/contract/kit';
import type { ListState } from './listState';
import type { UrlList } from './useUrlList';
import { PageHeading } from '../widgets/PageHeading';
import { useStickyTop } from '../stickyTop';
import { useKeyboardColumnFilters } from './useKeyboardColumnFilters';
import { useTableAccessibility } from './useTableAccessibility';
import { HeaderRow, RowWindowArea, WindowedBody, WindowedTable } from './WindowedBody';

/** The key of a list's column of row actions (Edit, Delete): ListPage keeps it in view. */
export const ACTIONS_COLUMN = 'actions';
export const LOAD_FAILED = 'The list could not be loaded';
export const EXPORT_CSV = 'Export CSV';

export interface ListSearch {
  /** The search box's accessible name. */
  label: string;
  placeholder: string;
  /** Why a term cannot be searched, or null; a refused term is never sent. */
  validate?: (text: string) => string | null;
}

export interface ListPageProps<Item> {
  list: UrlList;
  /** The page's heading; left out for a list inside a page (a tab, a card). */
  title?: ReactNode;
  /** Columns by item property (`key`); a column without a title takes the list's caption. */
  columns: TableColumnType<Item>[];
  rowKey: string | ((item: Item) => Key);
  search?: ListSearch;
  /** Actions at the top right (Create ...). */
  toolbar?: ReactNode;
  /** A filter panel between the toolbar and the table. */
  filters?: ReactNode;
  /** The list's noun, one and many: '25 accounts'. */
  nouns: readonly [one: string, many: string];
  /** The empty list, without and with a search or filter. */
  empty: { none: string; filtered: string };
  /** Column filters of the table (the Assigned To column's) become list filters here. */
  onColumnFilters?: (filters: Record<string, FilterValue | null>) => void;
  table?: Omit<TableProps<Item>, 'columns' | 'dataSource' | 'rowKey' | 'onChange' | 'pagination'>;
  /** Without a card: the list sits inside one already. */
  bare?: boolean;
  /**
   * What Export CSV does instead of downloading through the page: a report opens its CSV in a new
   * window (product-families §2), where the browser streams the file to disk.
   */
  onExport?: () => void;
}

/**
 * The list's frame, drawn as antd's Card draws one (its border, corners, background and padding,
 * from the theme's tokens): antd's Card brings its tabs and skeleton, ~20 KB brotli that every list
 * page loaded before its first row for a frame with neither (docs/performance.md, Web first load).
 */
function ListCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
      }}
    >
      {children}
    </div>
  );
}

/**
 * Why a search cannot be made, as antd's Typography.Text type="danger" draws it, without Typography
 * (PageHeading says why).
 */
function SearchProblem({ problem }: { problem: string }) {
  const { token } = theme.useToken();
  return (
    <span
      role="alert"
      style={{ color: token.colorErrorText, wordBreak: 'break-word', lineHeight: token.lineHeight }}
    >
      {problem}
    </span>
  );
}

/** A large page's table: its body draws the rows near the view between spacers (useRowWindow). */
const WINDOWED = { table: WindowedTable, header: { row: HeaderRow }, body: { wrapper: WindowedBody } };

const antdOrder = (order: string | undefined): SortOrder => (order === 'desc' ? 'descend' : 'ascend');

/**
 * A sortable column's header: the sort in the address, or the list's default sort when the address
 * names none, so the header always says how the rows are ordered. From the default the first click
 * turns it round; clearing a sort goes back to the default.
 */
function sortingOf(spec: ListSpec, state: ListState, key: string) {
  if (state.sortField)
    return { sorter: true, sortOrder: state.sortField === key ? antdOrder(state.order) : null };
  const byDefault = spec.defaultSort?.field === key;
  if (!byDefault) return { sorter: true, sortOrder: null };
  const order = antdOrder(spec.defaultSort?.order);
  return {
    sorter: true,
    sortOrder: order,
    sortDirections:
      order === 'descend' ? (['descend', 'ascend'] as SortOrder[]) : (['ascend', 'descend'] as SortOrder[]),
  };
}

/**
 * The columns with the list's captions as their titles, by key, where they have none: what ListPage
 * shows, for a table of the same rows outside it (an account's last requests), so a column's title
 * is written once, in the list's call.
 */
export const withCaptions = <Item,>(
  columns: TableColumnType<Item>[],
  spec: ListSpec,
): TableColumnType<Item>[] => {
  const captions = new Map<string, string>(
    spec.columns.map((column: ListColumn) => [column.field, column.caption]),
  );
  return columns.map((column) => ({
    ...column,
    title: column.title ?? captions.get(String(column.key ?? '')),
  }));
};

/** The sort and paging events of the table as changes of the list's state. */
function changeOf<Item>(
  state: ListState,
  pagination: TablePaginationConfig,
  sorter: SorterResult<Item> | SorterResult<Item>[],
  action: string,
): Partial<ListState> | undefined {
  if (action === 'sort') {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = single?.order;
    return {
      page: 1,
      sortField: order ? String(single.columnKey) : undefined,
      order: order === 'descend' ? 'desc' : order === 'ascend' ? 'asc' : undefined,
    };
  }
  if (action === 'paginate') {
    const pageSize = pagination.pageSize ?? state.pageSize;
    return { page: pageSize === state.pageSize ? (pagination.current ?? 1) : 1, pageSize };
  }
  return undefined;
}

/**
 * The one list screen of every family: heading, one search behaviour, filters, toolbar with Export
 * CSV, and the paged table whose state is the address's. An empty list says so; a list that could
 * not load says that instead, with a retry, so a failure never reads as "nothing here".
 */
export function ListPage<Item extends object>({
  list,
  title,
  columns,
  rowKey,
  search,
  toolbar,
  filters,
  nouns: [one, many],
  empty,
  onColumnFilters,
  table,
  bare = false,
  onExport,
}: ListPageProps<Item>) {
  const { spec, state, update, result } = list;
  const stickyTop = useStickyTop();
  const tableArea = useRef<HTMLDivElement>(null);
  useKeyboardColumnFilters(tableArea);
  useTableAccessibility(tableArea);
  const data = result.data as (PageOf<Item> & { totalCapped?: boolean }) | undefined;
  const rows = data?.items;

  // The box follows the address (back, reload) and keeps what is typed in between.
  const [typed, setTyped] = useState(state.textFilter);
  const [searched, setSearched] = useState(state.textFilter);
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  if (searched !== state.textFilter) {
    setSearched(state.textFilter);
    setTyped(state.textFilter);
  }
  // A term that came in the address (a link, a hand-edited URL) is refused by the server too; the
  // same hint says why the list is empty.
  const searchProblem =
    typedProblem ?? (state.textFilter ? (search?.validate?.(state.textFilter) ?? null) : null);
  const onSearch = (value: string) => {
    const text = value.trim();
    const problem = search?.validate?.(text) ?? null;
    setTypedProblem(problem);
    if (!problem) update({ textFilter: text, page: 1 });
  };

  const shownColumns = withCaptions(columns, spec).map((column): TableColumnType<Item> => {
    const key = String(column.key ?? '');
    return {
      // A long text (a 1000-character comment) is cut at the column's width with the whole of it as
      // the cell's tooltip, rather than widening the table; a column may opt out with ellipsis: false.
      ellipsis: true,
      // A row's actions are never cut, and stay at the right edge while a wide table scrolls.
      ...(key === ACTIONS_COLUMN ? { fixed: 'right' as const, ellipsis: false } : {}),
      ...column,
      ...(spec.sortFields.includes(key) ? sortingOf(spec, state, key) : {}),
    };
  });
  const filtered = state.textFilter !== '' || Object.keys(state.filters).length > 0;
  const failed = result.isError && !data;

  const onChange: TableProps<Item>['onChange'] = (pagination, columnFilters, sorter, extra) => {
    if (extra.action === 'filter') {
      onColumnFilters?.(columnFilters);
      return;
    }
    const change = changeOf(state, pagination, sorter, extra.action);
    if (change) update(change);
  };

  const capped = data?.totalCapped === true;
  const body = (
    <>
      <Flex justify="space-between" gap={16} wrap style={{ marginBottom: 16 }}>
        <Flex gap={8} wrap align="start" style={{ flex: 1 }}>
          {search && (
            <Flex vertical gap={4} style={{ flex: 1, maxWidth: 360 }}>
              <Search
                {...{ [LIST_SEARCH_ATTRIBUTE]: '' }}
                aria-label={search.label}
                placeholder={search.placeholder}
                allowClear
                value={typed}
                status={searchProblem ? 'error' : undefined}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setTypedProblem(null);
                }}
                onSearch={onSearch}
              />
              {searchProblem && <SearchProblem problem={searchProblem} />}
            </Flex>
          )}
        </Flex>
        <Flex gap={8} wrap>
          <Button
            icon={<DownloadOutlined />}
            loading={list.exporting}
            onClick={() => (onExport ? onExport() : void list.exportCsv())}
          >
            {EXPORT_CSV}
          </Button>
          {toolbar}
        </Flex>
      </Flex>
      {filters}
      <RowWindowArea
        area={tableArea}
        rows={rows?.length ?? 0}
        columns={shownColumns.length}
        table={(drawn) => (
          <Table<Item>
            rowKey={rowKey}
            size="middle"
            scroll={{ x: 'max-content' }}
            // A long page keeps the column headers in view, just under the shell's header.
            sticky={{ offsetHeader: stickyTop }}
            {...table}
            loading={result.isFetching}
            dataSource={drawn ? rows?.slice(drawn.start, drawn.end) : rows}
            {...(drawn && {
              components: WINDOWED,
              // Row 1 is the header's: the first data row is row 2, as assistive technology counts.
              onRow: (_: Item, index?: number) => ({ 'aria-rowindex': drawn.start + (index ?? 0) + 2 }),
            })}
            onChange={onChange}
            columns={shownColumns}
            locale={{
              emptyText: failed ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={LOAD_FAILED}>
                  <Button icon={<ReloadOutlined />} onClick={() => void result.refetch()}>
                    Retry
                  </Button>
                </Empty>
              ) : result.isPending ? (
                ' '
              ) : (
                <Empty description={filtered ? empty.filtered : empty.none} />
              ),
            }}
            pagination={{
              current: state.page,
              pageSize: state.pageSize,
              total: data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: spec.pageSizes.map(String),
              showTotal: (count) => `${count}${capped ? '+' : ''} ${count === 1 && !capped ? one : many}`,
            }}
          />
        )}
      />
    </>
  );

  return (
    <>
      {title !== undefined && <PageHeading style={{ marginTop: 0 }}>{title}</PageHeading>}
      {bare ? body : <ListCard>{body}</ListCard>}
    </>
  );
}
