import type { Endpoint } from '@console/contract/kit/endpoint';
import { chainGate, pageGate, type AppRoute, type RouteMeta } from '../kit/routeTypes';

type PageGate = ReturnType<typeof pageGate>;

/**
 * Every page of a route table (a family's routes.tsx) by its route name, or its title where it has
 * none, with the gate the router enforces for it: its own and its groups' merged.
 */
export function enforcedPageGates(table: readonly AppRoute[], parents: readonly RouteMeta[] = []) {
  const gates: Record<string, PageGate> = {};
  for (const route of table) {
    const chain = [...parents, route.meta];
    if (route.page) gates[route.name ?? route.meta.title] = chainGate(chain);
    Object.assign(gates, enforcedPageGates(route.children ?? [], chain));
  }
  return gates;
}

/** What each page's gate must be: the page gate of its main call as the contract declares it. */
export const mainCallGates = (calls: Record<string, Endpoint>): Record<string, PageGate> =>
  Object.fromEntries(Object.entries(calls).map(([page, call]) => [page, pageGate(call.gate)]));
