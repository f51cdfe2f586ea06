import { describe, expect, it } from 'vitest';
import { settingsUsersApi } from '@console/contract/settings-users/api';
import { enforcedPageGates, mainCallGates } from '../../testing/routeGates';
import { routes } from './routes';

describe('the settings pages', () => {
  it("gate the group and both its pages as the users list call (Settings is the Admins' menu)", () => {
    expect(enforcedPageGates(routes)).toEqual({
      ...mainCallGates({
        mainUsers: settingsUsersApi.list,
        rolesAndPermissions: settingsUsersApi.list,
      }),
    });
  });
});
