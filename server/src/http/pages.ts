import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ANTI_FORGERY_META, TERMS_PATH } from '@console/contract/constants';
import { TWO_STEP_SIGN_IN_PATH } from '@console/contract/session/gates';
import type { AppContext } from './context.ts';
import { isGatedUrl } from './gates.ts';
import { sendNotFound } from './errors.ts';
import { redirectToSignIn } from './sign-in-redirect.ts';
import { escapeHtml } from '../lib/html.ts';
import { bootstrap } from '../platform/session/service.ts';
import { mustEnrolSecondFactor } from '../platform/session/second-factor-policy.ts';

/** Where the web app's built files are served (hashed names, cached for a year). */
export const WEB_ASSETS_PREFIX = '/assets/';

/** The element the web app reads its preloaded page data from. */
export const BOOTSTRAP_ELEMENT_ID = 'bootstrap-data';

/** Client routes anyone may open; the router matches paths without regard to case, so does this. */
const PUBLIC_PAGES = new Set([TERMS_PATH.toLowerCase()]);
const pathOf = (url: string) => new URL(url, 'http://page').pathname.toLowerCase();
const isPublicPage = (url: string) => PUBLIC_PAGES.has(pathOf(url));

/** JSON inside a <script type="application/json"> block: no "</script>" or "<!--" can end it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A path whose last segment has a file extension (`/favicon.ico`, `/robots.txt`) asks for a file,
 * which the console does not have outside /assets/: it is 404, not the app's page (no client route
 * has a dot in its last segment).
 */
const namesAFile = (url: string) => /\.[a-z0-9]{1,8}$/i.test(pathOf(url));

/**
 * Serves the built web app: hashed assets as static files, and index.html for every client route,
 * with the anti-forgery token and the preloaded page data written into it. Staff without a session
 * are sent to the sign-in page, except on a public page, which gets `null` for page data: the web
 * app then knows nobody is signed in and asks the server for nothing.
 */
export async function installPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dist = ctx.config.webDist;
  await app.register(fastifyStatic, {
    root: path.join(dist, 'assets'),
    prefix: WEB_ASSETS_PREFIX,
    wildcard: true,
    index: false,
    maxAge: '365d',
    immutable: true,
    // The build writes a .br and a .gz beside each asset (web/build/compress-assets.ts): the
    // best the browser accepts is sent as it is, with its Content-Encoding.
    preCompressed: true,
    // The answer depends on Accept-Encoding, which a cache must know (@fastify/static does not say).
    setHeaders: (response) => response.setHeader('vary', 'accept-encoding'),
  });

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const staff = request.staff;
    if (!staff && !isPublicPage(request.url)) {
      return redirectToSignIn(request, reply);
    }
    // A user who must set up a second factor first opens the enrolment page and public pages only.
    if (
      staff &&
      mustEnrolSecondFactor(ctx.config.staffTwoFactor, staff) &&
      !isPublicPage(request.url) &&
      pathOf(request.url) !== TWO_STEP_SIGN_IN_PATH.toLowerCase()
    ) {
      return reply.redirect(TWO_STEP_SIGN_IN_PATH);
    }
    let html: string;
    try {
      html = await readFile(path.join(dist, 'index.html'), 'utf8');
    } catch {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const token = ctx.antiForgery.tokenFor(request, reply);
    const data = staff ? await bootstrap(ctx.database.db, staff, ctx.config, ctx.companyProfiles) : null;
    const head =
      `<meta name="${ANTI_FORGERY_META}" content="${escapeHtml(token)}">` +
      `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html.replace('</head>', `${head}</head>`));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isGatedUrl(request.url) &&
      !request.url.startsWith('/assets/') &&
      !namesAFile(request.url);
    if (wantsPage) return page(request, reply);
    return sendNotFound(request, reply);
  });
}
