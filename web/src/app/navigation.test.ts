import { Permission } from '@console/contract/permissions';
import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '@console/contract/access';
import type { AppRoute } from '../routes';
import {
  BREADCRUMB_DEPTH_CAP,
  breadcrumbOf,
  companySwitchLanding,
  selectedMenuKey,
  visibleMenu,
} from './navigation';

/** A route with a page (its module's name; visibleMenu never loads it). */
const page = 'SomePage';
const subject = (over: Partial<AccessSubject> = {}): AccessSubject => ({
  roles: ['Support'],
  modules: [{ name: 'Faces', featureIds: ['faceReports'] }],
  projects: [],
  ...over,
});

const titles = (routes: AppRoute[], s: AccessSubject) => visibleMenu(routes, s).map((e) => e.title);

describe('visibleMenu', () => {
  it('orders entries by their order number', () => {
    const routes: AppRoute[] = [
      { path: '/b', meta: { title: 'B', order: 2 }, page },
      { path: '/a', meta: { title: 'A', order: 1 }, page },
      { path: '/c', meta: { title: 'C' }, page },
    ];
    expect(titles(routes, subject())).toEqual(['A', 'B', 'C']);
  });

  it('leaves out hidden routes', () => {
    const routes: AppRoute[] = [{ path: '/x', meta: { title: 'X', hidden: true }, page }];
    expect(titles(routes, subject())).toEqual([]);
  });

  it('shows a route to staff whose roles grant its permission, roles compared in lowercase', () => {
    const routes: AppRoute[] = [
      { path: '/s', meta: { title: 'S', permission: Permission.ManageStaff }, page },
    ];
    expect(titles(routes, subject({ roles: ['admin'] }))).toEqual(['S']);
    expect(titles(routes, subject({ roles: ['Checkpoint'] }))).toEqual([]);
  });

  it('hides a route whose module the company lacks', () => {
    const routes: AppRoute[] = [
      { path: '/f', meta: { title: 'F', module: 'Faces' }, page },
      { path: '/d', meta: { title: 'D', module: 'DVS' }, page },
    ];
    expect(titles(routes, subject())).toEqual(['F']);
  });

  it('hides a route whose feature the module lacks', () => {
    const routes: AppRoute[] = [
      { path: '/r', meta: { title: 'R', module: 'Faces', featureId: 'faceReports' }, page },
      { path: '/q', meta: { title: 'Q', module: 'Faces', featureId: 'other' }, page },
    ];
    expect(titles(routes, subject())).toEqual(['R']);
  });

  it('hides a project route when the company has subscriptions but not that project', () => {
    const routes: AppRoute[] = [{ path: '/p', meta: { title: 'P', project: 'DVS' }, page }];
    expect(titles(routes, subject({ projects: ['Faces'] }))).toEqual([]);
    expect(titles(routes, subject({ projects: ['DVS'] }))).toEqual(['P']);
    expect(titles(routes, subject({ projects: [] }))).toEqual(['P']);
  });

  it("shows a group as a submenu of its visible children, and applies the group's gate to them", () => {
    const routes: AppRoute[] = [
      {
        path: '',
        meta: { title: 'Settings', permission: Permission.ManageStaff },
        children: [{ path: '/Users', meta: { title: 'Users' }, page }],
      },
    ];
    const admin = visibleMenu(routes, subject({ roles: ['Admin'] }));
    expect(admin).toMatchObject([{ title: 'Settings', children: [{ key: '/Users', title: 'Users' }] }]);
    expect(visibleMenu(routes, subject())).toEqual([]);
  });

  it('drops a group whose children are all hidden from the user', () => {
    const routes: AppRoute[] = [
      {
        path: '',
        meta: { title: 'G' },
        children: [{ path: '/x', meta: { title: 'X', module: 'DVS' }, page }],
      },
    ];
    expect(visibleMenu(routes, subject())).toEqual([]);
  });
});

describe('breadcrumbOf', () => {
  it('follows the matched routes, linking all but the current page', () => {
    expect(
      breadcrumbOf([
        { pathname: '/', title: undefined },
        { pathname: '/collector', title: 'Document collector' },
        { pathname: '/collector/R-1', title: 'Collector log' },
      ]),
    ).toEqual([{ title: 'Document collector', path: '/collector' }, { title: 'Collector log' }]);
  });

  it('is capped at a depth of 10', () => {
    const deep = Array.from({ length: 14 }, (_, i) => ({ pathname: `/${i}`, title: `T${i}` }));
    const crumbs = breadcrumbOf(deep);
    expect(crumbs).toHaveLength(BREADCRUMB_DEPTH_CAP);
    expect(crumbs.at(-1)).toEqual({ title: 'T13' });
  });
});

describe('selectedMenuKey', () => {
  it('highlights the deepest entry prefixing the location and opens its group', () => {
    const menu = [
      { key: '/', title: 'Home', order: 1 },
      {
        key: 'group:Settings',
        title: 'Settings',
        order: 2,
        children: [{ key: '/Users', title: 'Users', order: 1 }],
      },
    ];
    expect(selectedMenuKey(menu, '/Users')).toEqual({ selected: '/Users', open: ['group:Settings'] });
    expect(selectedMenuKey(menu, '/')).toEqual({ selected: '/', open: [] });
    expect(selectedMenuKey(menu, '/elsewhere')).toEqual({ open: [] });
  });
});

describe('companySwitchLanding', () => {
  it("sends a record's page to its nearest list, the accounts list from an account", () => {
    expect(companySwitchLanding([{ path: '/' }, { path: '/Accounts/:id' }])).toEqual({
      path: '/',
      ask: true,
    });
    expect(companySwitchLanding([{}, { path: '/collector' }, { path: '/collector/:id' }])).toEqual({
      path: '/collector',
      ask: true,
    });
  });

  it('skips ancestors that name a record themselves, and falls back to the start page', () => {
    expect(companySwitchLanding([{ path: '/a' }, { path: '/a/:id' }, { path: '/a/:id/b/:bid' }])).toEqual({
      path: '/a',
      ask: true,
    });
    expect(companySwitchLanding([{}, { path: '/orphans/:id' }])).toEqual({ path: '/', ask: true });
  });

  it('sends the refusal page to the start page without asking: it shows nothing of the company left', () => {
    expect(companySwitchLanding([{}, { path: '/forbidden' }])).toEqual({ path: '/', ask: false });
  });

  it('keeps a page that shows no record where it is', () => {
    expect(companySwitchLanding([{}, { path: '/Users' }])).toBeUndefined();
    expect(companySwitchLanding([])).toBeUndefined();
  });
});
