import { createContext, useContext, useMemo } from 'react';
import { canAccess } from '@console/contract/access';
import { accessSubjectOf, useBootstrap } from './bootstrap';
import { joinRoutePath, type AppRoute } from './routeTypes';

/**
 * The app's route table, given by the app (App.tsx) to the pages below it: a page links by a route's
 * name without importing the table, which imports every family's pages.
 */
export const RouteTable = createContext<readonly AppRoute[]>([]);

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
export function namedRoutePath(
  name: string,
  params: Record<string, string | number>,
  table: readonly AppRoute[],
) {
  const template = templateOf(table, name);
  return template && filled(template, name, params);
}

/** A function of a route name and its params: the path, when the signed-in user may open it. */
export function useNamedRoutes() {
  const table = useContext(RouteTable);
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

/** The whole path of the route named `name`: a child's relative path joined to its parents'. */
function templateOf(table: readonly AppRoute[], name: string, parent = ''): string | undefined {
  for (const route of table) {
    const path = route.path ? joinRoutePath(parent || '/', route.path) : parent;
    if (route.name === name) return path;
    const child = route.children && templateOf(route.children, name, path);
    if (child) return child;
  }
  return undefined;
}

/**
 * A family's links to its own pages, built from its route table, where each page's path is written
 * once: `pathTo(routes, 'Faces.User')({ id })`. A name the table lacks fails as the family's
 * paths module loads, so a renamed route cannot leave a link behind.
 */
export function pathTo(table: readonly AppRoute[], name: string) {
  const template = templateOf(table, name);
  if (!template) throw new Error(`no route is named ${name}`);
  return (params: Record<string, string | number> = {}) => filled(template, name, params);
}

/** A route's template with its `:params` filled in; a parameter left out is a mistake of the caller. */
function filled(template: string, name: string, params: Record<string, string | number>) {
  return template.replace(/:([A-Za-z_]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs ${key}`);
    return encodeURIComponent(String(value));
  });
}
