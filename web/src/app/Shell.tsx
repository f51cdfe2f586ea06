import { lazy, Suspense, useMemo } from 'react';
import { generatePath, Link, Outlet, useLocation, useMatches } from 'react-router';
import { Breadcrumb, Button, Dropdown, Flex, Layout, Menu, Spin, theme, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import { ExportOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { BRANDINGS } from '@console/contract/branding';
import { CONSOLE_VERSION, type EnvironmentId } from '@console/contract/constants';
import { routes } from '../routes';
import { accessSubjectOf, useBootstrap } from './bootstrap';
import { breadcrumbOf, selectedMenuKey, visibleMenu, type MenuEntry } from './navigation';
import type { RouteHandle } from './router';
import { useSiderCollapsed } from './useSiderCollapsed';
import { TestModeSwitch, testModeAvailable, TEST_MODE_COLOR } from './TestMode';
import { logOff } from '../lib/logout';
import { PageNameProvider, usePageName, useParentPageName } from './pageName';
import { useWindowTitle } from './windowTitle';
import { ThemeMenu } from './theme/ThemeMenu';
import { SkipLink } from './SkipLink';
import { StickyTop, useMeasuredHeight } from './stickyTop';
import { PaletteLauncher } from '../kit/palette/PaletteLauncher';
import { useFeedback } from '../kit/feedback';

const { Header, Sider, Content, Footer } = Layout;

const MAIN_CONTENT = 'main-content';

/*
 * Loaded after the first render, to keep the first load light (issue 11 item 4): the company Select
 * (with its virtual list) and the Test Mode banner (an Alert) weigh ~18 KB gzip that the first page
 * can do without for the moment they take. Until the selector arrives the header names the company.
 */
const CompanySelector = lazy(() => import('./CompanySelector').then((m) => ({ default: m.CompanySelector })));
const TestModeBanner = lazy(() => import('./TestModeBanner').then((m) => ({ default: m.TestModeBanner })));

function toMenuItems(entries: MenuEntry[]): NonNullable<MenuProps['items']> {
  return entries.map((e) =>
    e.children
      ? { key: e.key, icon: e.icon, label: e.title, children: toMenuItems(e.children) }
      : { key: e.key, icon: e.icon, label: <Link to={e.key}>{e.title}</Link> },
  );
}

/**
 * The user's round mark in the header, drawn as antd's small icon Avatar is (its size, colours and
 * border) by a plain element: Avatar brings its group and popover, ~2.5 KB gzip of the first load.
 */
function UserMark() {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        width: token.controlHeightSM,
        height: token.controlHeightSM,
        borderRadius: '50%',
        border: `${token.lineWidth}px ${token.lineType} transparent`,
        background: token.colorTextPlaceholder,
        color: token.colorTextLightSolid,
        fontSize: token.fontSize,
      }}
    >
      <UserOutlined />
    </span>
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
  const { modal } = useFeedback();
  const [collapsed, setCollapsed] = useSiderCollapsed();
  const { token } = theme.useToken();
  const brand = BRANDINGS[(data?.environmentId ?? 1) as EnvironmentId];
  const testMode = Boolean(data?.testMode);
  const [header, headerHeight] = useMeasuredHeight<HTMLElement>();

  const subject = useMemo(() => (data ? accessSubjectOf(data) : undefined), [data]);
  const menu = useMemo(() => (subject ? visibleMenu(routes, subject) : []), [subject]);
  const { selected, open } = selectedMenuKey(menu, location.pathname);

  useWindowTitle();

  const companyName = (
    <span style={{ color: token.colorTextSecondary }}>{data?.administeredCompany?.name}</span>
  );

  const confirmLogout = () =>
    modal.confirm({ title: 'Logout', content: 'Are you sure?', okText: 'Logout', onOk: logOff });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink target={MAIN_CONTENT} />
      <Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={232}
        data-testid="sider"
        // The sidebar and the header stay in place while a long page scrolls; the sidebar scrolls
        // on its own when its menu is longer than the window.
        style={{
          background: brand.siderColor,
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflow: 'auto',
        }}
      >
        <Flex align="center" gap={10} style={{ padding: collapsed ? '18px 26px' : '18px 20px' }}>
          <img src={brand.logo} alt="" width={28} height={28} />
          {!collapsed && (
            // Plain text, not Typography: its editable and copyable parts added ~15 KB gzip to
            // the first load for two labels.
            <span style={{ color: '#fff', fontSize: 15, fontWeight: 600, whiteSpace: 'nowrap' }}>
              {brand.name}
            </span>
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
        {/* The Test Mode banner scrolls away with the page; the header's border keeps the mode's colour. */}
        {testMode && (
          <Suspense fallback={null}>
            <TestModeBanner />
          </Suspense>
        )}
        <Header
          ref={header}
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 100,
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
              <Suspense fallback={companyName}>
                <CompanySelector data={data} />
              </Suspense>
            ) : (
              companyName
            )}
          </Flex>
          <Flex align="center" gap={8}>
            {subject && <PaletteLauncher menu={menu} subject={subject} />}
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
                    <UserMark />
                    <span data-testid="user-name">{data?.user.name}</span>
                  </Flex>
                </Button>
              </Dropdown>
            )}
          </Flex>
        </Header>
        <Content id={MAIN_CONTENT} tabIndex={-1} style={{ margin: 24 }}>
          <AppBreadcrumb />
          <StickyTop value={headerHeight}>
            <Suspense fallback={<Spin />}>
              <Outlet />
            </Suspense>
          </StickyTop>
        </Content>
        <Footer style={{ textAlign: 'center', color: token.colorTextSecondary }}>
          © <span data-testid="copyright-year">{new Date().getFullYear()}</span> {brand.name} ·{' '}
          {CONSOLE_VERSION}
        </Footer>
      </Layout>
    </Layout>
  );
}
