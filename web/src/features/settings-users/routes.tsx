import { SettingOutlined } from '@ant-design/icons';
import { Role } from '@console/contract/gates';
import type { AppRoute } from '../../app/routeTypes';

export const routes: AppRoute[] = [
  {
    // The settings root: an empty path in the menu; opened by URL it goes to mainUsers.
    path: '',
    name: 'settings',
    meta: { title: 'Settings', order: 90, icon: <SettingOutlined />, roles: [Role.Admin] },
    children: [
      {
        path: '/Users',
        name: 'mainUsers',
        meta: { title: 'Users', order: 1, roles: [Role.Admin] },
        page: () => import('./SettingsUsersPage'),
      },
    ],
  },
];
