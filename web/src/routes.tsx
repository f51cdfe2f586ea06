import type { ComponentType, ReactNode } from 'react';
import {
  FolderOpenOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Module, Role } from '@console/contract/gates';
import type { Gate } from '@console/contract/gates';

/**
 * THE route table: the router, the menu, the breadcrumb and the guards all derive from it.
 * A page registers here when it lands; a gate named here is the same one the server enforces
 * on the page's calls. Nothing is registered that has no page.
 */
export interface RouteMeta extends Pick<Gate, 'roles' | 'module' | 'featureId' | 'project'> {
  title: string;
  /** Position in the sidebar, ascending. */
  order?: number;
  icon?: ReactNode;
  /** Reachable by URL but not in the menu. */
  hidden?: boolean;
  /** Shown before the user data is loaded (the Terms page). */
  public?: boolean;
}

export interface AppRoute {
  /** Absolute ('/collector'), relative to the parent (':id'), or '' for a menu group. */
  path: string;
  /** The name other pages link by (console-core §2, named routes). */
  name?: string;
  meta: RouteMeta;
  page?: () => Promise<{ default: ComponentType }>;
  /** A route that only sends elsewhere (the settings root to mainUsers). */
  redirect?: string;
  /** Pages without the shell: sign-out, 404. */
  layout?: 'shell' | 'blank';
  children?: AppRoute[];
}

export const routes: AppRoute[] = [
  {
    path: '/',
    name: 'AccountsList',
    meta: { title: 'Accounts', order: 1, icon: <TeamOutlined /> },
    page: () => import('./features/accounts/AccountsListPage'),
  },
  {
    path: '/Accounts/:id',
    name: 'Account',
    meta: { title: 'Account', hidden: true },
    page: () => import('./features/accounts/AccountPage'),
  },
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
        page: () => import('./features/settings-users/SettingsUsersPage'),
      },
    ],
  },
  {
    path: '/collector',
    name: 'collector',
    meta: {
      title: 'Document Collector',
      order: 60,
      icon: <FolderOpenOutlined />,
      module: Module.DocumentCollector,
    },
    page: () => import('./features/collector/CollectorListPage'),
    children: [
      {
        path: ':id',
        name: 'collectorDetails',
        meta: { title: 'Collector Log', hidden: true },
        page: () => import('./features/collector/CollectorDetailsPage'),
      },
    ],
  },
  {
    // The default-features entry: only Checkpoint sees it (console-core §2, §6).
    path: '/Dashboard/DefaultPermissions',
    name: 'DefaultPermissions',
    meta: {
      title: 'Default permissions',
      order: 80,
      icon: <SafetyCertificateOutlined />,
      roles: [Role.Checkpoint],
    },
    page: () => import('./features/default-features/DefaultPermissionsPage'),
  },
  {
    path: '/Terms',
    meta: { title: 'Terms and conditions', hidden: true, public: true },
    page: () => import('./features/system/TermsPage'),
  },
  {
    path: '/forbidden',
    meta: { title: 'Forbidden', hidden: true },
    page: () => import('./features/system/ForbiddenPage'),
  },
  {
    path: '/signout',
    layout: 'blank',
    meta: { title: 'Sign out', hidden: true, public: true },
    page: () => import('./features/system/SignOutPage'),
  },
  {
    path: '/404',
    layout: 'blank',
    meta: { title: 'Not found', hidden: true, public: true },
    page: () => import('./features/system/NotFoundPage'),
  },
];
