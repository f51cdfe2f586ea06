import type { FastifyReply, FastifyRequest } from 'fastify';
import { BRANDINGS } from '@console/contract/branding';
import { ErrorCode } from '@console/contract/errors';
import { secondFactorApi } from '@console/contract/session/second-factor';
import { sessionApi } from '@console/contract/session/api';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { SESSION_COOKIE, setSessionCookie } from '../../http/session.ts';
import type { FamilyRoutes } from '../../kit/register.ts';
import { safeReturnUrl, signInPageUrl } from './return-url.ts';
import * as secondFactor from './second-factor.ts';
import { renderSecondFactorPage } from './second-factor-page.ts';
import { secondFactorRequired } from './second-factor-policy.ts';
import { resolveSession } from './service.ts';
import { isFormPost } from './sign-in-http.ts';

const SIGN_IN_AGAIN = 'This sign-in has expired. Sign in again.';

/** The code page of a sign-in, with where to go once the code is right. */
export const secondFactorPageUrl = (returnUrl: string) =>
  `${sessionApi.secondFactorPage.path}?ReturnUrl=${encodeURIComponent(returnUrl)}`;

/** The second step of a sign-in (the code page and its post) and the user's own two-step sign-in calls. */
export function secondFactorRoutes(routes: FamilyRoutes): void {
  const { ctx } = routes;
  const { config } = ctx;
  const depsOf = (db: Db): secondFactor.SecondFactorDeps => ({ db, secrets: ctx.secrets, rates: ctx.rates });
  // What the authenticator app lists the code under, beside the login name.
  const issuer = BRANDINGS[config.environmentId].name;

  const codePage = (request: FastifyRequest, reply: FastifyReply, returnUrl: string, error?: string) =>
    reply.type('text/html; charset=utf-8').send(
      renderSecondFactorPage({
        environmentId: config.environmentId,
        // Bound to no session, as the sign-in page's: the pending one opens nothing yet.
        token: ctx.antiForgery.tokenFor(request, reply),
        returnUrl,
        error,
      }),
    );

  /** The pending sign-in behind the request's session cookie (resolveSession does not answer it). */
  const pendingOf = (request: FastifyRequest, db: Db) => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? secondFactor.pendingSignIn(db, token) : null;
  };

  routes.add(sessionApi.secondFactorPage, async ({ request, reply, query, db }) => {
    const returnUrl = safeReturnUrl(query.ReturnUrl);
    if (request.staff) return reply.redirect(returnUrl);
    if (!(await pendingOf(request, db))) return reply.redirect(signInPageUrl(returnUrl));
    return codePage(request, reply, returnUrl);
  });

  routes.add(sessionApi.secondFactorSignIn, async ({ request, reply, body, db }) => {
    const returnUrl = safeReturnUrl(body.ReturnUrl);
    const form = isFormPost(request);
    const pending = await pendingOf(request, db);
    const expired = () => {
      if (form) return reply.redirect(signInPageUrl(returnUrl), 303);
      throw new AppError(401, ErrorCode.Unauthorized, SIGN_IN_AGAIN);
    };
    if (!pending) return expired();
    const check = await secondFactor.checkCode(depsOf(db), pending.userId, body.code);
    if ('throttled' in check) {
      request.log.info({ event: 'secondFactor.throttled', userId: pending.userId }, 'code refused: too many');
      const refusal = secondFactor.tooManyCodes(check.retryAfterMs);
      if (!form) throw refusal;
      reply.header('retry-after', Math.ceil(check.retryAfterMs / 1000));
      return codePage(request, reply.status(429), returnUrl, refusal.message);
    }
    if (!check.ok) {
      request.log.info({ event: 'secondFactor.failed', userId: pending.userId }, 'code refused');
      if (form) return codePage(request, reply.status(401), returnUrl, secondFactor.WRONG_CODE);
      throw new AppError(401, ErrorCode.Unauthorized, secondFactor.WRONG_CODE);
    }
    if (!(await secondFactor.finishSignIn(db, pending, config.sessionHours))) return expired();
    const token = request.cookies[SESSION_COOKIE] ?? '';
    // The session now lives for its full time; the cookie is set again to say so.
    setSessionCookie(request, reply, token, config);
    if (check.ok === 'recovery') {
      const staff = await resolveSession(db, token);
      const actor = { id: pending.userId, name: staff?.userName ?? '', companyId: staff?.companyId ?? null };
      await secondFactor.recordRecoveryCodeSignIn(db, { ...actor, requestId: request.id }, pending.userId);
    }
    request.log.info({ event: 'signIn', userId: pending.userId, with: check.ok }, 'signed in');
    if (form) return reply.redirect(returnUrl, 303);
    return {
      redirectUrl: returnUrl,
      requestVerificationToken: ctx.antiForgery.tokenFor(request, reply, pending.tokenHash),
    };
  });

  /** The calls answering a secret or codes (once): no cache may keep them. */
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

  routes.add(secondFactorApi.status, ({ db, staff }) =>
    secondFactor.secondFactorStatus(db, staff, secondFactorRequired(config.staffTwoFactor, staff.roles)),
  );
  routes.add(secondFactorApi.start, ({ reply, staff }) => {
    noStore(reply);
    return secondFactor.startEnrolment(ctx.secrets, staff, issuer);
  });
  routes.add(secondFactorApi.confirm, ({ reply, db, staff, actor, body }) => {
    noStore(reply);
    return secondFactor.confirmEnrolment(depsOf(db), staff, actor, body);
  });
  routes.add(secondFactorApi.disable, ({ db, staff, actor, body }) =>
    secondFactor.disableSecondFactor(depsOf(db), staff, actor, body.code),
  );
  routes.add(secondFactorApi.regenerateRecoveryCodes, ({ reply, db, staff, actor, body }) => {
    noStore(reply);
    return secondFactor.regenerateRecoveryCodes(depsOf(db), staff, actor, body.code);
  });
}
