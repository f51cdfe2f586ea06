import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** One page of the web's route table, its path made absolute. */
export interface TableRoute {
  path: string;
  title: string;
  /** A route that only sends elsewhere. */
  redirect?: string;
}

interface Entry {
  path: string;
  meta: { title: string };
  redirect?: string;
  children?: Entry[];
}

const FEATURES = path.resolve(import.meta.dirname, '../web/src/features');

/**
 * Every page of the web's route table, read from the same files web/src/routes.ts gathers (each
 * family's features/<family>/routes.tsx, plain data), so a page a family adds is in the browser
 * suite's walk the day it is added. Menu groups (no path of their own) are left out.
 */
export async function routeTable(): Promise<TableRoute[]> {
  const pages: TableRoute[] = [];
  const walk = (entries: Entry[], parent: string) => {
    for (const entry of entries) {
      const absolute = entry.path.startsWith('/')
        ? entry.path
        : entry.path
          ? `${parent}/${entry.path}`
          : parent;
      if (entry.path) pages.push({ path: absolute, title: entry.meta.title, redirect: entry.redirect });
      walk(entry.children ?? [], absolute);
    }
  };
  for (const family of readdirSync(FEATURES).sort()) {
    const file = path.join(FEATURES, family, 'routes.tsx');
    if (existsSync(file)) walk(((await import(file)) as { routes: Entry[] }).routes, '');
  }
  return pages;
}
