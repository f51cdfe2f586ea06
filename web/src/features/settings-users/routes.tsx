import { settingsUsersFamily } from '@console/contract/settings-users-gates';
import { pageGate, type AppRoute } from '../../app/routeTypes';
import { ROLES_PATH, SETTINGS_USERS_PATH } from './paths';
import type { pages } from './pages';

/**
 * Settings. Its users are the Admins' only, as their list call says (console-core §7); Roles and
 * permissions is every staff user's (its page says why), so the group itself has no gate of its
 * own and each page carries its own: staff without a role see Settings with that one page.
 */
export const routes: AppRoute<keyof typeof pages>[] = [
  {
    // The settings root: an empty path in the menu; opened by URL it goes to mainUsers.
    path: '',
    name: 'settings',
    meta: { title: 'Settings', order: 90, icon: 'SettingOutlined' },
    children: [
      {
        path: SETTINGS_USERS_PATH,
        name: 'mainUsers',
        meta: { title: 'Users', order: 1, ...pageGate(settingsUsersFamily.gate) },
        page: 'SettingsUsersPage',
      },
      {
        path: ROLES_PATH,
        name: 'rolesAndPermissions',
        // The matrix reads the contract's table, no call, and needs only what every staff user
        // holds (Read company data), which a page gate leaves out: no gate.
        meta: { title: 'Roles and permissions', order: 2 },
        page: 'RolesPermissionsPage',
      },
    ],
  },
];
