/** The cookies a signed-in browser sends, and the raw session token for the direct lookup. */
export interface SignedIn {
  cookie: string;
  sessionToken: string;
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Signs in over HTTP as a browser does: the login page's anti-forgery token, then the POST. */
export async function signIn(address: string, userName: string, password: string): Promise<SignedIn> {
  const page = await fetch(`${address}/Authorize/Login`);
  const antiForgeryCookie = cookiesOf(page);
  const token = /name="request-verification-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const login = await fetch(`${address}/Authorize/Login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: antiForgeryCookie,
      RequestVerificationToken: token,
    },
    body: JSON.stringify({ userName, password }),
  });
  if (!login.ok) throw new Error(`bench sign-in as ${userName} failed: ${login.status}`);
  const cookie = cookiesOf(login);
  return { cookie, sessionToken: /console_session=([^;]+)/.exec(cookie)?.[1] ?? '' };
}
