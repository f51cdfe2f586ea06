import * as settingsUsersCalls from '@console/contract/settings-users/call-gates';
import { settingsUsersFamily } from '@console/contract/settings-users/gates';
import { pageGate, type AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/**
 * Settings, the Admins' menu (console-core §2: "Settings submenu, shown only to Admin"): the group
 * takes the family's gate, which is its users' list call's.
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
        path: '/Users',
        name: 'mainUsers',
        meta: { title: 'Users', order: 1 },
        page: 'SettingsUsersPage',
        call: settingsUsersCalls.list,
      },
      {
        path: '/Roles',
        name: 'rolesAndPermissions',
        meta: { title: 'Roles and permissions', order: 2 },
        page: 'RolesPermissionsPage',
        noCall: "the matrix is the contract's permission table: the group's gate is the page's",
      },
    ],
  },
];
