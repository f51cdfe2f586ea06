import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Flex, Layout, Spin, theme } from 'antd';
import { ExportOutlined, LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { BRANDINGS } from '@console/contract/branding';
import { CONSOLE_VERSION, type EnvironmentId } from '@console/contract/constants';
import { TWO_STEP_SIGN_IN_PATH } from '@console/contract/session/gates';
import { routes } from '../routes';
import { accessSubjectOf, mustEnrolSecondFactor, useBootstrap } from '../kit/bootstrap';
import { selectedMenuKey, visibleMenu } from './navigation';
import { AppBreadcrumb } from './AppBreadcrumb';
import { useSiderCollapsed } from './useSiderCollapsed';
import { useNarrowWindow } from './useNarrowWindow';
import { TestModeMark, TestModeSwitch, testModeAvailable, TEST_MODE_COLOR } from './TestMode';
import { logOff } from '../kit/data/logout';
import { PageNameProvider } from '../kit/pageName';
import { useWindowTitle } from './windowTitle';
import { ThemeMenu } from './theme/ThemeMenu';
import { SkipLink } from './SkipLink';
import { StickyTop, useMeasuredHeight } from '../kit/stickyTop';
import { PaletteLauncher } from './palette/PaletteLauncher';
import { useFeedback } from '../kit/feedback';
import { HoverTooltip } from '../kit/widgets/HoverTooltip';
import { LazyDropdown } from '../kit/widgets/LazyDropdown';

const { Header, Sider, Content, Footer } = Layout;

const MAIN_CONTENT = 'main-content';

/*
 * Loaded after the first render, to keep the first load light (issue 11 item 4): the company Select
 * (with its virtual list) and the Test Mode banner (an Alert) weigh ~18 KB gzip that the first page
 * can do without for the moment they take. Until the selector arrives the header names the company.
 */
const CompanySelector = lazy(() => import('./CompanySelector').then((m) => ({ default: m.CompanySelector })));
const TestModeBanner = lazy(() => import('./TestModeBanner').then((m) => ({ default: m.TestModeBanner })));
/*
 * The sidebar's menu too (antd's Menu): it loads beside the first page, which needs its own chunk
 * anyway, and the sidebar shows its brand and Test Mode until then.
 */
const SiderMenu = lazy(() => import('./SiderMenu'));

/**
 * The user's round mark in the header, drawn as antd's small icon Avatar is (its size, colours and
 * border) by a plain element: Avatar brings its group and popover, ~3 KB gzip of the first load.
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
  const narrow = useNarrowWindow();
  const { token } = theme.useToken();
  const brand = BRANDINGS[(data?.environmentId ?? 1) as EnvironmentId];
  const testMode = Boolean(data?.testMode);
  const [header, headerHeight] = useMeasuredHeight<HTMLElement>();

  const navigate = useNavigate();
  const subject = useMemo(() => (data ? accessSubjectOf(data) : undefined), [data]);
  // Until a second factor the console requires is set up, no page but its enrolment opens.
  const enrolling = data ? mustEnrolSecondFactor(data) : false;
  const menu = useMemo(
    () => (subject && !enrolling ? visibleMenu(routes, subject) : []),
    [subject, enrolling],
  );
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
        collapsedWidth={narrow ? 0 : 80}
        data-testid="sider"
        className="app-sider"
        // The sidebar and the header stay in place while a long page scrolls; the sidebar's content
        // scrolls on its own when its menu is longer than the window (global.css .app-sider).
        style={{
          background: brand.siderColor,
          position: 'sticky',
          top: 0,
          height: '100vh',
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
        <Suspense fallback={null}>
          <SiderMenu menu={menu} collapsed={collapsed} selected={selected} open={open} />
        </Suspense>
        {data && testModeAvailable(data) && <TestModeSwitch data={data} collapsed={collapsed} />}
      </Sider>
      {/* minWidth 0: a flex item is otherwise as wide as its widest content (a table), and the whole
          page would scroll sideways instead of the table inside its own box. */}
      <Layout style={{ minWidth: 0 }}>
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
            padding: narrow ? '0 12px' : '0 24px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: narrow ? 4 : 16,
            borderBottom: testMode ? `3px solid ${TEST_MODE_COLOR}` : `1px solid ${token.colorSplit}`,
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
            {testMode && <TestModeMark />}
          </Flex>
          <Flex align="center" gap={narrow ? 0 : 8}>
            {subject && !enrolling && <PaletteLauncher menu={menu} subject={subject} iconOnly={narrow} />}
            {data?.customerSiteUrl && (
              <HoverTooltip title="Open the customer site">
                <Button
                  type="text"
                  icon={<ExportOutlined />}
                  href={data.customerSiteUrl}
                  target="_blank"
                  rel="noopener"
                  aria-label={narrow ? 'Customer' : undefined}
                >
                  {!narrow && 'Customer'}
                </Button>
              </HoverTooltip>
            )}
            <ThemeMenu />
            {/* Signed out (the public Terms page) there is nobody to sign out. */}
            {data && (
              <LazyDropdown
                menu={{
                  items: [
                    {
                      key: 'twoStep',
                      icon: <SafetyOutlined />,
                      label: 'Two-step sign-in',
                      onClick: () => void navigate(TWO_STEP_SIGN_IN_PATH),
                    },
                    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', onClick: confirmLogout },
                  ],
                }}
              >
                <Button type="text" data-testid="user-menu">
                  <Flex align="center" gap={8}>
                    <UserMark />
                    <span data-testid="user-name" className={narrow ? 'visually-hidden' : undefined}>
                      {data?.user.name}
                    </span>
                  </Flex>
                </Button>
              </LazyDropdown>
            )}
          </Flex>
        </Header>
        <Content id={MAIN_CONTENT} tabIndex={-1} style={{ margin: narrow ? 12 : 24 }}>
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
