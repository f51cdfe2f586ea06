import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { Feature, Module, Role } from '@console/contract/gates';
import { Project } from '@console/contract/products/api';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { sessionApi } from '@console/contract/session/api';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { TEST_OUTBOUND_ALLOWED_HOSTS } from './outbound.ts';
import { TEST_PARTNER_SECRETS_KEYS } from './secrets.ts';
import type { Database } from '../db/client.ts';
import { companyProjects, moduleFeatures, modules, staffUserCompanies } from '../db/schema.ts';
import {
  ensureFeatureCatalogue,
  MODULE_FEATURES,
  provisionCompany,
} from '../platform/companies/catalogue.ts';
import { insertStaffUser } from '../platform/staff-users.ts';
import { hash as argon2Hash } from '@node-rs/argon2';
import { resetDatabase, testDatabase } from './database.ts';

export const PASSWORD = 'Test#Pass1';
let passwordHash: Promise<string> | undefined;

/**
 * The fixture users' password hash, made with argon2id at its smallest cost. A verify costs what
 * the stored hash's own parameters say, and the suites sign in thousands of times: at the console's
 * parameters (security/passwords.ts, 19 MiB and two passes, about 19 ms a verify here) that was
 * minutes of CPU a run spent on nothing under test. Passwords the tests set through the API are
 * hashed by the console as always.
 */
const FIXTURE_HASH_OPTIONS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/**
 * The fixtures' staff and their roles: one per role alone (the gate suite's permission column),
 * the Admin of both companies, staff without a role, and a read-only Admin.
 */
export const FIXTURE_ROLES = {
  admin: [Role.Admin, Role.SuperAdmin, Role.Checkpoint],
  checkpoint: [Role.Checkpoint],
  support: [],
  readonly: [Role.Admin],
  superadmin: [Role.SuperAdmin],
  reviewer: [Role.Reviewer],
  billing: [Role.Billing],
} as const satisfies Record<string, readonly Role[]>;
export type FixtureUser = keyof typeof FIXTURE_ROLES;

export interface Fixtures {
  companyA: number;
  companyB: number;
  users: Record<FixtureUser, number>;
}

/** Two companies and one staff user per kind of access: each role, no role, read-only. */
async function seedFixtures(database: Database): Promise<Fixtures> {
  passwordHash ??= argon2Hash(PASSWORD, FIXTURE_HASH_OPTIONS);
  const hash = await passwordHash;
  const db = database.db;
  const companyA = await provisionCompany(db, {
    name: 'Alpha Company',
    modules: Object.values(Module),
    projects: [],
    flags: { [Feature.CustomerAdmin]: true, [Feature.AccountDeleting]: true },
  });
  const companyB = await provisionCompany(db, {
    name: 'Beta Company',
    modules: [Module.Faces],
    projects: [Project.Faces],
    flags: { [Feature.CustomerAdmin]: false },
  });
  const user = (userName: string, roles: readonly string[], companyIds: number[], readOnly = false) =>
    insertStaffUser(db, {
      userName,
      firstName: userName[0]?.toUpperCase() + userName.slice(1),
      lastName: 'Tester',
      email: `${userName}@test.example`,
      passwordHash: hash,
      roles,
      companyIds,
      readOnly,
    });
  return {
    companyA,
    companyB,
    users: {
      admin: await user('admin', FIXTURE_ROLES.admin, [companyA, companyB]),
      checkpoint: await user('checkpoint', FIXTURE_ROLES.checkpoint, [companyA]),
      support: await user('support', FIXTURE_ROLES.support, [companyA]),
      readonly: await user('readonly', FIXTURE_ROLES.readonly, [companyA], true),
      superadmin: await user('superadmin', FIXTURE_ROLES.superadmin, [companyA]),
      reviewer: await user('reviewer', FIXTURE_ROLES.reviewer, [companyA]),
      billing: await user('billing', FIXTURE_ROLES.billing, [companyA]),
    },
  };
}

export interface TestClient {
  /** Sends with this client's cookies and, unless told otherwise, its anti-forgery token. */
  request(options: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    body?: unknown;
    query?: Record<string, string | string[]>;
    withoutToken?: boolean;
    /** Sent as well, as a page adds its own (the company it shows). */
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  get(url: string, query?: Record<string, string | string[]>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  cookies: Record<string, string>;
  token: string;
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  fixtures: Fixtures;
  /**
   * A browser that has loaded the sign-in page (cookie and token) but not signed in; from
   * 127.0.0.1 unless given another address.
   */
  anonymous(options?: { address?: string }): Promise<TestClient>;
  /** A browser signed in as one of the fixture users. */
  signIn(userName: keyof Fixtures['users'] | string, password?: string): Promise<TestClient>;
  /** Browsers signed in as each of these users at once, in the order named. */
  signInAll<Names extends string[]>(...userNames: Names): Promise<{ [K in keyof Names]: TestClient }>;
  /**
   * Empties the database and seeds the fixtures again, as a fresh context would, on the same app:
   * for a file whose tests each start from the fixtures alone. The app's own state is not data to
   * reset: its caches check the database's versions (companies' profile_version comes from a
   * sequence no reset restarts), and its counters live in the database.
   */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Keeps a browser's cookie jar: set cookies are stored, cleared ones removed. */
function cookiesFrom(response: LightMyRequestResponse, jar: Map<string, string>) {
  for (const cookie of response.cookies) {
    if (cookie.value === '' || (cookie.expires && new Date(cookie.expires).getTime() < Date.now()))
      jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
}

export function tokenFromPage(html: string): string {
  const match = /<meta name="request-verification-token" content="([^"]+)">/.exec(html);
  if (!match?.[1]) throw new Error('page carries no anti-forgery token');
  return match[1];
}

/** Takes a company away from a staff user, as an administrator editing their companies would. */
export async function removeCompanyAccess(database: Database, userId: number, companyId: number) {
  await database.db
    .delete(staffUserCompanies)
    .where(and(eq(staffUserCompanies.userId, userId), eq(staffUserCompanies.companyId, companyId)));
}

/**
 * Gives a company every module with every feature of it (the catalogue's), so that no module or
 * feature gate stands between a test and a route.
 */
export async function grantEveryModule(database: Database, companyId: number) {
  const db = database.db;
  await db
    .insert(modules)
    .values(Object.values(Module).map((name) => ({ companyId, name })))
    .onConflictDoNothing();
  const featureIds = await ensureFeatureCatalogue(db);
  const owned = await db
    .select({ id: modules.id, name: modules.name })
    .from(modules)
    .where(eq(modules.companyId, companyId));
  const rows = owned.flatMap((module) =>
    (MODULE_FEATURES[module.name as Module] ?? []).map((name) => ({
      moduleId: module.id,
      featureId: featureIds.get(name) ?? 0,
    })),
  );
  if (rows.length) await db.insert(moduleFeatures).values(rows).onConflictDoNothing();
}

/** Subscribes a company to every project, so that no project gate stands between a test and a route. */
export async function grantEveryProject(database: Database, companyId: number) {
  await database.db
    .insert(companyProjects)
    .values(Object.values(Project).map((projectId) => ({ companyId, projectId })))
    .onConflictDoNothing();
}

/** A fresh app on the worker's database, reset and seeded with the fixtures. */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await testDatabase();
  await resetDatabase(database);
  const fixtures = await seedFixtures(database);
  const config = loadConfig({
    SECRET: 'test-secret-that-is-long-enough-to-pass',
    DATA_DIR: '/tmp/console-test',
    PARTNER_SECRETS_KEYS: TEST_PARTNER_SECRETS_KEYS,
    // Fake partners and the OpenID Connect provider listen on loopback; the console is reached
    // (MRI's redirect URI) at this address.
    OUTBOUND_ALLOWED_HOSTS: TEST_OUTBOUND_ALLOWED_HOSTS,
    PUBLIC_URL: 'http://console.test',
    // No event-loop protection (http/budget.ts): the test files of a worker share one loop, and the
    // embedded database's setup can hold it for seconds, which would answer the next requests 503.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp(config, database, { logger: false });

  async function client({ address }: { address?: string } = {}): Promise<TestClient> {
    const jar = new Map<string, string>();
    const from = address ? { remoteAddress: address } : {};
    const page = await app.inject({ method: 'GET', url: '/Authorize/Login', ...from });
    cookiesFrom(page, jar);
    const self: TestClient = {
      get cookies() {
        return Object.fromEntries(jar);
      },
      token: tokenFromPage(page.body),
      async request({ method, url, body, query, withoutToken, headers }) {
        const response = await app.inject({
          method,
          url,
          query,
          cookies: self.cookies,
          headers: {
            ...headers,
            ...(withoutToken || method === 'GET' ? {} : { [ANTI_FORGERY_HEADER]: self.token }),
          },
          ...from,
          ...(body === undefined ? {} : { payload: body as object }),
        });
        cookiesFrom(response, jar);
        // A sign-in (either step) answers the new session's token, as the page a browser loads next
        // would carry.
        const signsIn =
          method === 'POST' && (url === sessionApi.login.path || url === sessionApi.secondFactorSignIn.path);
        const signedIn = signsIn && response.statusCode === 200 ? response.json() : undefined;
        if (signedIn?.requestVerificationToken) self.token = signedIn.requestVerificationToken;
        return response;
      },
      get: (url, query) => self.request({ method: 'GET', url, query }),
      post: (url, body) => self.request({ method: 'POST', url, body: body ?? {} }),
      put: (url, body) => self.request({ method: 'PUT', url, body: body ?? {} }),
      delete: (url) => self.request({ method: 'DELETE', url }),
    };
    return self;
  }

  const context: TestContext = {
    app,
    database,
    config,
    fixtures,
    anonymous: client,
    async signIn(userName, password = PASSWORD) {
      const c = await client();
      const response = await c.post('/Authorize/Login', { userName, password });
      if (response.statusCode !== 200) throw new Error(`sign-in as ${userName} failed: ${response.body}`);
      return c;
    },
    signInAll<Names extends string[]>(...userNames: Names) {
      // Promise.all over a mapped list is typed as an array; the names' tuple says how many.
      const clients = Promise.all(userNames.map((userName) => context.signIn(userName)));
      return clients as Promise<{ [K in keyof Names]: TestClient }>;
    },
    async reset() {
      await resetDatabase(database);
      context.fixtures = await seedFixtures(database);
    },
    close: () => app.close(),
  };
  return context;
}
