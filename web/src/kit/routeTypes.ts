import type { ComponentType } from 'react';
import type { Gate } from '@console/contract/gates';
import { isEveryday } from '@console/contract/permissions';
import type { MenuIconName } from './menuIcons';

/**
 * The route table's entries. Each family folder exports its own (features/<family>/routes.tsx);
 * routes.tsx gathers them, and the router, the menu, the breadcrumb and the guards all derive from
 * the gathered table. A page's gate is its main call's gate, read from the family's gates module
 * (contract/src/<family>/gates.ts: plain data apart from the schemas, so the route table does not
 * bring typebox and every schema into the first load); each family's routes.test.ts holds its pages
 * to their main calls' gates, so the web hides exactly what the server would refuse.
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

/**
 * The gate the router enforces for a page: every gate on the way down from its top group merged,
 * the nearer one's keys winning (a group's permission applies to every page in it).
 */
export function chainGate(
  metas: readonly RouteMeta[],
): Pick<Gate, 'permission' | 'module' | 'featureId' | 'project'> {
  return metas.reduce((all, meta) => ({ ...all, ...pageGate(meta) }), {});
}
