import { ANTI_FORGERY_META } from '@console/contract/constants';

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

/** The anti-forgery token a console page carries in its meta tag. */
async function antiForgeryTokenOf(page: Response): Promise<string> {
  const token = new RegExp(`name="${ANTI_FORGERY_META}" content="([^"]+)"`).exec(await page.text())?.[1];
  if (!token) throw new Error(`the page at ${page.url} carries no anti-forgery token`);
  return token;
}

/** Signs in over HTTP as a browser does: the login page's anti-forgery token, then the POST. */
export async function signIn(address: string, userName: string, password: string): Promise<SignedIn> {
  const page = await fetch(`${address}/Authorize/Login`);
  const antiForgeryCookie = cookiesOf(page);
  const login = await fetch(`${address}/Authorize/Login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: antiForgeryCookie,
      RequestVerificationToken: await antiForgeryTokenOf(page),
    },
    body: JSON.stringify({ userName, password }),
  });
  if (!login.ok) throw new Error(`bench sign-in as ${userName} failed: ${login.status}`);
  // The browser keeps both: the anti-forgery cookie from the page and the session from the sign-in.
  const cookie = [antiForgeryCookie, cookiesOf(login)].filter(Boolean).join('; ');
  return { cookie, sessionToken: /console_session=([^;]+)/.exec(cookie)?.[1] ?? '' };
}

/** Signed in, with the token a page of the session carries, which every write sends back. */
export async function signInToWrite(
  address: string,
  userName: string,
  password: string,
): Promise<SignedIn & { antiForgeryToken: string }> {
  const signedIn = await signIn(address, userName, password);
  const page = await fetch(`${address}/`, { headers: { cookie: signedIn.cookie } });
  if (!page.ok) throw new Error(`the console page answered ${page.status} after sign-in`);
  return { ...signedIn, antiForgeryToken: await antiForgeryTokenOf(page) };
}
