import type { TablePaginationConfig } from 'antd';
import type { SorterResult, SortOrder, TableCurrentDataSource } from 'antd/es/table/interface';
import { PAGE_SIZES } from '@console/contract/paging';
import type { PagedListState } from './listState';

// The bridge between an antd Table and a list state kept in the URL: the table shows the state,
// and its sort and paging events become changes of the state.

/** The table's sort indicator for a column. */
export function sortOrderOf<Field extends string>(state: PagedListState<Field>, key: Field): SortOrder {
  if (state.sortField !== key) return null;
  return state.order === 'desc' ? 'descend' : 'ascend';
}

/**
 * The list state change of a sort or paging event. A new sort or page size starts from page 1;
 * clearing the sort (the third click) drops it. Filter events are the caller's.
 */
export function stateChangeOf<Row, Field extends string>(
  state: PagedListState<Field>,
  pagination: TablePaginationConfig,
  sorter: SorterResult<Row> | SorterResult<Row>[],
  { action }: TableCurrentDataSource<Row>,
): Partial<PagedListState<Field>> | undefined {
  if (action === 'sort') {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = single?.order;
    return {
      page: 1,
      sortField: order ? (single.columnKey as Field) : undefined,
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
 * The paging bar of both lists: the page sizes of console-core §9 and the total. A capped total
 * (a broad search, TEXT_FILTER_COUNT_CAP) reads "1000+".
 */
export function paginationOf(
  state: PagedListState<string>,
  total: number,
  [one, many]: readonly [one: string, many: string],
  capped = false,
): TablePaginationConfig {
  return {
    current: state.page,
    pageSize: state.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (count) => `${count}${capped ? '+' : ''} ${count === 1 && !capped ? one : many}`,
  };
}
