import { TeamOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../app/routeTypes';

export const routes: AppRoute[] = [
  {
    path: '/',
    name: 'AccountsList',
    meta: { title: 'Accounts', order: 1, icon: <TeamOutlined /> },
    page: () => import('./AccountsListPage'),
  },
  {
    path: '/Accounts/:id',
    name: 'Account',
    meta: { title: 'Account', hidden: true },
    page: () => import('./AccountPage'),
  },
];
