import { describe, expect, it } from 'vitest';
import { screeningApi } from '@console/contract/screening/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the Verification Services pages', () => {
  it('are gated as their main calls: accounts, a customer, statistics and requests', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({
        'ScreeningService.Accounts': screeningApi.accounts,
        'ScreeningService.Customer': screeningApi.aggregatedAccount,
        'ScreeningService.CustomerTab': screeningApi.aggregatedAccount,
        'ScreeningService.Statistics': screeningApi.stats,
        'ScreeningService.ServiceStatistics': screeningApi.serviceStats,
        'ScreeningService.Requests': screeningApi.requests,
      }),
    );
  });
});
