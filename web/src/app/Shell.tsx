import { Suspense, useMemo } from 'react';
import { generatePath, Link, Outlet, useLocation, useMatches } from 'react-router';
import {
  App as AntApp,
  Avatar,
  Breadcrumb,
  Button,
  Dropdown,
  Flex,
  Layout,
  Menu,
  Spin,
  theme,
  Tooltip,
  Typography,
} from 'antd';
import type { MenuProps } from 'antd';
import { ExportOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { BRANDINGS } from '@console/contract/branding';
import { CONSOLE_VERSION, type EnvironmentId } from '@console/contract/constants';
import { routes } from '../routes';
import { accessSubjectOf, useBootstrap } from './bootstrap';
import { breadcrumbOf, selectedMenuKey, visibleMenu, type MenuEntry } from './navigation';
import type { RouteHandle } from './router';
import { useSiderCollapsed } from './useSiderCollapsed';
import { CompanySelector } from './CompanySelector';
import { TestModeBanner, TestModeSwitch, testModeAvailable, TEST_MODE_COLOR } from './TestMode';
import { logOff } from '../lib/logout';
import { PageNameProvider, usePageName, useParentPageName } from './pageName';
import { useWindowTitle } from './windowTitle';
import { ThemeMenu } from './theme/ThemeMenu';

const { Header, Sider, Content, Footer } = Layout;

function toMenuItems(entries: MenuEntry[]): NonNullable<MenuProps['items']> {
  return entries.map((e) =>
    e.children
      ? { key: e.key, icon: e.icon, label: e.title, children: toMenuItems(e.children) }
      : { key: e.key, icon: e.icon, label: <Link to={e.key}>{e.title}</Link> },
  );
}

/** The route hierarchy down to this page; the page's own crumb is its record's name when it told one. */
function AppBreadcrumb() {
  const matches = useMatches();
  const pageName = usePageName();
  const parentName = useParentPageName();
  const current = matches.at(-1);
  const trail = (current?.handle as RouteHandle | undefined)?.trail ?? [];
  const last = trail.length - 1;
  const crumbs = breadcrumbOf(
    trail.map((t, i) => ({
      title: i === last ? (pageName ?? t.title) : i === last - 1 ? (parentName ?? t.title) : t.title,
      // An ancestor that names a record (a location's customer, ':id') links to that record.
      pathname: i === last || !t.path ? '' : generatePath(t.path, current?.params ?? {}),
    })),
  );
  return (
    <Breadcrumb
      style={{ marginBottom: 16 }}
      items={crumbs.map((c) => ({ title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title }))}
    />
  );
}

/** The console's frame: sidebar from the route table, header with company and user, breadcrumb, footer. */
export function Shell() {
  return (
    <PageNameProvider>
      <Frame />
    </PageNameProvider>
  );
}

function Frame() {
  const data = useBootstrap();
  const location = useLocation();
  const { modal } = AntApp.useApp();
  const [collapsed, setCollapsed] = useSiderCollapsed();
  const { token } = theme.useToken();
  const brand = BRANDINGS[(data?.environmentId ?? 1) as EnvironmentId];
  const testMode = Boolean(data?.testMode);

  const menu = useMemo(() => (data ? visibleMenu(routes, accessSubjectOf(data)) : []), [data]);
  const { selected, open } = selectedMenuKey(menu, location.pathname);

  useWindowTitle();

  const confirmLogout = () =>
    modal.confirm({ title: 'Logout', content: 'Are you sure?', okText: 'Logout', onOk: logOff });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={232}
        data-testid="sider"
        style={{ background: brand.siderColor }}
      >
        <Flex align="center" gap={10} style={{ padding: collapsed ? '18px 26px' : '18px 20px' }}>
          <img src={brand.logo} alt="" width={28} height={28} />
          {!collapsed && (
            <Typography.Text strong style={{ color: '#fff', fontSize: 15, whiteSpace: 'nowrap' }}>
              {brand.name}
            </Typography.Text>
          )}
        </Flex>
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
        {data && testModeAvailable(data) && <TestModeSwitch data={data} collapsed={collapsed} />}
      </Sider>
      <Layout>
        {testMode && <TestModeBanner />}
        <Header
          style={{
            background: token.colorBgContainer,
            padding: '0 24px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 16,
            borderBottom: `1px solid ${testMode ? TEST_MODE_COLOR : token.colorSplit}`,
          }}
        >
          <Flex align="center" gap={12}>
            {data && data.environmentId === 1 ? (
              <CompanySelector data={data} />
            ) : (
              <Typography.Text type="secondary">{data?.administeredCompany?.name}</Typography.Text>
            )}
          </Flex>
          <Flex align="center" gap={8}>
            {data && (
              <Tooltip title="Open the customer site">
                <Button
                  type="text"
                  icon={<ExportOutlined />}
                  href={data.customerSiteUrl}
                  target="_blank"
                  rel="noopener"
                >
                  Customer
                </Button>
              </Tooltip>
            )}
            <ThemeMenu />
            {/* Signed out (the public Terms page) there is nobody to sign out. */}
            {data && (
              <Dropdown
                menu={{
                  items: [
                    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', onClick: confirmLogout },
                  ],
                }}
              >
                <Button type="text" data-testid="user-menu">
                  <Flex align="center" gap={8}>
                    <Avatar size="small" icon={<UserOutlined />} />
                    <span data-testid="user-name">{data?.user.name}</span>
                  </Flex>
                </Button>
              </Dropdown>
            )}
          </Flex>
        </Header>
        <Content style={{ margin: 24 }}>
          <AppBreadcrumb />
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Content>
        <Footer style={{ textAlign: 'center', color: token.colorTextSecondary }}>
          © <span data-testid="copyright-year">{new Date().getFullYear()}</span> {brand.name} ·{' '}
          {CONSOLE_VERSION}
        </Footer>
      </Layout>
    </Layout>
  );
}
