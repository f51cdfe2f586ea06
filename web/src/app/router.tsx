import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { Spin } from 'antd';
import { canAccess } from '@console/contract/access';
import { routes, type AppRoute } from '../routes';
import { chainGate, joinRoutePath, type PageLoaders, type PageModule } from '../kit/routeTypes';
import { TWO_STEP_SIGN_IN_PATH } from '@console/contract/session/gates';
import { accessSubjectOf, mustEnrolSecondFactor, useBootstrap } from '../kit/bootstrap';
import { Shell } from './Shell';
import { BlankLayout } from './BlankLayout';
import { PageFailed } from './PageFailed';

/** What each router entry carries for the shell: its place in the route table's hierarchy. */
export interface RouteHandle {
  /** Titles from the root to this route; groups have no path. */
  trail: { title: string; path?: string }[];
}

let pageLoaders: Promise<PageLoaders> | undefined;

/**
 * The page loaders' chunk (app/pages.ts), asked for once. createRouter asks for it as the app
 * starts, so it loads while the shell renders, before the first page needs it. A failed load is
 * forgotten, so the next navigation asks again rather than every page failing until a reload.
 */
function loadPageLoaders(): Promise<PageLoaders> {
  pageLoaders ??= import('./pages').then(
    (module) => module.pageLoaders,
    (error: unknown) => {
      pageLoaders = undefined;
      throw error;
    },
  );
  return pageLoaders;
}

/** How long a page whose files failed to load waits before it asks for them once more. */
export const PAGE_RETRY_DELAY_MS = 1000;

/**
 * A page's module, asked for twice before it fails: a dropped connection should not leave the page
 * broken, since React.lazy keeps a failure until the page is reloaded (PageFailed then offers the
 * reload). The second ask fetches the files again where the browser no longer keeps a failed module
 * fetch (whatwg/html#10327: Firefox and Safari; Chromium's change is under way); where it does, it
 * only costs the delay. The loaders' own chunk (app/pages.ts) is always asked for again.
 */
export async function loadPage(
  name: string,
  loaders: () => Promise<PageLoaders> = loadPageLoaders,
  retryDelayMs = PAGE_RETRY_DELAY_MS,
): Promise<PageModule> {
  const load = async () => {
    const loader = (await loaders())[name];
    if (!loader) throw new Error(`No page named ${name} in features/*/pages.ts`);
    return loader();
  };
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return load();
  }
}

const pageFallback = <Spin size="large" style={{ display: 'block', margin: '120px auto' }} />;

/**
 * Renders a page when the user may open it; otherwise /forbidden, as the server would answer 403.
 * Until the user's roles are known (the page data), only public pages such as Terms render; while
 * the console requires a second factor the user has not set up, only its enrolment page does.
 */
function Guarded({ route, page: Page }: { route: AppRoute; page: ComponentType }) {
  const data = useBootstrap();
  const { pathname } = useLocation();
  if (!data && !route.meta.public) return pageFallback;
  const enrolment = pathname.toLowerCase() === TWO_STEP_SIGN_IN_PATH.toLowerCase();
  if (data && mustEnrolSecondFactor(data) && !route.meta.public && !enrolment) {
    return <Navigate to={TWO_STEP_SIGN_IN_PATH} replace />;
  }
  if (data && !canAccess(route.meta, accessSubjectOf(data))) return <Navigate to="/forbidden" replace />;
  return (
    <Suspense fallback={pageFallback}>
      <Page />
    </Suspense>
  );
}

/** Any unknown path lands on /404 with where it came from. */
function RedirectToNotFound() {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return <Navigate to={`/404?redirectedFrom=${encodeURIComponent(from)}`} replace />;
}

/**
 * The table's tree, flattened into router entries with absolute paths. A route's gate holds for
 * its children too (a group's roles apply to every page in it).
 */
function flatten(
  list: AppRoute[],
  parent: { path: string; trail: RouteHandle['trail']; gates: AppRoute['meta'][] },
): (RouteObject & { layout: 'shell' | 'blank' })[] {
  return list.flatMap((route) => {
    const path = route.path ? joinRoutePath(parent.path || '/', route.path) : parent.path;
    const trail = [...parent.trail, { title: route.meta.title, ...(route.page && path ? { path } : {}) }];
    const gates = [...parent.gates, route.meta];
    const own: (RouteObject & { layout: 'shell' | 'blank' })[] = [];
    const { page } = route;
    if (page && path) {
      // Every gate on the way down must hold; merge them into the page's own check.
      const guardedRoute: AppRoute = { ...route, meta: { ...route.meta, ...chainGate(gates) } };
      own.push({
        path,
        layout: route.layout ?? 'shell',
        handle: { trail } satisfies RouteHandle,
        // lazy() once per route, when the router is made: the chunk loads on first visit.
        element: <Guarded route={guardedRoute} page={lazy(() => loadPage(page))} />,
        errorElement: <PageFailed />,
      });
    } else if (route.redirect && path) {
      own.push({ path, layout: route.layout ?? 'shell', element: <Navigate to={route.redirect} replace /> });
    }
    return [...own, ...flatten(route.children ?? [], { path, trail, gates })];
  });
}

export function routeObjects(table: AppRoute[] = routes): RouteObject[] {
  const entries = flatten(table, { path: '', trail: [], gates: [] });
  const strip = ({ layout: _layout, ...entry }: RouteObject & { layout: string }) => entry as RouteObject;
  return [
    { element: <Shell />, children: entries.filter((e) => e.layout === 'shell').map(strip) },
    {
      element: <BlankLayout />,
      children: [
        ...entries.filter((e) => e.layout === 'blank').map(strip),
        { path: '*', element: <RedirectToNotFound /> },
      ],
    },
  ];
}

export function createRouter() {
  void loadPageLoaders();
  return createBrowserRouter(routeObjects());
}
