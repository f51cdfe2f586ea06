import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTOR_INGEST_PATH } from '@console/contract/collector';
import { ANTI_FORGERY_HEADER } from '@console/contract/constants';
import { sessionApi } from '@console/contract/session';
import { openPostgres } from './db/client.ts';
import { companies } from './db/schema.ts';
import { issueProductToken } from './modules/collector/tokens.ts';
import { uploadForm } from './modules/collector/testing.ts';
import { INSTANCES_ADMIN, startInstances, type ConsoleInstances } from './testing/console-instances.ts';
import type { ConsoleProcess } from './testing/console-process.ts';
import { tokenFromPage } from './testing/harness.ts';

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
    beforeAll(async () => {
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

    it('shares the sign-in throttle: failures split across both instances lock the login on both', async () => {
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
