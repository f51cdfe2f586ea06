import { describe, expect, it } from 'vitest';
import { dvsApi } from '@console/contract/dvs/api';
import * as dvsCalls from '@console/contract/dvs/call-gates';
import { collectorApi } from '@console/contract/collector/api';
import { chainGate, pageGate, withCallGates, type AppRoute, type RouteMeta } from './kit/routeTypes';
import { routes } from './routes';

/** Every page of the table with the metas on the way down to it, its own last. */
function pagesOf(table: readonly AppRoute[], parents: readonly RouteMeta[] = []) {
  return table.flatMap((route): { route: AppRoute; chain: RouteMeta[] }[] => {
    const chain = [...parents, route.meta];
    return [...(route.page ? [{ route, chain }] : []), ...pagesOf(route.children ?? [], chain)];
  });
}

const label = (route: AppRoute) => route.name ?? route.path;

describe('the route table', () => {
  it('names, for every page, the call that feeds it, or says why it has none', () => {
    const pages = pagesOf(routes);
    expect(pages.length).toBeGreaterThan(50);
    for (const { route } of pages) {
      expect(Boolean(route.call) !== Boolean(route.noCall), `${label(route)}: one of call and noCall`).toBe(
        true,
      );
    }
  });

  it('gates each page as its call, and no group asks more than its pages’ calls do', () => {
    for (const { route, chain } of pagesOf(routes)) {
      if (!route.call) continue;
      expect(chainGate(chain), label(route)).toEqual(pageGate(route.call));
    }
  });

  it('takes the gate from the contract’s call: the DIVE requests page is gated as dvsApi.requests', () => {
    const page = pagesOf(routes).find(({ route }) => route.name === 'DvsRequests');
    expect(page?.route.call).toBe(dvsCalls.requests);
    expect(page?.route.meta).toMatchObject(pageGate(dvsApi.requests.gate));
    const tokens = pagesOf(routes).find(({ route }) => route.name === 'collectorTokens');
    expect(tokens?.route.meta.permission).toBe(collectorApi.tokens.list.gate.permission);
  });

  it('refuses a page that names its call and writes a gate as well', () => {
    const restated: AppRoute = {
      path: '/x',
      name: 'Restated',
      meta: { title: 'X', module: 'DVS' },
      page: 'X',
      call: dvsCalls.requests,
    };
    expect(() => withCallGates([{ path: '', meta: { title: 'Group' }, children: [restated] }])).toThrow(
      'Restated names its call and writes a gate of its own',
    );
  });
});
