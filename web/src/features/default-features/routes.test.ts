import { describe, expect, it } from 'vitest';
import { defaultFeaturesApi } from '@console/contract/default-features/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the default permissions page', () => {
  it('is gated as its list call', () => {
    expect(enforcedPageGates(routes)).toEqual(mainCallGates({ DefaultPermissions: defaultFeaturesApi.list }));
  });
});
