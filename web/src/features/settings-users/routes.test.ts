import { describe, expect, it } from 'vitest';
import { settingsUsersApi } from '@console/contract/settings-users';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the settings pages', () => {
  it('gate the users as their list call, and open Roles and permissions to every staff user', () => {
    expect(enforcedPageGates(routes)).toEqual({
      ...mainCallGates({ mainUsers: settingsUsersApi.list }),
      // No call feeds the matrix; it needs nothing beyond what every staff user holds.
      rolesAndPermissions: {},
    });
  });
});
