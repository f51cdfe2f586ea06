import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { pageLoaders } from './pages';
import type { AppRoute, PageLoaders } from '../kit/routeTypes';

const families = import.meta.glob<{ pages: PageLoaders }>('../features/*/pages.ts', { eager: true });

const pageNames = (table: readonly AppRoute[]): string[] =>
  table.flatMap((route) => [...(route.page ? [route.page] : []), ...pageNames(route.children ?? [])]);

describe('the page loaders (app/pages.ts, from each family’s pages.ts)', () => {
  it('load every page the route table names and no page it does not', () => {
    expect(Object.keys(pageLoaders).sort()).toEqual([...new Set(pageNames(routes))].sort());
  });

  it('hold each page name to one family, so no family’s page hides another’s', () => {
    const names = Object.values(families).flatMap(({ pages }) => Object.keys(pages));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('load a page module with the page as its default export', async () => {
    const load = pageLoaders.ForbiddenPage;
    expect(load).toBeDefined();
    expect((await load?.())?.default).toBeTypeOf('function');
  });
});
