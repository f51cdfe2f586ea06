import { describe, expect, it } from 'vitest';
import { accountsApi } from '@console/contract/accounts/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the accounts pages', () => {
  it('are gated as their main calls: the list and the account', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({ AccountsList: accountsApi.list, Account: accountsApi.get }),
    );
  });
});
