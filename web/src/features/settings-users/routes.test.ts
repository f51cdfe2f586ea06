import { describe, expect, it } from 'vitest';
import { settingsUsersApi } from '@console/contract/settings-users';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the settings users page', () => {
  it('is gated as its list call', () => {
    expect(enforcedPageGates(routes)).toEqual(mainCallGates({ mainUsers: settingsUsersApi.list }));
  });
});
