import { TeamOutlined } from '@ant-design/icons';
import { accountsApi } from '@console/contract/accounts';
import { pageGate, type AppRoute } from '../../app/routeTypes';

export const routes: AppRoute[] = [
  {
    path: '/',
    name: 'AccountsList',
    meta: { title: 'Accounts', order: 1, icon: <TeamOutlined />, ...pageGate(accountsApi.list.gate) },
    page: () => import('./AccountsListPage'),
    // Under the list in the hierarchy: the breadcrumb reads Accounts › the account's name.
    children: [
      {
        path: '/Accounts/:id',
        name: 'Account',
        meta: { title: 'Account', hidden: true, ...pageGate(accountsApi.get.gate) },
        page: () => import('./AccountPage'),
      },
    ],
  },
];
