import { Link } from 'react-router';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { MENU_ICONS, type MenuIconName } from '../kit/menuIcons';
import type { MenuEntry } from './navigation';

function iconOf(name: MenuIconName | undefined) {
  const Icon = name && MENU_ICONS[name];
  return Icon ? <Icon /> : undefined;
}

function toMenuItems(entries: readonly MenuEntry[]): NonNullable<MenuProps['items']> {
  return entries.map((e) =>
    e.children
      ? { key: e.key, icon: iconOf(e.icon), label: e.title, children: toMenuItems(e.children) }
      : { key: e.key, icon: iconOf(e.icon), label: <Link to={e.key}>{e.title}</Link> },
  );
}

export interface SiderMenuProps {
  menu: readonly MenuEntry[];
  collapsed: boolean;
  selected: string | undefined;
  open: string[];
}

/**
 * The sidebar's menu, from the route table. The shell loads it beside the first page rather than
 * with index.html's script (antd's Menu, with its overflow, popups and motion, is ~13 KB gzip).
 */
export default function SiderMenu({ menu, collapsed, selected, open }: SiderMenuProps) {
  return (
    <Menu
      // Collapsed, an open group is a flyout over the page: none opens by itself. Expanded again,
      // the menu starts afresh with the current page's group open.
      key={collapsed ? 'collapsed' : 'expanded'}
      theme="dark"
      mode="inline"
      style={{ background: 'transparent', borderInlineEnd: 0 }}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={collapsed ? [] : open}
      items={toMenuItems(menu)}
    />
  );
}
