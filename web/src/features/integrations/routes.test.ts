import { describe, expect, it } from 'vitest';
import { incomeVerificationApi } from '@console/contract/integrations/income-verification';
import { integrationsApi, mriApi } from '@console/contract/integrations/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the integration pages', () => {
  it('are gated as their calls: Veriscan and Admins (the MRI callback as the call it posts)', () => {
    expect(enforcedPageGates(routes)).toEqual(
      mainCallGates({
        Integration: integrationsApi.get,
        MriCallback: mriApi.callback,
        IncomeVerification: incomeVerificationApi.list,
        RealPageSettings: integrationsApi.list,
      }),
    );
  });
});
