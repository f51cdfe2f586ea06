import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider on loopback (the oidc-provider package), standing in for MRI's
 * authorization server in tests: discovery, the authorization endpoint with its login and consent
 * pages, the token endpoint (PKCE required, codes used once), ID tokens, refresh tokens. The test
 * starts it with the client id the customer has and the console's callback addresses.
 *
 * Its login page signs in the one account (`subject`) with a button ("Sign in"), its consent page
 * grants what was asked ("Allow"): a browser test clicks them; an API test walks them with
 * `authorizeThrough()`.
 */

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  subject: string;
  close(): Promise<void>;
}

const page = (title: string, button: string, uid: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family: sans-serif; margin: 48px">
<h1>${title}</h1>
<form method="post" action="/interaction/${uid}"><button type="submit">${button}</button></form>
</body></html>`;

export async function startOidcProvider(options: {
  clientId: string;
  redirectUris: string[];
  subject?: string;
}): Promise<TestOidcProvider> {
  const subject = options.subject ?? 'mri-user-0001';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access'],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['test-provider-cookie-key'] },
  });

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const prompt = details.prompt.name;
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        prompt === 'login'
          ? page('MRI test sign-in', 'Sign in', details.uid)
          : page('MRI test consent', 'Allow', details.uid),
      );
      return;
    }
    if (prompt === 'login') {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: subject } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session?.accountId ?? subject, clientId: options.clientId });
    if (!grant) throw new Error('the grant was not found');
    const missing = details.prompt.details.missingOIDCScope as string[] | undefined;
    if (missing) grant.addOIDCScope(missing.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 400;
        res.end(error instanceof Error ? error.message : String(error));
      });
      return;
    }
    void handle(req, res);
  });
  return {
    issuer,
    clientId: options.clientId,
    subject,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Walks an authorization URL as a browser would, signing in and allowing at the provider's pages,
 * and answers the address it finally sends the browser to (the console's callback, with code and
 * state), without calling it.
 */
export async function authorizeThrough(authorizationUrl: string, callbackPrefix: string): Promise<string> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizationUrl;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(callbackPrefix)) return url;
    const isInteraction = new URL(url).pathname.startsWith('/interaction/');
    const response = await fetch(url, {
      method: isInteraction ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader() },
    });
    remember(response);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('the provider never sent the browser back');
}
