import { describe, expect, it } from 'vitest';
import { namedRoutePath, pathTo } from './namedRoutes';
import type { AppRoute } from './routeTypes';

const table: AppRoute[] = [
  {
    path: '',
    meta: { title: 'Group' },
    children: [
      {
        path: '/Things',
        name: 'Things',
        meta: { title: 'Things' },
        page: 'ThingsPage',
        children: [{ path: ':id', name: 'Thing', meta: { title: 'Thing' }, page: 'ThingPage' }],
      },
      { path: '/Other/:a/:b', name: 'Other', meta: { title: 'Other' }, page: 'OtherPage' },
    ],
  },
];

describe('pathTo (a family’s links, from its route table)', () => {
  it('builds a named page’s path, a child’s relative path joined to its parent’s', () => {
    expect(pathTo(table, 'Things')()).toBe('/Things');
    expect(pathTo(table, 'Thing')({ id: 7 })).toBe('/Things/7');
    expect(pathTo(table, 'Other')({ a: 'x y', b: 'ref/1' })).toBe('/Other/x%20y/ref%2F1');
  });

  it('fails at once on a name the table lacks, and on a parameter left out', () => {
    expect(() => pathTo(table, 'Renamed')).toThrow('no route is named Renamed');
    expect(() => pathTo(table, 'Other')({ a: 1 })).toThrow('Other needs b');
    expect(() => namedRoutePath('Other', { a: 1 }, table)).toThrow('Other needs b');
    expect(namedRoutePath('Renamed', {}, table)).toBeUndefined();
  });

  it('agrees with the named links pages make for absolute paths', () => {
    expect(namedRoutePath('Other', { a: 1, b: 2 }, table)).toBe(pathTo(table, 'Other')({ a: 1, b: 2 }));
  });
});
