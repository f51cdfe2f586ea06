import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { ANTI_FORGERY_HEADER, BOOTSTRAP_PATH } from '@console/contract/constants';
import { READ_ONLY_MESSAGE } from '@console/contract/error-codes';
import { Feature, Module, Role, type Gate } from '@console/contract/gates';
import { Permission } from '@console/contract/permissions';
import { Project } from '@console/contract/products/api';
import { REPORTS_FEATURE } from '@console/contract/reports/gates';
import { sessionApi } from '@console/contract/session/api';
import { buildApp } from '../app.ts';
import { openPostgres, type Database } from '../db/client.ts';
import {
  companyFeatures,
  companyProjects,
  features,
  moduleFeatures,
  modules,
  staffUserRoles,
  staffUsers,
} from '../db/schema.ts';
import {
  createTestContext,
  removeCompanyAccess,
  type TestClient,
  type TestContext,
} from '../testing/harness.ts';
import { withDatabase, workerDatabaseName } from '../testing/database.ts';
import { staffOf } from './session.ts';

/**
 * What a signed-in call costs before its own statements (issue 28, per-request cost): the session
 * and the company profile in one statement on a warm path (the profile cached under the version the
 * session's statement reads, platform/companies/profile-cache.ts), and yet every change to the user,
 * the session or the company refused or seen by the very next request, on this instance and on
 * another one sharing the database (a second app with a cache of its own; on PostgreSQL also a
 * connection pool of its own).
 */

/** Probe routes, one per kind of gate, answering the company the session administers. */
type Probe = 'company' | 'module' | 'feature' | 'project' | 'audit' | 'write';
const PROBES: Record<Probe, Gate> = {
  company: { permission: Permission.ReadData },
  module: { module: Module.Veriscan, permission: Permission.ReadData },
  feature: { module: Module.Veriscan, featureId: REPORTS_FEATURE, permission: Permission.ReadData },
  project: { project: Project.Onboarding, permission: Permission.ReadData },
  audit: { module: Module.Veriscan, permission: Permission.ReadAudit },
  write: { writes: true, module: Module.Veriscan, permission: Permission.EditAccounts },
};
const probePath = (probe: Probe) => `/api/test/cost/${probe}`;

/** The statements one app sends before a route's handler runs (the session's and the gates'). */
function countStatements(app: FastifyInstance, database: Database) {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  let before = -1;
  app.addHook('preHandler', async () => {
    before = spy.mock.calls.length;
  });
  for (const [probe, gate] of Object.entries(PROBES)) {
    app.route({
      method: gate.writes ? 'POST' : 'GET',
      url: probePath(probe as Probe),
      config: { gate },
      handler: async (request) => ({ companyId: staffOf(request).companyId }),
    });
  }
  return {
    /** Runs a request; answers it with the statements sent before its handler, and their text. */
    async measure<T>(request: () => Promise<T>) {
      spy.mockClear();
      before = -1;
      const response = await request();
      const texts = spy.mock.calls
        .slice(0, Math.max(before, 0))
        .map(([query]) => (typeof query === 'string' ? query : String((query as { text?: string }).text)));
      return { response, before, texts };
    },
    restore: () => spy.mockRestore(),
  };
}

interface Instance {
  name: string;
  app: FastifyInstance;
  counter: ReturnType<typeof countStatements>;
}

let t: TestContext;
let a: Instance;
let b: Instance;
let otherDatabase: Database | undefined;

beforeEach(async () => {
  t = await createTestContext();
  // Another instance over the same database: its own app, so its own profile cache; on PostgreSQL
  // its own pool too. The embedded database serves one process, so there both apps share it.
  const url = process.env.TEST_DATABASE_URL;
  otherDatabase = url
    ? await openPostgres(withDatabase(url, workerDatabaseName()), { poolSize: 2 })
    : undefined;
  const database = otherDatabase ?? t.database;
  const other = await buildApp(t.config, database, { logger: false });
  a = { name: 'this instance', app: t.app, counter: countStatements(t.app, t.database) };
  b = { name: 'another instance', app: other, counter: countStatements(other, database) };
});

afterEach(async () => {
  // Last spied, first restored: on the embedded database both spy on one client, and b's spy wraps
  // a's. Restored the other way round, a's spy stayed on the worker's shared client and kept every
  // later statement and result of the worker's files (isolate: false).
  b.counter.restore();
  a.counter.restore();
  await b.app.close();
  await t.close();
  await otherDatabase?.close();
});

function send(instance: Instance, c: TestClient, method: 'GET' | 'POST', url: string, body?: unknown) {
  return instance.app.inject({
    method,
    url,
    cookies: c.cookies,
    headers: { [ANTI_FORGERY_HEADER]: c.token },
    ...(method === 'POST' ? { payload: (body ?? {}) as Record<string, unknown> } : {}),
  });
}

const call = (instance: Instance, c: TestClient, probe: Probe) =>
  send(instance, c, PROBES[probe].writes ? 'POST' : 'GET', probePath(probe));

/** Both instances answer the probe, twice: each has the profile cached. */
async function warm(c: TestClient, probe: Probe) {
  for (const instance of [a, b, a, b]) {
    const response = await call(instance, c, probe);
    expect(response.statusCode, `${instance.name} before the change`).toBe(200);
  }
}

/** The very next request on each instance after a committed change. */
async function nextOnEach(c: TestClient, probe: Probe) {
  return { a: await call(a, c, probe), b: await call(b, c, probe) };
}

describe('a warm request', () => {
  it('runs one statement before its handler, the session with the company profile version', async () => {
    const c = await t.signIn('admin');
    for (const probe of ['module', 'feature', 'project', 'audit', 'write'] as const) {
      for (const instance of [a, b]) {
        const warmed = await instance.counter.measure(() => call(instance, c, probe));
        expect(warmed.response.statusCode).toBe(200);
        const { response, before, texts } = await instance.counter.measure(() => call(instance, c, probe));
        expect(response.statusCode).toBe(200);
        expect(before, `${probe} on ${instance.name}: ${texts.join('\n')}`).toBe(1);
        expect(texts[0]).toContain('"sessions"');
        expect(texts[0]).toContain('"profile_version"');
      }
    }
  });

  it('reads the profile again, once, after a change to it, then is warm again', async () => {
    const c = await t.signIn('admin');
    await warm(c, 'module');
    // A change outside the profile (a feature's title) leaves it warm; a project added does not.
    await t.database.db
      .update(features)
      .set({ title: 'Renamed title only' })
      .where(eq(features.name, REPORTS_FEATURE));
    const untouched = await a.counter.measure(() => call(a, c, 'module'));
    expect(untouched.before).toBe(1);
    await t.database.db
      .insert(companyProjects)
      .values({ companyId: t.fixtures.companyA, projectId: Project.Faces });
    for (const instance of [a, b]) {
      const cold = await instance.counter.measure(() => call(instance, c, 'module'));
      expect(cold.response.statusCode).toBe(200);
      expect(cold.before).toBeGreaterThan(1);
      const warmAgain = await instance.counter.measure(() => call(instance, c, 'module'));
      expect(warmAgain.before).toBe(1);
    }
  });
});

describe('every change is seen by the very next request on both instances', () => {
  it('a role taken away', async () => {
    const c = await t.signIn('superadmin');
    await warm(c, 'audit');
    await t.database.db
      .delete(staffUserRoles)
      .where(
        and(eq(staffUserRoles.userId, t.fixtures.users.superadmin), eq(staffUserRoles.role, Role.SuperAdmin)),
      );
    const next = await nextOnEach(c, 'audit');
    for (const response of [next.a, next.b]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ permission: Permission.ReadAudit });
    }
  });

  it('a module switched off', async () => {
    const c = await t.signIn('admin');
    await warm(c, 'module');
    await t.database.db
      .delete(modules)
      .where(and(eq(modules.companyId, t.fixtures.companyA), eq(modules.name, Module.Veriscan)));
    const next = await nextOnEach(c, 'module');
    expect([next.a.statusCode, next.b.statusCode]).toEqual([403, 403]);
  });

  it("a module's feature switched off", async () => {
    const c = await t.signIn('admin');
    await warm(c, 'feature');
    const [veriscan] = await t.database.db
      .select({ id: modules.id })
      .from(modules)
      .where(and(eq(modules.companyId, t.fixtures.companyA), eq(modules.name, Module.Veriscan)));
    const reports = t.database.db
      .select({ id: features.id })
      .from(features)
      .where(eq(features.name, REPORTS_FEATURE));
    await t.database.db
      .delete(moduleFeatures)
      .where(and(eq(moduleFeatures.moduleId, veriscan?.id ?? 0), inArray(moduleFeatures.featureId, reports)));
    const next = await nextOnEach(c, 'feature');
    expect([next.a.statusCode, next.b.statusCode]).toEqual([403, 403]);
    // The module itself is still there.
    expect((await call(a, c, 'module')).statusCode).toBe(200);
  });

  it("a company flag switched off, in the shell's bootstrap", async () => {
    const c = await t.signIn('admin');
    for (const instance of [a, b, a, b]) {
      const shell = await send(instance, c, 'GET', BOOTSTRAP_PATH);
      expect(shell.json().features[Feature.AccountDeleting]).toBe(true);
    }
    const flag = t.database.db
      .select({ id: features.id })
      .from(features)
      .where(eq(features.name, Feature.AccountDeleting));
    await t.database.db
      .update(companyFeatures)
      .set({ enabled: false })
      .where(
        and(eq(companyFeatures.companyId, t.fixtures.companyA), inArray(companyFeatures.featureId, flag)),
      );
    for (const instance of [a, b]) {
      const shell = await send(instance, c, 'GET', BOOTSTRAP_PATH);
      expect(shell.json().features[Feature.AccountDeleting], instance.name).toBe(false);
    }
  });

  it('a subscription to projects that leaves one out', async () => {
    const c = await t.signIn('admin');
    await warm(c, 'project');
    await t.database.db
      .insert(companyProjects)
      .values({ companyId: t.fixtures.companyA, projectId: Project.Faces });
    const next = await nextOnEach(c, 'project');
    expect([next.a.statusCode, next.b.statusCode]).toEqual([403, 403]);
  });

  it('read-only turned on', async () => {
    const c = await t.signIn('admin');
    await warm(c, 'write');
    await t.database.db
      .update(staffUsers)
      .set({ readOnly: true })
      .where(eq(staffUsers.id, t.fixtures.users.admin));
    const next = await nextOnEach(c, 'write');
    for (const response of [next.a, next.b]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(READ_ONLY_MESSAGE);
    }
  });

  it('another company chosen on one instance', async () => {
    const c = await t.signIn('admin');
    await warm(c, 'module');
    const switched = await send(a, c, 'POST', sessionApi.setAdministeredCompany.path, {
      companyType: t.fixtures.companyB,
    });
    expect(switched.statusCode).toBe(200);
    // Beta Company has Faces alone: the Veriscan probe is refused, and the session answers Beta.
    const next = await nextOnEach(c, 'module');
    expect([next.a.statusCode, next.b.statusCode]).toEqual([403, 403]);
    for (const instance of [a, b]) {
      expect((await call(instance, c, 'company')).json()).toEqual({ companyId: t.fixtures.companyB });
    }
  });

  it('the administered company taken away from the user', async () => {
    const c = await t.signIn('admin');
    await warm(c, 'module');
    await removeCompanyAccess(t.database, t.fixtures.users.admin, t.fixtures.companyA);
    const next = await nextOnEach(c, 'module');
    expect([next.a.statusCode, next.b.statusCode]).toEqual([403, 403]);
    for (const instance of [a, b]) {
      expect((await call(instance, c, 'company')).json()).toEqual({ companyId: t.fixtures.companyB });
    }
  });

  it('signing out on one instance', async () => {
    const c = await t.signIn('admin');
    await warm(c, 'module');
    expect((await send(a, c, 'POST', sessionApi.logOff.path)).statusCode).toBe(200);
    const next = await nextOnEach(c, 'module');
    expect([next.a.statusCode, next.b.statusCode]).toEqual([401, 401]);
  });

  it('the user locked', async () => {
    const c = await t.signIn('admin');
    await warm(c, 'module');
    await t.database.db
      .update(staffUsers)
      .set({ active: false })
      .where(eq(staffUsers.id, t.fixtures.users.admin));
    const next = await nextOnEach(c, 'module');
    expect([next.a.statusCode, next.b.statusCode]).toEqual([401, 401]);
  });

  it('the user deleted', async () => {
    const c = await t.signIn('admin');
    await warm(c, 'module');
    await t.database.db.delete(staffUsers).where(eq(staffUsers.id, t.fixtures.users.admin));
    const next = await nextOnEach(c, 'module');
    expect([next.a.statusCode, next.b.statusCode]).toEqual([401, 401]);
  });
});
