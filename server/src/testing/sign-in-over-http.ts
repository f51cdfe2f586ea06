/** What a signed-in browser sends: its cookies, its anti-forgery token, and the raw session token. */
export interface SignedIn {
  /** The anti-forgery and session cookies, as one Cookie header. */
  cookie: string;
  /** The anti-forgery token of the new session (the sign-in answers it), for unsafe calls. */
  token: string;
  /** The session cookie's value, for a direct lookup. */
  sessionToken: string;
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]);

/**
 * Signs in over HTTP as a browser does, to a console running as a process of its own (the benchmark
 * and the process tests): the sign-in page's anti-forgery cookie and token, then the POST.
 */
export async function signInOverHttp(address: string, userName: string, password: string): Promise<SignedIn> {
  const page = await fetch(`${address}/Authorize/Login`);
  const antiForgeryCookies = cookiesOf(page);
  const token = /name="request-verification-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const login = await fetch(`${address}/Authorize/Login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: antiForgeryCookies.join('; '),
      RequestVerificationToken: token,
    },
    body: JSON.stringify({ userName, password }),
  });
  if (!login.ok) throw new Error(`sign-in as ${userName} failed: ${login.status} ${await login.text()}`);
  const sessionCookies = cookiesOf(login);
  // The page's token was bound to no session; the sign-in answers the one bound to the new session.
  const { requestVerificationToken } = (await login.json()) as { requestVerificationToken: string };
  return {
    cookie: [...antiForgeryCookies, ...sessionCookies].join('; '),
    token: requestVerificationToken,
    sessionToken: /console_session=([^;]+)/.exec(sessionCookies.join('; '))?.[1] ?? '',
  };
}
