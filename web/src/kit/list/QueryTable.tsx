import { Empty, Table, type TableProps } from 'antd';

export interface QueryTableProps<Row> extends Omit<
  TableProps<Row>,
  'dataSource' | 'loading' | 'pagination' | 'size' | 'scroll' | 'locale'
> {
  /** The read the rows come from: the table spins while it (re)loads. */
  query: { isPending: boolean; isFetching: boolean };
  rows: readonly Row[] | undefined;
  /** What an empty answer says; none: the table's own "No data". */
  empty?: string;
}

/**
 * A table of all one read answers, unpaged, inside a tab or card (an account's tokens, licenses and
 * users, the validation exceptions), as opposed to a ListPage's paged list. Until the first answer it
 * says nothing rather than "empty", so a slow read does not look like an empty one; it scrolls
 * sideways rather than squeezing its columns.
 */
export function QueryTable<Row extends object>({ query, rows, empty, ...table }: QueryTableProps<Row>) {
  return (
    <Table<Row>
      size="middle"
      pagination={false}
      scroll={{ x: 'max-content' }}
      loading={query.isFetching}
      dataSource={rows}
      locale={
        empty === undefined ? undefined : { emptyText: query.isPending ? ' ' : <Empty description={empty} /> }
      }
      {...table}
    />
  );
}
