import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@console/contract/errors';
import { secondFactorApi, type SecondFactorEnrolment } from '@console/contract/session/second-factor';
import { sessionApi } from '@console/contract/session/api';
import { settingsUsersApi } from '@console/contract/settings-users/api';
import { fillPath } from '@console/contract/kit';
import { auditLog, sessions, staffRecoveryCodes, staffUsers } from '../../db/schema.ts';
import {
  createTestContext,
  PASSWORD,
  tokenFromPage,
  type TestClient,
  type TestContext,
} from '../../testing/harness.ts';
import { appForFileFreshEachTest } from '../../testing/test-app.ts';
import { authenticatorCode } from '../../testing/totp.ts';
import { hashToken } from '../../security/tokens.ts';

let t: TestContext;
appForFileFreshEachTest((context) => {
  t = context;
});

const LOGIN = sessionApi.login.path;
const CODE = sessionApi.secondFactorSignIn.path;
const WRONG_CODE = 'The code is not right, or was used already.';

const auditOf = async (action: string) =>
  (await t.database.db.select().from(auditLog)).filter((entry) => entry.action === action);

/** Enrols a signed-in user: a new secret, confirmed with its current code. */
async function enrol(c: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = (await c.post(secondFactorApi.start.path)).json() as SecondFactorEnrolment;
  const confirmed = await c.post(secondFactorApi.confirm.path, {
    enrolment: started.enrolment,
    code: await authenticatorCode(started.secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: started.secret, recoveryCodes: confirmed.json().recoveryCodes };
}

/** Support with two-step sign-in on; the codes of the enrolment's step are used. */
async function supportEnrolled() {
  return enrol(await t.signIn('support'));
}

/** A browser past the password of `support`, at the code page. */
async function atCodePage(ReturnUrl = '/Accounts'): Promise<TestClient> {
  const c = await t.anonymous();
  const response = await c.post(LOGIN, { userName: 'support', password: PASSWORD, ReturnUrl });
  expect(response.statusCode).toBe(200);
  return c;
}

describe('enrolment', () => {
  it('starts with a new secret and keeps nothing until a first code confirms it', async () => {
    const c = await t.signIn('support');
    const started = await c.post(secondFactorApi.start.path);
    expect(started.statusCode).toBe(200);
    expect(started.headers['cache-control']).toBe('private, no-store');
    const { secret, uri } = started.json() as SecondFactorEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Veridian%20Console:support?secret=${secret}&issuer=Veridian%20Console`);
    const [user] = await t.database.db
      .select({ secret: staffUsers.totpSecret })
      .from(staffUsers)
      .where(eq(staffUsers.id, t.fixtures.users.support));
    expect(user?.secret).toBeNull();
    expect((await c.get(secondFactorApi.status.path)).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
  });

  it('turns on with the first code, answering ten recovery codes once, kept only as hashes', async () => {
    const c = await t.signIn('support');
    const started = (await c.post(secondFactorApi.start.path)).json() as SecondFactorEnrolment;
    const wrong = await c.post(secondFactorApi.confirm.path, {
      enrolment: started.enrolment,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().propertyErrors).toEqual({ code: [WRONG_CODE] });

    const code = await authenticatorCode(started.secret);
    const confirmed = await c.post(secondFactorApi.confirm.path, { enrolment: started.enrolment, code });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    for (const recovery of recoveryCodes)
      expect(recovery).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await c.get(secondFactorApi.status.path)).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });

    const [user] = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.id, t.fixtures.users.support));
    expect(user?.totpSecret).not.toContain(started.secret);
    expect(user?.totpEnabledAt).toBeInstanceOf(Date);
    const kept = await t.database.db.select().from(staffRecoveryCodes);
    expect(kept.map((row) => row.codeHash).join()).not.toMatch(new RegExp(recoveryCodes.join('|')));

    const [entry] = await auditOf('secondFactor.enable');
    expect(entry).toMatchObject({
      actorName: 'support',
      entityType: 'staffUser',
      entityId: String(t.fixtures.users.support),
    });
    const logged = JSON.stringify(entry);
    for (const secretText of [started.secret, code, ...recoveryCodes])
      expect(logged).not.toContain(secretText);

    // Once on, a second enrolment is refused until it is turned off.
    expect((await c.post(secondFactorApi.start.path)).statusCode).toBe(409);
  });

  it("refuses another user's enrolment, and one that was tampered with", async () => {
    const admin = await t.signIn('admin');
    const { enrolment, secret } = (
      await admin.post(secondFactorApi.start.path)
    ).json() as SecondFactorEnrolment;
    const support = await t.signIn('support');
    const code = await authenticatorCode(secret);
    for (const sent of [enrolment, `${enrolment}x`]) {
      const refused = await support.post(secondFactorApi.confirm.path, { enrolment: sent, code });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().propertyErrors.enrolment).toEqual(['This enrolment has expired: start again.']);
    }
  });
});

describe('an enrolment past its 15 minutes', () => {
  afterEach(() => vi.useRealTimers());

  it('is refused, and nothing is turned on', async () => {
    const c = await t.signIn('support');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 16 * 60_000);
    const started = (await c.post(secondFactorApi.start.path)).json() as SecondFactorEnrolment;
    vi.useRealTimers();
    const late = await c.post(secondFactorApi.confirm.path, {
      enrolment: started.enrolment,
      code: await authenticatorCode(started.secret),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().propertyErrors.enrolment).toEqual(['This enrolment has expired: start again.']);
    expect((await c.get(secondFactorApi.status.path)).json().enabled).toBe(false);
  });
});

describe('signing in with a second factor', () => {
  it('answers a JSON sign-in with the code page, and the pending session opens nothing', async () => {
    await supportEnrolled();
    const c = await t.anonymous();
    const response = await c.post(LOGIN, { userName: 'support', password: PASSWORD, ReturnUrl: '/Accounts' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      redirectUrl: '/Authorize/SecondFactor?ReturnUrl=%2FAccounts',
      secondFactor: 'code',
      requestVerificationToken: expect.any(String),
    });
    for (const path of ['/api/user/info', sessionApi.bootstrap.path, secondFactorApi.status.path]) {
      expect((await c.get(path)).statusCode, path).toBe(401);
    }
    expect(
      (await c.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA })).statusCode,
    ).toBe(401);
    // The console's pages send it to sign in; the code page is what it may open.
    const home = await c.get('/Accounts');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toMatch(/^\/Authorize\/Login/);
    const page = await c.get('/Authorize/SecondFactor', { ReturnUrl: '/Accounts' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="code"');
    expect(page.body).toContain('Veridian Console');
  });

  it('opens the session with the right code, for its full time, and goes to the return URL', async () => {
    const { secret } = await supportEnrolled();
    const c = await atCodePage();
    // The enrolment used this step's code: the next step's is the one the phone shows next.
    const signedIn = await c.post(CODE, { code: await authenticatorCode(secret, 1), ReturnUrl: '/Accounts' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({
      redirectUrl: '/Accounts',
      requestVerificationToken: expect.any(String),
    });
    expect((await c.get('/api/user/info')).json().id).toBe(t.fixtures.users.support);
    // The answered token is the open session's: a change goes through.
    expect(
      (await c.post('/api/user/AdministeredCompany', { companyType: t.fixtures.companyA })).statusCode,
    ).toBe(200);
    const tokenHash = hashToken(c.cookies.console_session ?? '');
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(session?.awaitingSecondFactor).toBe(false);
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it('takes a code once: the same code, or an older one, is refused afterwards', async () => {
    const { secret } = await supportEnrolled();
    const at = Date.now();
    const code = await authenticatorCode(secret, 1, at);
    expect((await (await atCodePage()).post(CODE, { code })).statusCode).toBe(200);
    const again = await atCodePage();
    const replayed = await again.post(CODE, { code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: ErrorCode.Unauthorized, message: WRONG_CODE });
    expect((await again.post(CODE, { code: await authenticatorCode(secret, 0, at) })).statusCode).toBe(401);
    expect((await again.get('/api/user/info')).statusCode).toBe(401);
  });

  it('signs in with a recovery code once, as typed in any case, recording it', async () => {
    const { recoveryCodes } = await supportEnrolled();
    const [first = ''] = recoveryCodes;
    const c = await atCodePage();
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    expect((await c.post(CODE, { code: typed })).statusCode).toBe(200);
    expect((await c.get(secondFactorApi.status.path)).json().recoveryCodesLeft).toBe(9);
    const [entry] = await auditOf('secondFactor.recoveryCodeSignIn');
    expect(entry).toMatchObject({
      actorName: 'support',
      entityId: String(t.fixtures.users.support),
      changes: { recoveryCodesLeft: { from: 10, to: 9 } },
    });
    expect(JSON.stringify(entry)).not.toContain(first);
    const spent = await (await atCodePage()).post(CODE, { code: first });
    expect(spent.statusCode).toBe(401);
  });

  it('refuses codes after 5 wrong ones, the right one too, with Retry-After', async () => {
    const { secret } = await supportEnrolled();
    const c = await atCodePage();
    for (let i = 0; i < 5; i++) expect((await c.post(CODE, { code: `00000${i}` })).statusCode).toBe(401);
    const refused = await c.post(CODE, { code: await authenticatorCode(secret, 1) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TooManyRequests',
      message: 'Too many wrong codes. Try again in 15 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('forgets the wrong codes once a right one came: four more are still only wrong', async () => {
    const { secret } = await supportEnrolled();
    const first = await atCodePage();
    for (let i = 0; i < 4; i++) expect((await first.post(CODE, { code: `00000${i}` })).statusCode).toBe(401);
    expect((await first.post(CODE, { code: await authenticatorCode(secret, 1) })).statusCode).toBe(200);
    const next = await atCodePage();
    for (let i = 0; i < 4; i++) expect((await next.post(CODE, { code: `11111${i}` })).statusCode).toBe(401);
  });

  it('answers 401 once the pending sign-in has expired, and the code page sends the browser to sign in', async () => {
    const { secret } = await supportEnrolled();
    const c = await atCodePage();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.awaitingSecondFactor, true));
    const late = await c.post(CODE, { code: await authenticatorCode(secret, 1) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('This sign-in has expired. Sign in again.');
    const page = await c.get('/Authorize/SecondFactor', { ReturnUrl: '/Accounts' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/Authorize/Login?ReturnUrl=%2FAccounts');
  });

  it('works as forms without script: the password leads to the code page, a wrong code shows it again', async () => {
    const { secret } = await supportEnrolled();
    const c = await t.anonymous();
    const form = (url: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        cookies: c.cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...fields, __RequestVerificationToken: c.token }).toString(),
      });
    const password = await form(LOGIN, { userName: 'support', password: PASSWORD, ReturnUrl: '/Accounts' });
    expect(password.statusCode).toBe(303);
    expect(password.headers.location).toBe('/Authorize/SecondFactor?ReturnUrl=%2FAccounts');
    const session = password.cookies.find((cookie) => cookie.name === 'console_session')?.value ?? '';
    const withSession = { ...c.cookies, console_session: session };
    const page = await t.app.inject({ method: 'GET', url: password.headers.location, cookies: withSession });
    const token = tokenFromPage(page.body);
    const post = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: CODE,
        cookies: withSession,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          code,
          ReturnUrl: '/Accounts',
          __RequestVerificationToken: token,
        }).toString(),
      });
    const wrong = await post('123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toContain('text/html');
    expect(wrong.body).toContain(WRONG_CODE);
    const right = await post(await authenticatorCode(secret, 1));
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/Accounts');
  });
});

describe("the user's own changes", () => {
  it('turns off with a code, not without, recording it', async () => {
    const c = await t.signIn('support');
    const { secret } = await enrol(c);
    const wrong = await c.post(secondFactorApi.disable.path, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().propertyErrors).toEqual({ code: [WRONG_CODE] });
    expect(
      (await c.post(secondFactorApi.disable.path, { code: await authenticatorCode(secret, 1) })).statusCode,
    ).toBe(204);
    expect((await c.get(secondFactorApi.status.path)).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect(await auditOf('secondFactor.disable')).toHaveLength(1);
    // Off: a sign-in needs the password alone again.
    expect(
      (await (await t.anonymous()).post(LOGIN, { userName: 'support', password: PASSWORD })).json()
        .secondFactor,
    ).toBeUndefined();
  });

  it('regenerates the recovery codes with a code: the old ones stop working, the new ones work', async () => {
    const c = await t.signIn('support');
    const { secret, recoveryCodes: old } = await enrol(c);
    const regenerated = await c.post(secondFactorApi.regenerateRecoveryCodes.path, {
      code: await authenticatorCode(secret, 1),
    });
    expect(regenerated.statusCode).toBe(200);
    const { recoveryCodes } = regenerated.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect((await (await atCodePage()).post(CODE, { code: old[0] })).statusCode).toBe(401);
    expect((await (await atCodePage()).post(CODE, { code: recoveryCodes[0] })).statusCode).toBe(200);
    const [entry] = await auditOf('secondFactor.recoveryCodes');
    expect(entry?.changes).toEqual({ recoveryCodesLeft: { from: 10, to: 10 } });
    expect(JSON.stringify(entry)).not.toContain(recoveryCodes[1]);
  });
});

describe("an Admin's reset", () => {
  const resetUrl = (id: number) => fillPath(settingsUsersApi.resetSecondFactor.path, { id });

  it("resets another user's second factor and ends their sessions, recorded", async () => {
    const support = await t.signIn('support');
    await enrol(support);
    const admin = await t.signIn('admin');
    const reset = await admin.delete(resetUrl(t.fixtures.users.support));
    expect(reset.statusCode).toBe(204);
    expect((await support.get('/api/user/info')).statusCode).toBe(401);
    const signedIn = await (await t.anonymous()).post(LOGIN, { userName: 'support', password: PASSWORD });
    expect(signedIn.json().secondFactor).toBeUndefined();
    expect(await t.database.db.select().from(staffRecoveryCodes)).toEqual([]);
    const [entry] = await auditOf('secondFactor.reset');
    expect(entry).toMatchObject({
      actorName: 'admin',
      entityId: String(t.fixtures.users.support),
      changes: { secondFactor: { from: true, to: false } },
    });
  });

  it('shows who has it in the users list, and refuses an Admin their own reset', async () => {
    await enrol(await t.signIn('support'));
    const admin = await t.signIn('admin');
    const users = (await admin.get(settingsUsersApi.list.path)).json().items as {
      userName: string;
      secondFactor: boolean;
    }[];
    expect(users.find((u) => u.userName === 'support')?.secondFactor).toBe(true);
    expect(users.find((u) => u.userName === 'admin')?.secondFactor).toBe(false);
    expect((await admin.delete(resetUrl(t.fixtures.users.admin))).statusCode).toBe(409);
  });

  it('refuses to reset a user who has none, ending nothing and recording nothing', async () => {
    const support = await t.signIn('support');
    const admin = await t.signIn('admin');
    const refused = await admin.delete(resetUrl(t.fixtures.users.support));
    expect(refused.statusCode).toBe(409);
    expect((await support.get('/api/user/info')).statusCode).toBe(200);
    expect(await auditOf('secondFactor.reset')).toEqual([]);
  });

  it('is refused to staff who may not manage staff', async () => {
    const checkpoint = await t.signIn('checkpoint');
    const refused = await checkpoint.delete(resetUrl(t.fixtures.users.support));
    expect(refused.statusCode).toBe(403);
  });
});

describe('a second factor the console requires (STAFF_TWO_FACTOR)', () => {
  it('all: after the password, a user without one is sent to enrolment and may do nothing else until enrolled', async () => {
    const strict = await createTestContext({ STAFF_TWO_FACTOR: 'all' });
    try {
      const c = await strict.anonymous();
      const signedIn = await c.post(LOGIN, {
        userName: 'support',
        password: PASSWORD,
        ReturnUrl: '/Accounts',
      });
      expect(signedIn.json()).toMatchObject({ redirectUrl: '/TwoStepSignIn', secondFactor: 'enrol' });
      const refused = await c.get('/api/user/AdministeredCompany');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(ErrorCode.SecondFactorRequired);
      const page = await c.get('/Accounts');
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('/TwoStepSignIn');
      expect((await c.get(sessionApi.bootstrap.path)).json().secondFactor).toEqual({
        enabled: false,
        required: true,
      });
      expect((await c.get(secondFactorApi.status.path)).json()).toMatchObject({
        enabled: false,
        required: true,
      });

      await enrol(c);
      expect((await c.get('/api/user/AdministeredCompany')).statusCode).toBe(200);
      expect((await c.get(sessionApi.bootstrap.path)).json().secondFactor).toEqual({
        enabled: true,
        required: true,
      });
    } finally {
      await strict.close();
    }
  });

  it('privileged: required of staff whose roles grant a privileged permission, not of the others', async () => {
    const privileged = await createTestContext({ STAFF_TWO_FACTOR: 'privileged' });
    try {
      const secondFactorOf = async (userName: string) =>
        (await (await privileged.anonymous()).post(LOGIN, { userName, password: PASSWORD })).json()
          .secondFactor;
      expect(await secondFactorOf('admin')).toBe('enrol');
      expect(await secondFactorOf('checkpoint')).toBe('enrol');
      expect(await secondFactorOf('support')).toBeUndefined();
    } finally {
      await privileged.close();
    }
  });

  it('off (the default): nobody is required to have one', async () => {
    const admin = await t.signIn('admin');
    expect((await admin.get(sessionApi.bootstrap.path)).json().secondFactor).toEqual({
      enabled: false,
      required: false,
    });
    expect((await admin.get('/api/user/AdministeredCompany')).statusCode).toBe(200);
  });
});
