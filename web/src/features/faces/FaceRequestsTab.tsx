import type { FaceRequestItem } from '@console/contract/faces/api';
import { useFaceRequestsList } from './api';
import { ListPage } from '../../kit/list/ListPage';
import { StatusDayFilters } from '../../kit/list/StatusDayFilters';
import { DECISION_CHOICES, requestColumns } from './requestColumns';
import { TEXT } from './texts';

/** An account's face requests, newest first, with the decision and day filters in the address. */
export function FaceRequestsTab({ accountId }: { accountId: number }) {
  const list = useFaceRequestsList(accountId);
  return (
    <ListPage<FaceRequestItem>
      list={list}
      bare
      columns={requestColumns({ withAccount: false })}
      rowKey="id"
      nouns={['request', 'requests']}
      empty={{ none: TEXT.noRequests, filtered: TEXT.noFilteredRequests }}
      filters={
        <StatusDayFilters
          list={list}
          label="Decision filter"
          placeholder="Any decision"
          choices={DECISION_CHOICES}
        />
      }
    />
  );
}
