import type { ComponentType } from 'react';
import type { Gate } from '@console/contract/gates';
import { isEveryday } from '@console/contract/permissions';
import type { MenuIconName } from './menuIcons';

/**
 * The route table's entries. Each family folder exports its own (features/<family>/routes.tsx);
 * routes.tsx gathers them, and the router, the menu, the breadcrumb and the guards all derive from
 * the gathered table. A page names the call that feeds it, from its family's call-gates.ts
 * (contract/src/<family>/call-gates.ts: generated plain data, so the route table does not bring
 * typebox and every schema into the first load), and its gate is that call's (withCallGates): the
 * web hides exactly what the server would refuse, and a gate is written only on the call. A menu
 * group writes its family's gate (contract/src/<family>/gates.ts), which its pages' calls include
 * (routes.test.ts).
 */
export interface RouteMeta extends Pick<Gate, 'permission' | 'module' | 'featureId' | 'project'> {
  title: string;
  /** Position in the sidebar, ascending. */
  order?: number;
  /** The sidebar's icon for the entry, by name (menuIcons.ts, drawn with the menu). */
  icon?: MenuIconName;
  /** Reachable by URL but not in the menu. */
  hidden?: boolean;
  /** Shown before the user data is loaded (the Terms page). */
  public?: boolean;
}

/** A page module: its default export is the page. */
export type PageModule = { default: ComponentType };

/**
 * A family's page loaders (features/<family>/pages.ts), by the page module's name. They are not in
 * the route table because every `import()` of a page carries the list of chunks Vite preloads with
 * it (hashed file names, ~4.4 KB gzip for the whole table) and the route table is in index.html's
 * script; app/pages.ts gathers them in a chunk of their own, which the router asks for as the app starts.
 */
export type PageLoaders = Record<string, () => Promise<PageModule>>;

/**
 * `Page` is the names a family's route table may use for its pages: `keyof typeof pages` of its
 * pages.ts, so a page that is not there does not compile.
 */
export interface AppRoute<Page extends string = string> {
  /** Absolute ('/collector'), relative to the parent (':id'), or '' for a menu group. */
  path: string;
  /** The name other pages link by (console-core §2, named routes). */
  name?: string;
  meta: RouteMeta;
  /** The page module's name in the family's pages.ts (a group or a redirect has none). */
  page?: Page;
  /**
   * The call that feeds the page, by its gate in the family's call-gates.ts (`dvsCalls.requests`):
   * the page's gate is that call's (withCallGates).
   */
  call?: Gate;
  /** Why a page is fed by no call (the Terms, the roles matrix): its meta's gate is then its own. */
  noCall?: string;
  /** A route that only sends elsewhere (the settings root to mainUsers). */
  redirect?: string;
  /** Pages without the shell: sign-out, 404. */
  layout?: 'shell' | 'blank';
  children?: AppRoute<Page>[];
}

/**
 * The parts of a call's gate that decide whether a page shows (writes and public do not, nor a
 * permission every staff user holds: a page that reads the company's data is gated by what the
 * company has, and a family's default gate, which names none, states the same page gate).
 */
export function pageGate({
  permission,
  module,
  featureId,
  project,
}: Gate): Pick<Gate, 'permission' | 'module' | 'featureId' | 'project'> {
  const deciding = permission && !isEveryday(permission) ? permission : undefined;
  return Object.fromEntries(
    Object.entries({ permission: deciding, module, featureId, project }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

/** A route's whole path: a child's relative path (':id') joined to its parent's; an absolute one kept. */
export const joinRoutePath = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;

const GATE_KEYS = ['permission', 'module', 'featureId', 'project'] as const;

/**
 * The table with each page's gate taken from the call that feeds it. A page that names its call and
 * writes a gate as well is refused as the table is made: the gate would be restated, and could drift.
 */
export function withCallGates<Page extends string>(table: readonly AppRoute<Page>[]): AppRoute<Page>[] {
  return table.map((route) => {
    if (route.call && GATE_KEYS.some((key) => route.meta[key] !== undefined)) {
      throw new Error(`${route.name ?? route.path} names its call and writes a gate of its own`);
    }
    return {
      ...route,
      meta: route.call ? { ...route.meta, ...pageGate(route.call) } : route.meta,
      ...(route.children ? { children: withCallGates(route.children) } : {}),
    };
  });
}

/**
 * The gate the router enforces for a page: every gate on the way down from its top group merged,
 * the nearer one's keys winning (a group's permission applies to every page in it).
 */
export function chainGate(
  metas: readonly RouteMeta[],
): Pick<Gate, 'permission' | 'module' | 'featureId' | 'project'> {
  return metas.reduce((all, meta) => ({ ...all, ...pageGate(meta) }), {});
}
