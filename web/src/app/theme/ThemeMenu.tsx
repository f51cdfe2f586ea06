import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { MenuProps } from 'antd';
import { BulbOutlined, DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import type { ThemeChoice } from '../../kit/theme/colorScheme';
import { useTheme } from '../../kit/theme/useThemeChoice';
import { LazyDropdown } from '../../kit/widgets/LazyDropdown';

const LABELS: Record<ThemeChoice, string> = { system: 'Match system', light: 'Light', dark: 'Dark' };
const ICONS: Record<ThemeChoice, ReactNode> = {
  system: <DesktopOutlined />,
  light: <SunOutlined />,
  dark: <MoonOutlined />,
};

/** The header's theme picker: the system's preference, light or dark, remembered per browser. */
export function ThemeMenu() {
  const { choice, choose } = useTheme();
  const items: MenuProps['items'] = (Object.keys(LABELS) as ThemeChoice[]).map((key) => ({
    key,
    icon: ICONS[key],
    label: LABELS[key],
    onClick: () => choose(key),
  }));
  return (
    <LazyDropdown menu={{ items, selectable: true, selectedKeys: [choice] }} trigger={['click']}>
      <Button type="text" icon={<BulbOutlined />} aria-label={`Theme: ${LABELS[choice]}`} title="Theme" />
    </LazyDropdown>
  );
}
