import { TeamOutlined } from '@ant-design/icons';
import { accountsApi } from '@console/contract/accounts';
import { pageGate, type AppRoute } from '../../app/routeTypes';

export const routes: AppRoute[] = [
  {
    path: '/',
    name: 'AccountsList',
    meta: { title: 'Accounts', order: 1, icon: <TeamOutlined />, ...pageGate(accountsApi.list.gate) },
    page: () => import('./AccountsListPage'),
  },
  {
    path: '/Accounts/:id',
    name: 'Account',
    meta: { title: 'Account', hidden: true, ...pageGate(accountsApi.get.gate) },
    page: () => import('./AccountPage'),
  },
];
