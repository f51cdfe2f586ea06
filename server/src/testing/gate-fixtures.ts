import type { TestContext } from './harness.ts';

/**
 * What the generated gate suite needs of a route with path parameters: a call naming another
 * company's record (the fixtures' companyB), with a body that passes validation where the route
 * takes one, so that the answer can only be the tenant's 404. Keyed by the descriptor's method and
 * path, e.g. 'GET /api/CommonAccount/{id}'.
 */
export interface GateCall {
  params: Record<string, string | number>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}
export type GateFixture = (t: TestContext) => Promise<GateCall>;
export type GateFixtures = Record<string, GateFixture>;

/**
 * A family's fixtures (its gate-fixtures.ts): `gateFixtures` for routes whose records belong to a
 * company, and `providerGateFixtures` for routes whose records belong to no company (the
 * provider's background jobs), each a call naming a record that exists; the suite checks that such
 * a record is found whichever company is administered.
 */
export interface FamilyGateFixtures {
  gateFixtures?: GateFixtures;
  providerGateFixtures?: GateFixtures;
}
