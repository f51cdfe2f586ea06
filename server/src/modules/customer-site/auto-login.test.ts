import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AutoLogin } from '@console/contract/accounts/api';
import { customerSiteApi, type AutoLoginRedeemed } from '@console/contract/customer-site/api';
import { createTestContext, type TestContext } from '../../testing/harness.ts';
import { accountUsers, auditLog, customerAccounts } from '../../db/schema.ts';
import { customerSiteLinks } from './tables.ts';
import { insertAccountUser } from '../accounts/users.ts';
import { AUTO_LOGIN_REDEEM_PATH } from './routes.ts';

const ISSUED_AT = new Date('2026-03-01T10:00:00.000Z');

let t: TestContext;
// One app for the file; each test starts from the fixtures alone (t.reset(): the data, not the app).
beforeAll(async () => {
  t = await createTestContext();
});
beforeEach(async () => {
  await t.reset();
  // A fake clock (Date only): the link is issued at ISSUED_AT and redeemed as many seconds later as a test says.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ISSUED_AT);
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

const db = () => t.database.db;
const at = (seconds: number) => vi.setSystemTime(new Date(ISSUED_AT.getTime() + seconds * 1000));

/** A customer user of company A and an auto-login link issued for them by support staff. */
async function issuedLink() {
  const [account] = await db()
    .insert(customerAccounts)
    .values({ companyId: t.fixtures.companyA, name: 'Acme' })
    .returning({ id: customerAccounts.id });
  if (!account) throw new Error('account insert returned nothing');
  const user = await insertAccountUser(db(), account.id, {
    userName: 'ann.smith',
    firstName: 'Ann',
    lastName: 'Smith',
    email: 'ann@customer.example',
  });
  const response = await (await t.signIn('admin')).get(`/api/CommonAccount/Users/${user.id}/AutoLogin`);
  const link = new URL((response.json() as AutoLogin).autoLoginLink);
  return {
    accountId: account.id,
    user,
    token: link.searchParams.get('token') ?? '',
    sig: link.searchParams.get('sig') ?? '',
  };
}

/** The customer site's call: no session, no anti-forgery token. */
const redeem = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: AUTO_LOGIN_REDEEM_PATH, payload });

describe('POST /customer-site/auto-login', () => {
  it('redeems a link at 29 seconds with its signature, answering who signs in, and records it', async () => {
    const { accountId, user, token, sig } = await issuedLink();
    at(29);
    const response = await redeem({ token, sig });
    expect(response.statusCode).toBe(200);
    const redeemed = response.json() as AutoLoginRedeemed;
    expect(redeemed).toEqual({
      accountId,
      userId: user.id,
      userName: 'ann.smith',
      sessionToken: expect.any(String),
      sessionExpiresAt: new Date(ISSUED_AT.getTime() + 29_000 + 12 * 3_600_000).toISOString(),
    });
    // The session it opened is the customer site's to check.
    const session = await t.app.inject({
      method: 'GET',
      url: customerSiteApi.session.path,
      headers: { authorization: `Bearer ${redeemed.sessionToken}` },
    });
    expect(session.json()).toEqual({
      accountId,
      userId: user.id,
      userName: 'ann.smith',
      expiresAt: redeemed.sessionExpiresAt,
    });
    const [stored] = await db().select().from(customerSiteLinks);
    expect(stored?.usedAt).toEqual(new Date(ISSUED_AT.getTime() + 29_000));
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'accountUser.autoLogin.redeem'));
    expect(entry).toMatchObject({ actorId: null, actorName: 'customer site', entityId: String(user.id) });
  });

  it('refuses a link without its signature with 400 naming it, leaving the token unused', async () => {
    const { token, sig } = await issuedLink();
    const response = await redeem({ token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ValidationError',
      propertyErrors: { sig: expect.any(Array) },
    });
    expect((await db().select().from(customerSiteLinks))[0]?.usedAt).toBeNull();
    expect((await redeem({ token, sig })).statusCode).toBe(200);
  });

  it("refuses a link with another link's signature", async () => {
    const first = await issuedLink();
    const response = await (
      await t.signIn('admin')
    ).get(`/api/CommonAccount/Users/${first.user.id}/AutoLogin`);
    const other = new URL((response.json() as AutoLogin).autoLoginLink).searchParams.get('sig') ?? '';
    expect((await redeem({ token: first.token, sig: other })).statusCode).toBe(401);
  });

  it('refuses a link at 31 seconds with 401 in the error shape', async () => {
    const { token, sig } = await issuedLink();
    at(31);
    const response = await redeem({ token, sig });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'Unauthorized', message: expect.any(String) });
  });

  it('refuses a second redemption of the same link', async () => {
    const { token, sig } = await issuedLink();
    at(5);
    expect((await redeem({ token, sig })).statusCode).toBe(200);
    at(6);
    expect((await redeem({ token, sig })).statusCode).toBe(401);
  });

  it('refuses an unknown token', async () => {
    const { sig } = await issuedLink();
    expect((await redeem({ token: 'not-a-token-we-issued', sig })).statusCode).toBe(401);
  });

  it('refuses a tampered signature and leaves the token unused', async () => {
    const { token, sig } = await issuedLink();
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await redeem({ token, sig: tampered })).statusCode).toBe(401);
    expect((await db().select().from(customerSiteLinks))[0]?.usedAt).toBeNull();
    expect((await redeem({ token, sig })).statusCode).toBe(200);
  });

  it('refuses the link of a user deactivated after it was issued', async () => {
    const { user, token, sig } = await issuedLink();
    await db().update(accountUsers).set({ active: false }).where(eq(accountUsers.id, user.id));
    expect((await redeem({ token, sig })).statusCode).toBe(401);
  });

  it('answers 400 ValidationError without a token', async () => {
    const response = await redeem({ sig: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().propertyErrors).toHaveProperty('token');
  });
});
