import {
  AuditOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScanOutlined,
  ScheduleOutlined,
  SettingOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';

/**
 * The sidebar's icons, by their antd names: the route table names one (RouteMeta.icon) and the
 * menu draws it (SiderMenu.tsx). They are not in the route table because only the sidebar's menu
 * draws them, and it loads beside the first page, while the route table is in index.html's script:
 * their SVG paths were ~4.4 KB gzip of the first load. A family with a new icon adds it here.
 */
export const MENU_ICONS = {
  AuditOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScanOutlined,
  ScheduleOutlined,
  SettingOutlined,
  StopOutlined,
  TeamOutlined,
};

export type MenuIconName = keyof typeof MENU_ICONS;
