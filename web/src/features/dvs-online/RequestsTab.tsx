import type { TableColumnType } from 'antd';
import { REQUEST_STATUSES } from '@console/contract/activity/api';
import type { DvsOnlineRequestItem } from '@console/contract/dvs-online/api';
import { DOCUMENT_TYPE_TITLES } from '@console/contract/dvs/result';
import { useDvsOnlineRequestsList } from './api';
import { ListPage } from '../../kit/list/ListPage';
import { choiceFilter, dayRangeFilter, ListFilters } from '../../kit/list/ListFilters';
import { formatDateTime } from '../../lib/formats';
import { RequestStatusTag } from '../dvs/RequestStatusTag';
import { TEXT } from './texts';

const STATUS_CHOICES = REQUEST_STATUSES.map((status) => ({
  value: status,
  label: status[0]?.toUpperCase() + status.slice(1),
}));

const FILTERS = [choiceFilter('status', 'Status', STATUS_CHOICES), dayRangeFilter];

const COLUMNS: TableColumnType<DvsOnlineRequestItem>[] = [
  { key: 'id', dataIndex: 'id', width: 110 },
  {
    key: 'startedAt',
    dataIndex: 'startedAt',
    sorter: true,
    width: 200,
    render: (value: string) => formatDateTime(value),
  },
  { key: 'externalId', dataIndex: 'externalId' },
  {
    key: 'status',
    dataIndex: 'status',
    width: 120,
    render: (value: DvsOnlineRequestItem['status']) => <RequestStatusTag status={value} />,
  },
  {
    key: 'documentType',
    dataIndex: 'documentType',
    render: (value: DvsOnlineRequestItem['documentType']) => (value ? DOCUMENT_TYPE_TITLES[value] : '—'),
  },
  { key: 'failureReason', dataIndex: 'failureReason', render: (value: string | null) => value ?? '—' },
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
