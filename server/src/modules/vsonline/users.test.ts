import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { customerSiteApi, type AutoLoginRedeemed } from '@console/contract/customer-site/api';
import { fillPath } from '@console/contract/kit';
import { REGISTRATION_USER_LOCKED, vsOnlineApi } from '@console/contract/vsonline/api';
import { accountUsers } from '../../db/schema.ts';
import { customerSiteLinks } from '../customer-site/tables.ts';
import { createTestContext, type TestClient, type TestContext } from '../../testing/harness.ts';
import { auditEntries } from '../../testing/audit.ts';
import { headerOf, startTestSmtp, textOf, type TestSmtp } from '../../testing/smtp.ts';
import {
  MAIL_FAILED,
  REGISTRATION_LINK_DAYS,
  REGISTRATION_SUBJECT,
  redeemRegistration,
} from './registration.ts';
import { redeemLink } from '../customer-site/one-time-links.ts';
import { onlineCustomer } from './testing.ts';

const CUSTOMER_SITE = 'https://customers.example.test';

let t: TestContext;
let smtp: TestSmtp;
let admin: TestClient;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestContext({ SMTP_URL: smtp.url, CUSTOMER_SITE_URL: CUSTOMER_SITE });
  admin = await t.signIn('admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const api = vsOnlineApi;
const url = (endpoint: { path: string }, params: Record<string, number>) => fillPath(endpoint.path, params);

/** The customer site's calls: no staff session, no anti-forgery token. */
const redeem = (token: string) =>
  t.app.inject({ method: 'POST', url: customerSiteApi.redeemRegistration.path, payload: { token } });
const sessionOf = (sessionToken: string) =>
  t.app.inject({
    method: 'GET',
    url: customerSiteApi.session.path,
    headers: { authorization: `Bearer ${sessionToken}` },
  });

/** Sends the registration e-mail and answers the token of the link the message carries. */
async function sendRegistration(accountId: number, userId: number) {
  const before = smtp.received.length;
  const response = await admin.post(url(api.resendRegistrationEmail, { id: accountId, userId }));
  expect(response.statusCode, response.body).toBe(200);
  expect(smtp.received).toHaveLength(before + 1);
  const message = smtp.received.at(-1);
  if (!message) throw new Error('no message');
  const link = /https:\/\/customers\.example\.test\/register\?token=\S+/.exec(textOf(message.raw))?.[0];
  if (!link) throw new Error(`no link in ${message.raw}`);
  return { response, message, token: new URL(link).searchParams.get('token') ?? '' };
}

describe('the users of an online customer (the accounts family services)', () => {
  it('lists, adds, reads and updates users, and reads a credential of this customer only', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Users Online');
    const other = await onlineCustomer(t, t.fixtures.companyA, 'Users Other');
    const added = await admin.post(url(api.createUser, { id: customer.accountId }), {
      userName: 'online.added',
      firstName: 'Olive',
      lastName: 'Added',
      email: 'olive@customer.test',
    });
    expect(added.statusCode, added.body).toBe(200);
    const { id: userId } = added.json() as { id: number };
    const page = (await admin.get(url(api.users, { id: customer.accountId }))).json() as {
      items: { userName: string }[];
      total: number;
    };
    expect(page.items.map((u) => u.userName).sort()).toEqual([customer.userName, 'online.added'].sort());
    expect((await admin.get(url(api.user, { id: customer.accountId, userId }))).json()).toMatchObject({
      firstName: 'Olive',
    });
    const updated = await admin.put(url(api.updateUser, { id: customer.accountId, userId }), {
      userName: 'online.added',
      firstName: 'Olivia',
      lastName: 'Added',
      email: 'olive@customer.test',
    });
    expect(updated.json()).toMatchObject({ firstName: 'Olivia' });
    const credential = await admin.get(url(api.credential, { id: customer.accountId, userId }));
    expect(credential.json()).toContainEqual({ key: 'Login', value: 'online.added' });
    // The user is not the other customer's, whatever the path says.
    expect((await admin.get(url(api.credential, { id: other.accountId, userId }))).statusCode).toBe(404);
    expect((await admin.get(url(api.user, { id: other.accountId, userId }))).statusCode).toBe(404);
  });

  it('refuses a user without a login or with a bad e-mail with 400 naming the field, and adds nobody', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Users Refused');
    const users = async () =>
      (
        await db()
          .select({ n: count() })
          .from(accountUsers)
          .where(eq(accountUsers.accountId, customer.accountId))
      )[0]?.n;
    for (const [body, field] of [
      [{ userName: ' ', firstName: 'A', lastName: 'B', email: 'a@b.test' }, 'userName'],
      [{ userName: 'bad.mail', firstName: 'A', lastName: 'B', email: 'not-an-address' }, 'email'],
    ] as const) {
      const response = await admin.post(url(api.createUser, { id: customer.accountId }), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().propertyErrors).toHaveProperty(field);
    }
    expect(await users()).toBe(1);
  });
});

describe('PUT …/Users/{userId}/Status', () => {
  it("locks a user, ending the user's customer-site sessions, and unlocks, audited before and after", async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Status Online');
    const { token } = await sendRegistration(customer.accountId, customer.userId);
    const { sessionToken } = (await redeem(token)).json() as AutoLoginRedeemed;
    expect((await sessionOf(sessionToken)).statusCode).toBe(200);

    const statusUrl = url(api.setUserStatus, { id: customer.accountId, userId: customer.userId });
    const locked = await admin.put(statusUrl, { active: false });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({ id: customer.userId, active: false });
    expect((await sessionOf(sessionToken)).statusCode).toBe(401);

    expect((await admin.put(statusUrl, { active: true })).json()).toMatchObject({ active: true });
    // Unlocking does not bring an ended session back.
    expect((await sessionOf(sessionToken)).statusCode).toBe(401);
    const entries = await auditEntries(t, 'accountUser.update', customer.userId);
    expect(entries.map((entry) => entry.changes)).toEqual([
      { active: { from: true, to: false } },
      { active: { from: false, to: true } },
    ]);
  });

  it('refuses a missing or non-boolean active with 400 naming it, and changes nothing', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Status Refused');
    const statusUrl = url(api.setUserStatus, { id: customer.accountId, userId: customer.userId });
    for (const body of [{}, { active: 'no' }]) {
      const response = await admin.put(statusUrl, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().propertyErrors).toHaveProperty('active');
    }
    expect(
      (await admin.get(url(api.user, { id: customer.accountId, userId: customer.userId }))).json(),
    ).toMatchObject({
      active: true,
    });
  });
});

describe('POST …/users/{userId}/ResendRegistrationEmail', () => {
  it('e-mails the user a link that works once, over SMTP, and audits the sending', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Mail Online');
    const { response, message, token } = await sendRegistration(customer.accountId, customer.userId);
    const email = `${customer.userName}@customer.test`;
    expect(response.json()).toEqual({ sentTo: email });
    expect(message.to).toEqual([email]);
    expect(headerOf(message.raw, 'Subject')).toBe(REGISTRATION_SUBJECT);
    expect(headerOf(message.raw, 'To')).toBe(email);
    expect(textOf(message.raw)).toContain('Mail Online');

    // Only the token's hash is kept.
    const [stored] = await db()
      .select()
      .from(customerSiteLinks)
      .where(eq(customerSiteLinks.accountUserId, customer.userId));
    expect(stored?.tokenHash).not.toContain(token);

    const first = await redeem(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      accountId: customer.accountId,
      userId: customer.userId,
      userName: customer.userName,
    });
    const second = await redeem(token);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ code: 'Unauthorized' });
    const entries = await auditEntries(t, 'accountUser.registrationEmail', customer.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.changes).toMatchObject({ sentTo: { to: email } });
  });

  it('redeems a registration link only as one: as an auto-login link it is refused and stays unused', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Mail Purpose');
    const { token } = await sendRegistration(customer.accountId, customer.userId);
    const asAutoLogin = db().transaction((tx) =>
      redeemLink(tx, {
        purpose: 'autoLogin',
        token,
        action: 'accountUser.autoLogin.redeem',
        invalid: 'invalid',
        requestId: 'purpose',
        now: new Date(),
      }),
    );
    await expect(asAutoLogin).rejects.toMatchObject({ statusCode: 401 });
    expect((await redeem(token)).statusCode).toBe(200);
  });

  it('refuses a link once its 7 days are over', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Mail Late');
    const { token } = await sendRegistration(customer.accountId, customer.userId);
    const late = new Date(Date.now() + REGISTRATION_LINK_DAYS * 86_400_000 + 60_000);
    await expect(redeemRegistration(db(), token, 'late', late)).rejects.toMatchObject({ statusCode: 401 });
    expect((await redeem(token)).statusCode).toBe(200);
  });

  it('ends the earlier link when it sends a new one', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Mail Twice');
    const earlier = await sendRegistration(customer.accountId, customer.userId);
    const later = await sendRegistration(customer.accountId, customer.userId);
    expect((await redeem(earlier.token)).statusCode).toBe(401);
    expect((await redeem(later.token)).statusCode).toBe(200);
  });

  it('refuses a locked user with 400, sending nothing', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Mail Locked');
    await admin.put(url(api.setUserStatus, { id: customer.accountId, userId: customer.userId }), {
      active: false,
    });
    const before = smtp.received.length;
    const response = await admin.post(
      url(api.resendRegistrationEmail, { id: customer.accountId, userId: customer.userId }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(REGISTRATION_USER_LOCKED);
    expect(smtp.received).toHaveLength(before);
  });

  it('answers 503 when the mail server refuses the message, keeping the earlier link', async () => {
    const customer = await onlineCustomer(t, t.fixtures.companyA, 'Mail Refused');
    const earlier = await sendRegistration(customer.accountId, customer.userId);
    smtp.refuse(true);
    try {
      const response = await admin.post(
        url(api.resendRegistrationEmail, { id: customer.accountId, userId: customer.userId }),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(MAIL_FAILED);
    } finally {
      smtp.refuse(false);
    }
    expect((await redeem(earlier.token)).statusCode).toBe(200);
  });
});
