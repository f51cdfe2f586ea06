import type { FaceRequestItem } from '@console/contract/faces/api';
import { useFaceRequestsList } from './api';
import { ListPage } from '../../kit/list/ListPage';
import { choiceFilter, dayRangeFilter, ListFilters } from '../../kit/list/ListFilters';
import { DECISION_CHOICES, FACE_REQUEST_COLUMNS } from './requestColumns';
import { TEXT } from './texts';

const FILTERS = [choiceFilter('status', 'Decision', DECISION_CHOICES), dayRangeFilter];

/** An account's face requests, newest first, with the decision and day filters in the address. */
export function FaceRequestsTab({ accountId }: { accountId: number }) {
  const list = useFaceRequestsList(accountId);
  return (
    <ListPage<FaceRequestItem>
      list={list}
      bare
      columns={FACE_REQUEST_COLUMNS}
      rowKey="id"
      nouns={['request', 'requests']}
      empty={{ none: TEXT.noRequests, filtered: TEXT.noFilteredRequests }}
      filters={<ListFilters list={list} filters={FILTERS} />}
    />
  );
}
