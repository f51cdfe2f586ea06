import { dvsOnlineApi } from '@console/contract/dvs-online/api';
import type { MetricsQuery } from '@console/contract/kit/metrics';
import { useEndpoint } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// DIVE Online (contract/src/dvs-online/api.ts): every call a descriptor of the contract. Read-only: a
// DIVE Online user is an account, changed on the account page.

export const useDvsOnlineUsersList = () => useUrlList(dvsOnlineApi.users);

/** A user's requests; `req.` keeps the list's page and filters apart from the metrics' range. */
export const useDvsOnlineRequestsList = (id: number) =>
  useUrlList(dvsOnlineApi.requests, { params: { id }, prefix: 'req.' });

/** Not asked while the range is one the server would refuse. */
export const useSuccessStatistics = (query: Required<MetricsQuery>, enabled: boolean) =>
  useEndpoint(dvsOnlineApi.successStatistics, { query }, { enabled });
