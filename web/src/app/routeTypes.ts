import type { ComponentType, ReactNode } from 'react';
import type { Gate } from '@console/contract/gates';

/**
 * The route table's entries. Each family folder exports its own (features/<family>/routes.tsx);
 * routes.tsx gathers them, and the router, the menu, the breadcrumb and the guards all derive from
 * the gathered table. A page's gate is its main call's gate, read from the family's gates module
 * (contract/src/<family>-gates.ts: plain data apart from the schemas, so the route table does not
 * bring typebox and every schema into the first load); each family's routes.test.ts holds its pages
 * to their main calls' gates, so the web hides exactly what the server would refuse.
 */
export interface RouteMeta extends Pick<Gate, 'roles' | 'module' | 'featureId' | 'project'> {
  title: string;
  /** Position in the sidebar, ascending. */
  order?: number;
  icon?: ReactNode;
  /** Reachable by URL but not in the menu. */
  hidden?: boolean;
  /** Shown before the user data is loaded (the Terms page). */
  public?: boolean;
}

export interface AppRoute {
  /** Absolute ('/collector'), relative to the parent (':id'), or '' for a menu group. */
  path: string;
  /** The name other pages link by (console-core §2, named routes). */
  name?: string;
  meta: RouteMeta;
  page?: () => Promise<{ default: ComponentType }>;
  /** A route that only sends elsewhere (the settings root to mainUsers). */
  redirect?: string;
  /** Pages without the shell: sign-out, 404. */
  layout?: 'shell' | 'blank';
  children?: AppRoute[];
}

/** The parts of a call's gate that decide whether a page shows (writes and public do not). */
export function pageGate({
  roles,
  module,
  featureId,
  project,
}: Gate): Pick<Gate, 'roles' | 'module' | 'featureId' | 'project'> {
  return Object.fromEntries(
    Object.entries({ roles, module, featureId, project }).filter(([, value]) => value !== undefined),
  );
}

/**
 * The gate the router enforces for a page: every gate on the way down from its top group merged,
 * the nearer one's keys winning (a group's roles apply to every page in it).
 */
export function chainGate(
  metas: readonly RouteMeta[],
): Pick<Gate, 'roles' | 'module' | 'featureId' | 'project'> {
  return metas.reduce((all, meta) => ({ ...all, ...pageGate(meta) }), {});
}
