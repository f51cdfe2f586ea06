import { canAccess, type AccessSubject } from '@console/contract/access';
import type { AppRoute } from '../routes';
import { FORBIDDEN_PATH } from '../kit/data/errors';
import { joinRoutePath } from '../kit/routeTypes';

/** Breadcrumbs never grow past this depth (console-core §9). */
export const BREADCRUMB_DEPTH_CAP = 10;

export interface MenuEntry {
  /** The path to open, or the group's key for a submenu. */
  key: string;
  title: string;
  icon?: AppRoute['meta']['icon'];
  order: number;
  children?: MenuEntry[];
}

/**
 * The sidebar: routes the user may open and that are not hidden, ordered by their order number.
 * A group (a route without a page of its own) shows as a submenu when it has visible children;
 * its own gate applies to all of them.
 */
export function visibleMenu(
  routes: readonly AppRoute[],
  subject: AccessSubject,
  parentPath = '',
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const route of routes) {
    if (route.meta.hidden || !canAccess(route.meta, subject)) continue;
    const path = joinRoutePath(parentPath || '/', route.path);
    const children = route.children ? visibleMenu(route.children, subject, path) : [];
    const isGroup = !route.page;
    if (isGroup && children.length === 0) continue;
    entries.push({
      key: isGroup ? `group:${route.meta.title}` : path,
      title: route.meta.title,
      icon: route.meta.icon,
      order: route.meta.order ?? Number.MAX_SAFE_INTEGER,
      ...(isGroup ? { children } : {}),
    });
  }
  return entries.sort((a, b) => a.order - b.order);
}

export interface Crumb {
  title: string;
  /** Where the crumb links to; the last one (the current page) has none. */
  path?: string;
}

/** The breadcrumb of a chain of matched routes, root first, capped at the depth limit. */
export function breadcrumbOf(matches: readonly { pathname: string; title?: string }[]): Crumb[] {
  const titled = matches.filter((m): m is { pathname: string; title: string } => Boolean(m.title));
  const capped = titled.slice(-BREADCRUMB_DEPTH_CAP);
  return capped.map((m, i) =>
    i === capped.length - 1 ? { title: m.title } : { title: m.title, path: m.pathname },
  );
}

/** The menu keys to highlight and open for a location: the deepest entry whose path prefixes it. */
export function selectedMenuKey(
  menu: readonly MenuEntry[],
  pathname: string,
): { selected?: string; open: string[] } {
  let best: { selected?: string; open: string[] } = { open: [] };
  let bestLength = -1;
  const visit = (entries: readonly MenuEntry[], groups: string[]) => {
    for (const entry of entries) {
      if (entry.children) {
        visit(entry.children, [...groups, entry.key]);
        continue;
      }
      const matches =
        entry.key === '/' ? pathname === '/' : pathname === entry.key || pathname.startsWith(`${entry.key}/`);
      if (matches && entry.key.length > bestLength) {
        best = { selected: entry.key, open: groups };
        bestLength = entry.key.length;
      }
    }
  };
  visit(menu, []);
  return best;
}

/** Where a company switch goes, and whether it asks first (console-core §4). */
export interface SwitchLanding {
  path: string;
  ask: boolean;
}

/**
 * Where a company switch lands from a page with this trail (root first). A page whose path names a
 * record (':id') shows something of the company being left, which the next company does not have:
 * it asks first, then lands on its nearest ancestor page that names none (an account on the
 * accounts list), or the start page. The refusal page (/forbidden) said the company being left may
 * not open a page: the next one starts at the start page, without asking. Any other page is the
 * same in every company: undefined, it stays where it is.
 */
export function companySwitchLanding(trail: readonly { path?: string }[]): SwitchLanding | undefined {
  const namesRecord = (path: string) => path.includes(':');
  const current = trail.at(-1)?.path;
  if (current === FORBIDDEN_PATH) return { path: '/', ask: false };
  if (!current || !namesRecord(current)) return undefined;
  const parent = trail
    .slice(0, -1)
    .reverse()
    .find((t) => t.path && !namesRecord(t.path));
  return { path: parent?.path ?? '/', ask: true };
}
