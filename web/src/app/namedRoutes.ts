import { useMemo } from 'react';
import { canAccess } from '@console/contract/access';
import { routes, type AppRoute } from '../routes';
import { accessSubjectOf, useBootstrap } from './bootstrap';

/**
 * Named routes (console-core §2: pages link to each other by a route's name and an id, never by a
 * path written twice). A name that no family declares yet, or a page the user may not open, links
 * nowhere: the caller shows plain text instead.
 */
function findNamed(table: readonly AppRoute[], name: string): AppRoute | undefined {
  for (const route of table) {
    if (route.name === name) return route;
    const child = route.children && findNamed(route.children, name);
    if (child) return child;
  }
  return undefined;
}

/** The path of a named route with its `:params` filled in, or undefined when there is no such route. */
export function namedRoutePath(name: string, params: Record<string, string | number>, table = routes) {
  const route = findNamed(table, name);
  return route?.path.replace(/:([A-Za-z_]+)/g, (_match, key: string) =>
    encodeURIComponent(String(params[key])),
  );
}

/** A function of a route name and its params: the path, when the signed-in user may open it. */
export function useNamedRoutes(table = routes) {
  const data = useBootstrap();
  return useMemo(() => {
    const subject = data ? accessSubjectOf(data) : undefined;
    return (name: string, params: Record<string, string | number>) => {
      const route = findNamed(table, name);
      if (!route || !subject || !canAccess(route.meta, subject)) return undefined;
      return namedRoutePath(name, params, table);
    };
  }, [data, table]);
}
