import { jobsApi } from '@console/contract/jobs/api';
import { queryKeys } from '../../kit/data/call';
import { useEndpoint, useEndpointMutation } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

/** The jobs, paged, filtered and sorted in the address. */
export const useJobList = () => useUrlList(jobsApi.list);

/** The kinds the console runs, for the kind filter; they change only with a new version. */
export const useJobKinds = () => useEndpoint(jobsApi.kinds, {}, { staleTime: Infinity });

/** A retried job changes state: every page of the list is stale. */
export const useRetryJob = () =>
  useEndpointMutation(jobsApi.retry, { invalidates: [queryKeys.endpoint(jobsApi.list)] });
