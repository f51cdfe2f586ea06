import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createTestContext, PASSWORD, type TestContext } from '../testing/harness.ts';
import { ANTI_FORGERY_COOKIE } from './antiforgery.ts';
import { SESSION_COOKIE } from './session.ts';

const load = (env: Record<string, string>) =>
  loadConfig({ SECRET: 'a-secret-that-is-long-enough-for-the-check', DATA_DIR: '/srv/console', ...env });

describe('COOKIE_SECURE', () => {
  it('is auto by default, and takes auto, true or false', () => {
    expect(load({}).cookieSecure).toBe('auto');
    expect(load({ COOKIE_SECURE: 'AUTO' }).cookieSecure).toBe('auto');
    expect(load({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(load({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('stops the server on any other value, naming the setting', () => {
    expect(() => load({ COOKIE_SECURE: 'sometimes' })).toThrow(ConfigError);
    expect(() => load({ COOKIE_SECURE: 'sometimes' })).toThrow(/COOKIE_SECURE must be auto, true or false/);
  });
});

let t: TestContext | undefined;
afterEach(() => t?.close());

/** Whether the anti-forgery cookie (from the sign-in page) and the session cookie (from signing in) are Secure. */
async function secureCookies(env: Record<string, string>, headers: Record<string, string> = {}) {
  t = await createTestContext(env);
  const page = await t.app.inject({ method: 'GET', url: '/Authorize/Login', headers });
  const antiForgery = page.cookies.find((c) => c.name === ANTI_FORGERY_COOKIE);
  const token = /name="request-verification-token" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/Authorize/Login',
    headers: { ...headers, RequestVerificationToken: token },
    cookies: { [ANTI_FORGERY_COOKIE]: antiForgery?.value ?? '' },
    payload: { userName: 'admin', password: PASSWORD },
  });
  const session = signIn.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!antiForgery || !session) throw new Error(`a cookie is missing: ${signIn.body}`);
  return { antiForgery: antiForgery.secure === true, session: session.secure === true };
}

const HTTPS_PROXY = { 'x-forwarded-proto': 'https' };

describe('Secure cookies', () => {
  it('are Secure when a trusted proxy says the console was reached over https', async () => {
    expect(await secureCookies({ TRUST_PROXY: 'true' }, HTTPS_PROXY)).toEqual({
      antiForgery: true,
      session: true,
    });
  });

  it('are not Secure over plain http, nor when an untrusted client claims https', async () => {
    expect(await secureCookies({})).toEqual({ antiForgery: false, session: false });
    expect(await secureCookies({}, HTTPS_PROXY)).toEqual({ antiForgery: false, session: false });
  });

  it('are Secure on plain http with COOKIE_SECURE=true (TLS ends before the console, no proxy header)', async () => {
    expect(await secureCookies({ COOKIE_SECURE: 'true' })).toEqual({ antiForgery: true, session: true });
  });

  it('are never Secure with COOKIE_SECURE=false', async () => {
    expect(await secureCookies({ COOKIE_SECURE: 'false', TRUST_PROXY: 'true' }, HTTPS_PROXY)).toEqual({
      antiForgery: false,
      session: false,
    });
  });
});
