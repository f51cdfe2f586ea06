import type { TableColumnType } from 'antd';
import type { DvsOnlineRequestItem } from '@console/contract/dvs-online/api';
import { DOCUMENT_TYPE_TITLES } from '@console/contract/dvs/result';
import { useDvsOnlineRequestsList } from './api';
import { ListPage } from '../../kit/list/ListPage';
import { choiceFilter, dayRangeFilter, ListFilters } from '../../kit/list/ListFilters';
import { requestColumns } from '../../kit/product/requests/requestColumns';
import { requestStatusChoices } from '../../kit/product/requests/RequestStatusTag';
import { TEXT } from './texts';

const FILTERS = [choiceFilter('status', 'Status', requestStatusChoices()), dayRangeFilter];

const COLUMNS: TableColumnType<DvsOnlineRequestItem>[] = [
  requestColumns.id({ width: 110 }),
  requestColumns.started({ width: 200 }),
  requestColumns.reference(),
  requestColumns.status({ width: 120 }),
  requestColumns.documentType(DOCUMENT_TYPE_TITLES),
  requestColumns.reason('—'),
];

/** A DIVE Online user's requests, newest first, with the status and day filters in the address. */
export function RequestsTab({ userId }: { userId: number }) {
  const list = useDvsOnlineRequestsList(userId);
  return (
    <ListPage<DvsOnlineRequestItem>
      list={list}
      bare
      columns={COLUMNS}
      rowKey="id"
      nouns={['request', 'requests']}
      empty={{ none: TEXT.noRequests, filtered: TEXT.noFilteredRequests }}
      filters={<ListFilters list={list} filters={FILTERS} />}
    />
  );
}
