import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@console/contract/errors';
import { sessionApi, type SignInResponse } from '@console/contract/session/api';
import { TWO_STEP_SIGN_IN_PATH } from '@console/contract/session/gates';
import type { FamilyRoutes } from '../../kit/register.ts';
import { AppError, TooManyRequests } from '../../http/errors.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session.ts';
import { renderLoginPage } from './login-page.ts';
import { HOME, safeReturnUrl } from './return-url.ts';
import { secondFactorRoutes, secondFactorPageUrl } from './second-factor-routes.ts';
import { mustEnrolSecondFactor } from './second-factor-policy.ts';
import * as sessions from './service.ts';
import { isFormPost } from './sign-in-http.ts';
import { tryAgainIn } from './waits.ts';

export const LOGIN_PATH = sessionApi.loginPage.path;
const WRONG_CREDENTIALS = 'The login or password is incorrect.';

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

  /**
   * Where a right password leads: the code page when the user has a second factor, the enrolment
   * when the console requires one they have not set up, else the return URL.
   */
  async function afterPassword(
    signedIn: sessions.SignedIn,
    returnUrl: string,
  ): Promise<Omit<SignInResponse, 'requestVerificationToken'>> {
    if (signedIn.awaitingSecondFactor)
      return { redirectUrl: secondFactorPageUrl(returnUrl), secondFactor: 'code' };
    const staff = await sessions.resolveSession(ctx.database.db, signedIn.token);
    if (staff && mustEnrolSecondFactor(config.staffTwoFactor, staff)) {
      return { redirectUrl: TWO_STEP_SIGN_IN_PATH, secondFactor: 'enrol' };
    }
    return { redirectUrl: returnUrl };
  }

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
      const message = `Too many failed sign-in attempts. ${tryAgainIn(attempt.retryAfterMs)}`;
      if (!form) throw new TooManyRequests(message, attempt.retryAfterMs);
      reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
      return loginPage(request, reply.status(429), { userName, error: message, returnUrl });
    }
    const result = attempt.result;
    if (!result) {
      request.log.info({ event: 'signIn.failed' }, 'sign-in refused');
      if (form)
        return loginPage(request, reply.status(401), { userName, error: WRONG_CREDENTIALS, returnUrl });
      throw new AppError(401, ErrorCode.Unauthorized, WRONG_CREDENTIALS);
    }
    setSessionCookie(request, reply, result.token, config);
    const next = await afterPassword(result, returnUrl);
    request.log.info(
      { event: 'signIn', userId: result.userId, secondFactor: next.secondFactor },
      'signed in',
    );
    if (form) return reply.redirect(next.redirectUrl, 303);
    return {
      ...next,
      // The code page's call is made before the session opens, so its token is bound to none.
      requestVerificationToken: ctx.antiForgery.tokenFor(
        request,
        reply,
        result.awaitingSecondFactor ? null : result.tokenHash,
      ),
    };
  });

  routes.add(sessionApi.logOff, async ({ request, reply, db }) => {
    if (request.staff) await sessions.endSession(db, request.staff.sessionTokenHash);
    clearSessionCookie(request, reply, config);
    return { redirectUrl: LOGIN_PATH };
  });

  routes.add(sessionApi.userInfo, ({ staff }) => sessions.userInfo(staff));
  routes.add(sessionApi.bootstrap, ({ db, staff }) =>
    sessions.bootstrap(db, staff, config, ctx.companyProfiles),
  );
  routes.add(sessionApi.administeredCompany, ({ db, staff }) => sessions.administeredCompany(db, staff));
  routes.add(sessionApi.setAdministeredCompany, ({ db, staff, actor, body }) =>
    sessions.setAdministeredCompany(db, staff, actor, body.companyType),
  );
  secondFactorRoutes(routes);
}
