import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@console/contract/kit';
import { ALL_ROLES, Module, Role, type Gate } from '@console/contract/gates';
import { permissionsOf, type Permission } from '@console/contract/permissions';
import type { GateCall, GateFixture } from '../testing/gate-fixtures.ts';
import { loadGateFixtures } from '../testing/gate-suite.ts';
import {
  createTestContext,
  grantEveryModule,
  grantEveryProject,
  type TestClient,
  FIXTURE_ROLES,
} from '../testing/harness.ts';
import { appRoutes, type AppRoute } from '../testing/routes.ts';
import { isProductCall } from './openapi.ts';

/**
 * The generated gate suite: every registered /api and /Authorize route is called as each kind of
 * caller its gate must refuse, so a route whose gate is missing or wrong fails here by name.
 */

/** A route behind a gate: every /api and /Authorize route (registration refuses one without). */
type GatedRoute = AppRoute & { gate: Gate };

const isGated = (route: AppRoute): route is GatedRoute => route.gate !== undefined;

const t = await createTestContext();
await t.app.ready();
afterAll(() => t.close());

const allRoutes = appRoutes(t.app);
const routes = allRoutes.filter(isGated);
const { tenant: fixtures, provider: providerFixtures } = await loadGateFixtures();
const keyOf = (route: GatedRoute) => `${route.method} ${route.path}`;
const named = (list: GatedRoute[]) => list.map((route) => [keyOf(route), route] as const);

/** Any value fits a path parameter here: the gate answers before the parameters are validated. */
const urlOf = (route: GatedRoute, params: GateCall['params'] = {}) =>
  fillPath(route.path, Object.fromEntries(route.params.map((name) => [name, params[name] ?? 1]))).replace(
    '*',
    'x',
  );

const call = (client: TestClient, route: GatedRoute, withoutToken = false) =>
  client.request({
    method: route.method,
    url: urlOf(route),
    ...(route.method === 'GET' ? {} : { body: {} }),
    withoutToken,
  });

/** The gate's refusal of a missing module (http/errors.ts forbidden()). */
const FORBIDDEN = 'You do not have permission to do this';

const messageOf = (body: string) => (JSON.parse(body) as { message?: string }).message ?? '';

let admin: TestClient;
let readonly: TestClient;
let anonymous: TestClient;
beforeAll(async () => {
  [admin, readonly, anonymous] = await Promise.all([t.signIn('admin'), t.signIn('readonly'), t.anonymous()]);
});

/** The admin's call of a route as its fixture makes it: the record's ids, the query and the body. */
async function callAsFixture(route: GatedRoute, fixture: GateFixture) {
  const { params, query, body } = await fixture(t);
  return admin.request({
    method: route.method,
    url: urlOf(route, params),
    query,
    body: route.method === 'GET' ? undefined : (body ?? {}),
  });
}

/** Switches the admin's session to administer `company`. */
const administer = (company: number) => admin.post('/api/user/AdministeredCompany', { companyType: company });

it('finds the routes', () => {
  expect(routes.length).toBeGreaterThan(20);
});

describe('401 when signed out', () => {
  it.each(named(routes.filter((route) => !route.gate.public)))('%s', async (_key, route) => {
    expect((await call(anonymous, route)).statusCode).toBe(401);
  });
});

/**
 * The product API (/ingest/: machine calls, no gate) is closed by its bearer token instead: every
 * such call, a new one too, answers 401 in the error shape to a call without one, before it reads
 * or validates anything (its authenticate step, kit/register.ts). Its public document and pages
 * are no calls (isProductCall, http/openapi.ts).
 */
describe('401 without a bearer token: every product API call (/ingest/)', () => {
  const productApi = allRoutes.filter((route) => isProductCall(route.path));
  it('finds them', () => expect(productApi.length).toBeGreaterThan(3));
  it.each(productApi.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_key, route) => {
      const url = fillPath(route.path, Object.fromEntries(route.params.map((name) => [name, 'x1'])));
      const response = await t.app.inject({
        method: route.method,
        url,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ code: 'Unauthorized', message: expect.any(String) });
    },
  );
});

describe('403 without the anti-forgery token', () => {
  it.each(named(routes.filter((route) => route.method !== 'GET')))('%s', async (_key, route) => {
    const response = await call(admin, route, true);
    expect(response.statusCode).toBe(403);
    expect(messageOf(response.body)).toMatch(/anti-forgery/);
  });
});

describe('403 for read-only staff on a change', () => {
  it.each(named(routes.filter((route) => route.gate.writes && !route.gate.public)))(
    '%s',
    async (_key, route) => {
      const response = await call(readonly, route);
      expect(response.statusCode).toBe(403);
      expect(messageOf(response.body)).toBe('Your account is read-only');
    },
  );
});

/**
 * The permission column: every signed-in route called as staff holding each role alone, as the
 * Admin of the fixtures (Admin, Super Admin and Checkpoint) and as staff without a role. The answer
 * must be the table's (contract/src/permissions.ts): a refusal is a 403 naming the permission the
 * route declares; a grant is anything but a 403 (a 400 or a 404 for the placeholder input is fine).
 */
describe('the permission table, route by route', () => {
  // Every fixture user but the read-only one (refused every change before its permission).
  const callers = Object.entries(FIXTURE_ROLES)
    .filter(([name]) => name !== 'readonly')
    .map(([name, roles]) => ({ name, roles: roles as readonly Role[] }));
  const clients = new Map<string, TestClient>();
  beforeAll(async () => {
    for (const caller of callers) clients.set(caller.name, await t.signIn(caller.name));
  });

  it('covers every role, so a new role cannot go unproven', () => {
    const proven = new Set(callers.flatMap((caller) => caller.roles));
    expect(ALL_ROLES.filter((role) => !proven.has(role))).toEqual([]);
  });

  // The suite below proves the server enforces what each route declares; this pins what each
  // declares, so a changed permission is a changed line in review (route-permissions.txt).
  it('declares the permissions written down in route-permissions.txt', async () => {
    const table = routes
      .filter((route) => !route.gate.public)
      .map((route) => `${keyOf(route)}  ${route.gate.permission ?? 'none'}`)
      .sort();
    await expect(`${table.join('\n')}\n`).toMatchFileSnapshot('./route-permissions.txt');
  });

  const signedIn = routes.filter((route) => !route.gate.public && route.gate.permission);
  it.each(named(signedIn))('%s', async (_key, route) => {
    const permission = route.gate.permission as Permission;
    for (const caller of callers) {
      const response = await call(clients.get(caller.name) as TestClient, route);
      const granted = permissionsOf(caller.roles).has(permission);
      const said = `${caller.name}: ${response.statusCode} ${response.body}`;
      if (granted) {
        expect(response.statusCode, said).not.toBe(403);
      } else {
        expect(response.statusCode, said).toBe(403);
        expect(JSON.parse(response.body), said).toMatchObject({ permission });
      }
    }
  });
});

describe("404 for another company's record", () => {
  const withParams = routes.filter((route) => route.params.length > 0);
  const families = [...new Set(withParams.map((route) => route.family))].sort();

  it.each(families)('%s gives a fixture for every route with path parameters', (family) => {
    const missing = withParams
      .filter(
        (route) => route.family === family && !fixtures[keyOf(route)] && !providerFixtures[keyOf(route)],
      )
      .map(keyOf);
    expect(missing, `routes with path parameters and no gate fixture: ${missing.join(', ')}`).toEqual([]);
  });

  it('every fixture names a registered route', () => {
    const known = new Set(withParams.map(keyOf));
    const named = [...Object.keys(fixtures), ...Object.keys(providerFixtures)];
    expect(named.filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(named(withParams.filter((route) => fixtures[keyOf(route)])))('%s', async (key, route) => {
    const fixture = fixtures[key];
    if (!fixture) throw new Error(`no fixture for ${key}`);
    const response = await callAsFixture(route, fixture);
    expect(response.statusCode, response.body).toBe(404);
  });
});

describe('403 without the module (a company that lacks it)', () => {
  // companyB has only the Faces module; the admin administers it for this block, then companyA again.
  const companyBModules: readonly string[] = [Module.Faces];
  beforeAll(async () => {
    const switched = await administer(t.fixtures.companyB);
    expect(switched.statusCode).toBe(200);
  });
  afterAll(async () => {
    await administer(t.fixtures.companyA);
  });

  it.each(named(routes.filter((route) => route.gate.module && !companyBModules.includes(route.gate.module))))(
    '%s',
    async (_key, route) => {
      const response = await call(admin, route);
      expect(response.statusCode).toBe(403);
      expect(messageOf(response.body)).toBe(FORBIDDEN);
    },
  );
});

describe("the same call in the record's own company passes the tenant (so the 404 above was the tenant's)", () => {
  // companyB gets every module and project for this block, so neither gate can stand in for the answer.
  beforeAll(async () => {
    await grantEveryModule(t.database, t.fixtures.companyB);
    await grantEveryProject(t.database, t.fixtures.companyB);
    await administer(t.fixtures.companyB);
  });
  afterAll(async () => {
    await administer(t.fixtures.companyA);
  });

  it.each(named(routes.filter((route) => route.params.length > 0 && fixtures[keyOf(route)])))(
    '%s',
    async (key, route) => {
      const fixture = fixtures[key];
      if (!fixture) throw new Error(`no fixture for ${key}`);
      const response = await callAsFixture(route, fixture);
      // Found and valid; a rule of the record's own may still refuse a change (409 deleting an account).
      expect([400, 403, 404], response.body).not.toContain(response.statusCode);
    },
  );
});

describe("a record of the provider's (no company's) is found whichever company is administered", () => {
  const withFixture = routes.filter((route) => providerFixtures[keyOf(route)]);
  afterAll(async () => {
    await administer(t.fixtures.companyA);
  });

  it.each(named(withFixture))('%s', async (key, route) => {
    const fixture = providerFixtures[key];
    if (!fixture) throw new Error(`no fixture for ${key}`);
    for (const company of [t.fixtures.companyA, t.fixtures.companyB]) {
      await administer(company);
      const response = await callAsFixture(route, fixture);
      expect([400, 403, 404], response.body).not.toContain(response.statusCode);
    }
  });
});
