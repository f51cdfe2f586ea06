import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@console/contract/errors';
import { sessionApi } from '@console/contract/session';
import type { FamilyRoutes } from '../../kit/register.ts';
import { AppError } from '../../http/errors.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session.ts';
import { renderLoginPage } from './login-page.ts';
import { HOME, safeReturnUrl } from './return-url.ts';
import * as sessions from './service.ts';

export const LOGIN_PATH = sessionApi.loginPage.path;
const WRONG_CREDENTIALS = 'The login or password is incorrect.';

/** A wait as staff read it: seconds under a minute (a name's turn), else minutes (a lock). */
function tooManyAttempts(retryAfterMs: number): string {
  const [count, unit] =
    retryAfterMs < 60_000
      ? [Math.ceil(retryAfterMs / 1000), 'second']
      : [Math.ceil(retryAfterMs / 60_000), 'minute'];
  return `Too many failed sign-in attempts. Try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

export function sessionRoutes(routes: FamilyRoutes): void {
  const { ctx } = routes;
  const { config } = ctx;

  const loginPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { userName?: string; error?: string; returnUrl?: string },
  ) =>
    reply.type('text/html; charset=utf-8').send(
      renderLoginPage({
        environmentId: config.environmentId,
        token: ctx.antiForgery.tokenFor(request, reply),
        returnUrl: extra.returnUrl ?? HOME,
        ...extra,
      }),
    );

  routes.add(sessionApi.loginPage, ({ request, reply, query }) => {
    const returnUrl = safeReturnUrl(query.ReturnUrl);
    if (request.staff) return reply.redirect(returnUrl);
    return loginPage(request, reply, { returnUrl });
  });

  routes.add(sessionApi.login, async ({ request, reply, body }) => {
    const { userName, password } = body;
    const returnUrl = safeReturnUrl(body.ReturnUrl);
    const address = request.ip;
    const form = isFormPost(request);

    const attempt = await ctx.throttle.attempt(userName, address, () =>
      sessions.signIn(ctx.database.db, {
        userName,
        password,
        address,
        userAgent: request.headers['user-agent'] ?? '',
        sessionHours: config.sessionHours,
      }),
    );
    if (attempt.throttled) {
      request.log.info({ event: 'signIn.throttled' }, 'sign-in refused: too many failures');
      const message = tooManyAttempts(attempt.retryAfterMs);
      reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
      if (form) return loginPage(request, reply.status(429), { userName, error: message, returnUrl });
      throw new AppError(429, ErrorCode.TooManyRequests, message);
    }
    const result = attempt.result;
    if (!result) {
      request.log.info({ event: 'signIn.failed' }, 'sign-in refused');
      if (form)
        return loginPage(request, reply.status(401), { userName, error: WRONG_CREDENTIALS, returnUrl });
      throw new AppError(401, ErrorCode.Unauthorized, WRONG_CREDENTIALS);
    }
    request.log.info({ event: 'signIn', userId: result.userId }, 'signed in');
    setSessionCookie(request, reply, result.token, config);
    if (form) return reply.redirect(returnUrl, 303);
    return {
      redirectUrl: returnUrl,
      requestVerificationToken: ctx.antiForgery.tokenFor(request, reply, result.tokenHash),
    };
  });

  routes.add(sessionApi.logOff, async ({ request, reply, db }) => {
    if (request.staff) await sessions.endSession(db, request.staff.sessionTokenHash);
    clearSessionCookie(request, reply, config);
    return { redirectUrl: LOGIN_PATH };
  });

  routes.add(sessionApi.userInfo, ({ staff }) => sessions.userInfo(staff));
  routes.add(sessionApi.bootstrap, ({ db, staff }) => sessions.bootstrap(db, staff, config));
  routes.add(sessionApi.administeredCompany, ({ db, staff }) => sessions.administeredCompany(db, staff));
  routes.add(sessionApi.setAdministeredCompany, ({ db, staff, actor, body }) =>
    sessions.setAdministeredCompany(db, staff, actor, body.companyType),
  );
}
