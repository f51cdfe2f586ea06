import { describe, expect, it } from 'vitest';
import { secondFactorApi } from '@console/contract/session/second-factor';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the two-step sign-in page', () => {
  it('is gated as its status call', () => {
    expect(enforcedPageGates(routes)).toEqual(mainCallGates({ twoStepSignIn: secondFactorApi.status }));
  });
});
