import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../testing/render';
import SiderMenu from './SiderMenu';
import type { MenuEntry } from './navigation';

const menu: MenuEntry[] = [
  { key: '/Accounts', title: 'Accounts', icon: 'TeamOutlined', order: 1 },
  {
    key: 'group:Settings',
    title: 'Settings',
    icon: 'SettingOutlined',
    order: 2,
    children: [{ key: '/Settings/Users', title: 'Users', order: 1 }],
  },
];

describe('the sidebar menu', () => {
  it('draws the icon each entry names (menuIcons.ts) beside its title', async () => {
    renderRoutes([
      { path: '/', element: <SiderMenu menu={menu} collapsed={false} selected={undefined} open={[]} /> },
    ]);
    const accounts = await screen.findByRole('menuitem', { name: /Accounts/ });
    expect(accounts.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('team');
    const settings = screen.getByRole('menuitem', { name: /Settings/ });
    expect(settings.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('setting');
  });
});
