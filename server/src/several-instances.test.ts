import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTOR_INGEST_PATH } from '@console/contract/collector/api';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { sessionApi } from '@console/contract/session/api';
import { accountsApi } from '@console/contract/accounts/api';
import { auditApi } from '@console/contract/audit/api';
import { Module } from '@console/contract/gates';
import { vsOnlineApi } from '@console/contract/vsonline/api';
import { eq } from 'drizzle-orm';
import { openPostgres } from './db/client.ts';
import { companies, customerAccounts, modules, staffUserRoles, staffUsers } from './db/schema.ts';
import { DEFAULT_JOBS_SCHEMA } from './jobs/queue.ts';
import { eventually, jobsOf } from './jobs/testing.ts';
import { rankSweep } from './modules/accounts/rank-sweep.ts';
import { issueProductToken } from './modules/collector/tokens.ts';
import { uploadForm } from './modules/collector/testing.ts';
import { INSTANCES_ADMIN, startInstances, type ConsoleInstances } from './testing/console-instances.ts';
import type { ConsoleProcess } from './testing/console-process.ts';
import { tokenFromPage } from './testing/harness.ts';
import { signInOverHttp } from './testing/sign-in-over-http.ts';

/**
 * Two real console processes on one PostgreSQL database, as behind a load balancer: what one
 * process counts, the other must see. Needs a PostgreSQL server (TEST_DATABASE_URL, as CI sets it
 * for the server suite); the embedded database belongs to one process and cannot be shared.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const TITLE = 'two console processes on one PostgreSQL database';

describe.skipIf(!serverUrl)(
  serverUrl
    ? TITLE
    : `${TITLE} (skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it; the embedded database serves one process only)`,
  () => {
    let shared: ConsoleInstances;
    let a: ConsoleProcess;
    let b: ConsoleProcess;
    let startedAt: number;
    beforeAll(async () => {
      startedAt = Date.now();
      shared = await startInstances({
        serverUrl: serverUrl ?? '',
        count: 2,
        env: { LOGIN_MAX_FAILURES: '5', COLLECTOR_UPLOADS_PER_MINUTE: '2' },
      });
      [a, b] = shared.instances as [ConsoleProcess, ConsoleProcess];
    }, 240_000);
    afterAll(() => shared?.stop(), 60_000);

    /** A browser that opened the sign-in page of one instance: its anti-forgery cookie and token. */
    async function signInPage(instance: ConsoleProcess) {
      const page = await fetch(`${instance.baseURL}${sessionApi.loginPage.path}`);
      const cookie = page.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { cookie, token: tokenFromPage(await page.text()) };
    }

    const signIn = (instance: ConsoleProcess, browser: { cookie: string; token: string }, password: string) =>
      fetch(`${instance.baseURL}${sessionApi.login.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: browser.cookie,
          [ANTI_FORGERY_HEADER]: browser.token,
        },
        body: JSON.stringify({ userName: INSTANCES_ADMIN.userName, password }),
      });

    // First: the throttle's test below locks the operator's login.
    it('runs the rank sweep once a minute across both instances, not once per instance', async () => {
      const operator = await signInOverHttp(a.baseURL, INSTANCES_ADMIN.userName, INSTANCES_ADMIN.password);
      const database = await openPostgres(shared.databaseUrl, { poolSize: 1 });
      try {
        const [me] = await database.db
          .select({ id: staffUsers.id })
          .from(staffUsers)
          .where(eq(staffUsers.userName, INSTANCES_ADMIN.userName));
        const created = await fetch(`${a.baseURL}${accountsApi.create.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: operator.cookie,
            [ANTI_FORGERY_HEADER]: operator.token,
          },
          body: JSON.stringify({
            customerName: 'Swept Account',
            assignedTo: me?.id,
            firstName: 'Swept',
            lastName: 'Owner',
            userName: 'swept.owner',
            email: 'swept.owner@instances.example',
          }),
        });
        expect(created.status).toBe(200);
        const { customerId } = (await created.json()) as { customerId: number };
        const rankOf = async () => {
          const [row] = await database.db
            .select({ rank: customerAccounts.issuesTotalRank })
            .from(customerAccounts)
            .where(eq(customerAccounts.id, customerId));
          return row?.rank;
        };
        const ranked = await rankOf();
        // A stale rank that time has made due, as a subscription passing a band's edge leaves it.
        await database.db
          .update(customerAccounts)
          .set({ issuesTotalRank: 99, rankChangesAt: new Date(Date.now() - 60_000) })
          .where(eq(customerAccounts.id, customerId));
        // The sweep is scheduled every minute: the next one re-ranks it, whichever instance runs it.
        await eventually('a sweep re-ranks the account', async () => (await rankOf()) === ranked, 100_000);

        // Each instance schedules the sweep; the queue keeps one job a minute, run by one of them.
        const minutes = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
        const sweeps = await jobsOf(database, DEFAULT_JOBS_SCHEMA, rankSweep.name);
        expect(sweeps.length).toBeGreaterThanOrEqual(1);
        expect(sweeps.length).toBeLessThanOrEqual(minutes);
        expect(sweeps.filter((sweep) => sweep.state === 'completed').length).toBeGreaterThanOrEqual(1);
      } finally {
        await database.close();
      }
    }, 150_000);

    // Before the throttle's test, which locks the operator's login.
    it('refuses, on the very next request on both instances, a module switched off and a role taken away', async () => {
      const operator = await signInOverHttp(a.baseURL, INSTANCES_ADMIN.userName, INSTANCES_ADMIN.password);
      // A call behind a module, and one behind a permission only Admin and Super Admin hold.
      const get = (instance: ConsoleProcess, path: string) =>
        fetch(`${instance.baseURL}${path}`, { headers: { cookie: operator.cookie } });
      const moduleCall = vsOnlineApi.list.path;
      const auditCall = auditApi.list.path;
      // Each instance holds the company's profile after its first call (http/request-cost.test.ts).
      for (const instance of [a, b, a, b]) {
        expect((await get(instance, moduleCall)).status).toBe(200);
        expect((await get(instance, auditCall)).status).toBe(200);
      }
      const database = await openPostgres(shared.databaseUrl, { poolSize: 1 });
      try {
        await database.db.delete(modules).where(eq(modules.name, Module.Veriscan));
        for (const instance of [a, b]) expect((await get(instance, moduleCall)).status).toBe(403);
        expect((await get(a, auditCall)).status).toBe(200);
        await database.db.delete(staffUserRoles);
        for (const instance of [a, b]) expect((await get(instance, auditCall)).status).toBe(403);
      } finally {
        await database.close();
      }
    });

    it('shares the sign-in throttle: failures split across both instances refuse that address for the login on both', async () => {
      // A page from one instance posts to the other, as a load balancer may send it.
      const browser = await signInPage(a);
      expect((await signIn(b, browser, INSTANCES_ADMIN.password)).status).toBe(200);
      // Five failures, three on one instance and two on the other: neither alone reached the limit.
      for (const instance of [a, b, a, b, a]) {
        expect((await signIn(instance, browser, 'not-the-password')).status).toBe(401);
      }
      for (const instance of [a, b]) {
        const locked = await signIn(instance, browser, INSTANCES_ADMIN.password);
        expect(locked.status).toBe(429);
        expect(await locked.json()).toMatchObject({ code: 'TooManyRequests', requestId: expect.any(String) });
      }
    });

    it("shares a product token's upload rate limit: its allowance spent on one instance is spent on both", async () => {
      const database = await openPostgres(shared.databaseUrl, { poolSize: 1 });
      let token: string;
      try {
        const [company] = await database.db.select({ id: companies.id }).from(companies);
        if (!company) throw new Error('the first instance created no company');
        const actor = { id: null, name: 'two-instance test', companyId: company.id };
        ({ token } = await issueProductToken(database.db, actor, company.id, 'Two instances'));
      } finally {
        await database.close();
      }
      const upload = (instance: ConsoleProcess, referenceId: string) =>
        fetch(`${instance.baseURL}${COLLECTOR_INGEST_PATH}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: uploadForm({ referenceId, productName: 'Veriscan Online' }),
        });
      // The allowance is 2 a minute: one upload on each instance spends it.
      expect((await upload(a, 'SHARED-1')).status).toBe(201);
      expect((await upload(b, 'SHARED-2')).status).toBe(201);
      for (const [i, instance] of [a, b].entries()) {
        const refused = await upload(instance, `SHARED-${3 + i}`);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await refused.json()).toMatchObject({ code: 'TooManyRequests' });
      }
    });
  },
);
