import { settingsUsersFamily } from '@console/contract/settings-users/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import { ROLES_PATH, SETTINGS_USERS_PATH } from './paths';
import type { pages } from './pages';

/**
 * Settings, the Admins' menu (console-core §2: "Settings submenu, shown only to Admin"): the group
 * takes its users' list call's gate, and so do its pages.
 */
const gate = pageGate(settingsUsersFamily.gate);

export const routes: AppRoute<keyof typeof pages>[] = [
  {
    // The settings root: an empty path in the menu; opened by URL it goes to mainUsers.
    path: '',
    name: 'settings',
    meta: { title: 'Settings', order: 90, icon: 'SettingOutlined', ...gate },
    children: [
      {
        path: SETTINGS_USERS_PATH,
        name: 'mainUsers',
        meta: { title: 'Users', order: 1, ...gate },
        page: 'SettingsUsersPage',
      },
      {
        path: ROLES_PATH,
        name: 'rolesAndPermissions',
        // The matrix reads the contract's table, no call: the group's gate is its own.
        meta: { title: 'Roles and permissions', order: 2 },
        page: 'RolesPermissionsPage',
      },
    ],
  },
];
