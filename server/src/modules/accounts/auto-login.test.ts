import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTO_LOGIN_SECONDS, type AutoLogin } from '@console/contract/accounts/api';
import type { TestContext } from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { auditLog, companies, customerAccounts } from '../../db/schema.ts';
import { customerSiteLinks } from '../customer-site/tables.ts';
import { hashToken } from '../../security/tokens.ts';
import { autoLoginSignature, INACTIVE_USER } from './auto-login.ts';
import { insertAccountUser } from './users.ts';

let t: TestContext;
appForFileFreshEachTest(
  (context) => {
    t = context;
  },
  { CUSTOMER_SITE_URL: 'https://customers.test.example' },
);
afterEach(() => vi.useRealTimers());

const db = () => t.database.db;
const autoLoginUrl = (userId: number) => `/api/CommonAccount/Users/${userId}/AutoLogin`;
const storedTokens = () => db().select().from(customerSiteLinks);

async function customerUser(companyId = t.fixtures.companyA, active = true) {
  const [account] = await db()
    .insert(customerAccounts)
    .values({ companyId, name: 'Acme' })
    .returning({ id: customerAccounts.id });
  if (!account) throw new Error('account insert returned nothing');
  return insertAccountUser(db(), account.id, {
    userName: `ann.${companyId}`,
    firstName: 'Ann',
    lastName: 'Smith',
    email: 'ann@customer.example',
    active,
  });
}

describe('GET /api/CommonAccount/Users/{userId}/AutoLogin', () => {
  it('answers a signed one-time link to the customer site, valid for 30 seconds, keeping only its hash', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = new Date('2026-03-01T10:00:00.000Z');
    vi.setSystemTime(now);
    const user = await customerUser();
    const response = await (await t.signIn('admin')).get(autoLoginUrl(user.id));
    expect(response.statusCode).toBe(200);
    const body: AutoLogin = response.json();
    expect(body.expiresInSeconds).toBe(AUTO_LOGIN_SECONDS);
    const link = new URL(body.autoLoginLink);
    expect(`${link.origin}${link.pathname}`).toBe('https://customers.test.example/auto-login');
    const token = link.searchParams.get('token') ?? '';
    const expiresAt = new Date(now.getTime() + AUTO_LOGIN_SECONDS * 1000);
    expect(link.searchParams.get('expires')).toBe(String(expiresAt.getTime() / 1000));
    expect(link.searchParams.get('sig')).toBe(autoLoginSignature(t.config.secret, token, expiresAt));

    const [stored] = await storedTokens();
    expect(stored).toEqual({
      tokenHash: hashToken(token),
      purpose: 'autoLogin',
      accountUserId: user.id,
      createdBy: t.fixtures.users.admin,
      createdAt: expect.any(Date),
      expiresAt,
      usedAt: null,
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'accountUser.autoLogin'));
    expect(entry).toMatchObject({ entityType: 'accountUser', entityId: String(user.id) });
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('issues a new token on every call and drops the user’s spent ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    const user = await customerUser();
    const c = await t.signIn('admin');
    const first: AutoLogin = (await c.get(autoLoginUrl(user.id))).json();
    vi.setSystemTime(new Date('2026-03-01T10:01:00.000Z'));
    const second: AutoLogin = (await c.get(autoLoginUrl(user.id))).json();
    expect(second.autoLoginLink).not.toBe(first.autoLoginLink);
    const secondToken = new URL(second.autoLoginLink).searchParams.get('token') ?? '';
    expect((await storedTokens()).map((r) => r.tokenHash)).toEqual([hashToken(secondToken)]);
  });

  it('refuses an inactive customer user with 400 and a message saying why, issuing nothing', async () => {
    const user = await customerUser(t.fixtures.companyA, false);
    const response = await (await t.signIn('admin')).get(autoLoginUrl(user.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ValidationError', message: INACTIVE_USER });
    expect(await storedTokens()).toEqual([]);
  });

  it('answers 401 without a session and 403 to read-only staff: the link signs in with the user’s rights', async () => {
    const user = await customerUser();
    expect((await t.app.inject({ method: 'GET', url: autoLoginUrl(user.id) })).statusCode).toBe(401);
    const readOnly = await (await t.signIn('readonly')).get(autoLoginUrl(user.id));
    expect(readOnly.statusCode).toBe(403);
    expect(await storedTokens()).toEqual([]);
  });

  it("answers 404 for another company's user and for a live user in Test Mode, issuing nothing", async () => {
    const c = await t.signIn('admin');
    const foreign = await customerUser(t.fixtures.companyB);
    expect((await c.get(autoLoginUrl(foreign.id))).statusCode).toBe(404);
    const live = await customerUser();
    await db().update(companies).set({ testMode: true }).where(eq(companies.id, t.fixtures.companyA));
    expect((await c.get(autoLoginUrl(live.id))).statusCode).toBe(404);
    expect((await c.get(autoLoginUrl(999_999))).statusCode).toBe(404);
    expect(await storedTokens()).toEqual([]);
  });
});
