import { settingsUsersFamily } from '@console/contract/settings-users-gates';
import { pageGate, type AppRoute } from '../../app/routeTypes';
import { SETTINGS_USERS_PATH } from './paths';
import type { pages } from './pages';

/** Settings users are Admin's only, as their list call says (console-core §7). */
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
    ],
  },
];
