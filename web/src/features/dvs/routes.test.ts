import { describe, expect, it } from 'vitest';
import { dvsApi } from '@console/contract/dvs/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the DIVE pages', () => {
  it('are gated as their main calls: the accounts, an account, the requests, a request and the old path', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({
        DvsAccounts: dvsApi.list,
        DvsAccount: dvsApi.account,
        DvsRequests: dvsApi.requests,
        DvsRequest: dvsApi.request,
        DvsLegacyRequest: dvsApi.request,
      }),
    );
  });
});
