import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorCode } from '@console/contract/errors';
import {
  AdministeredCompany,
  Bootstrap,
  LoginRequest,
  RedirectResponse,
  SetAdministeredCompany,
  UserInfo,
} from '@console/contract/session';
import type { AppContext } from '../../http/context.ts';
import { ErrorRef } from '../../http/openapi.ts';
import { AppError } from '../../http/errors.ts';
import { actorOf, clearSessionCookie, setSessionCookie, staffOf } from '../../http/session.ts';
import { renderLoginPage, safeReturnUrl } from './login-page.ts';
import * as sessions from './service.ts';

export const LOGIN_PATH = '/Authorize/Login';
const WRONG_CREDENTIALS = 'The login or password is incorrect.';

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
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
        returnUrl: extra.returnUrl ?? '/',
        ...extra,
      }),
    );

  api.get(
    LOGIN_PATH,
    {
      config: { gate: { public: true } },
      schema: { hide: true, querystring: Type.Object({ ReturnUrl: Type.Optional(Type.String()) }) },
    },
    async (request, reply) => {
      const returnUrl = safeReturnUrl(request.query.ReturnUrl);
      if (request.staff) return reply.redirect(returnUrl);
      return loginPage(request, reply, { returnUrl });
    },
  );

  api.post(
    LOGIN_PATH,
    {
      config: { gate: { public: true } },
      schema: {
        summary: 'Sign in with a login and password (JSON or a form post)',
        tags: ['session'],
        body: LoginRequest,
        response: { 200: RedirectResponse, '4xx': ErrorRef },
      },
    },
    async (request, reply) => {
      const { userName, password } = request.body;
      const returnUrl = safeReturnUrl(request.body.ReturnUrl);
      const address = request.ip;
      const form = isFormPost(request);

      const wait = ctx.throttle.retryAfter(userName, address);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60_000);
        const message = `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
        reply.header('retry-after', Math.ceil(wait / 1000));
        if (form) return loginPage(request, reply.status(429), { userName, error: message, returnUrl });
        throw new AppError(429, ErrorCode.TooManyRequests, message);
      }

      const result = await sessions.signIn(ctx.database.db, {
        userName,
        password,
        address,
        userAgent: request.headers['user-agent'] ?? '',
        sessionHours: config.sessionHours,
      });
      if (!result) {
        ctx.throttle.recordFailure(userName, address);
        request.log.info({ event: 'signIn.failed' }, 'sign-in refused');
        if (form)
          return loginPage(request, reply.status(401), { userName, error: WRONG_CREDENTIALS, returnUrl });
        throw new AppError(401, ErrorCode.Unauthorized, WRONG_CREDENTIALS);
      }
      ctx.throttle.recordSuccess(userName);
      request.log.info({ event: 'signIn', userId: result.userId }, 'signed in');
      setSessionCookie(request, reply, result.token, config.sessionHours);
      if (form) return reply.redirect(returnUrl, 303);
      return { redirectUrl: returnUrl };
    },
  );

  api.post(
    '/Authorize/LogOff',
    {
      config: { gate: { public: true } },
      schema: {
        summary: 'End the session (form field or header __RequestVerificationToken)',
        tags: ['session'],
        response: { 200: RedirectResponse },
      },
    },
    async (request, reply) => {
      if (request.staff) await sessions.endSession(ctx.database.db, request.staff.sessionTokenHash);
      clearSessionCookie(reply);
      return { redirectUrl: LOGIN_PATH };
    },
  );

  api.get(
    '/api/user/info',
    {
      config: { gate: {} },
      schema: { summary: 'The signed-in user', tags: ['session'], response: { 200: UserInfo } },
    },
    async (request) => sessions.userInfo(staffOf(request)),
  );

  api.get(
    '/api/user/bootstrap',
    {
      config: { gate: {} },
      schema: {
        summary: 'The preloaded page data (also embedded in the page)',
        tags: ['session'],
        response: { 200: Bootstrap },
      },
    },
    async (request) => sessions.bootstrap(ctx.database.db, staffOf(request), config),
  );

  api.get(
    '/api/user/AdministeredCompany',
    {
      config: { gate: {} },
      schema: {
        summary: 'The company the user administers',
        tags: ['session'],
        response: { 200: AdministeredCompany },
      },
    },
    async (request) => sessions.administeredCompany(ctx.database.db, staffOf(request)),
  );

  api.post(
    '/api/user/AdministeredCompany',
    {
      // Choosing which company to look at changes no customer data, so read-only staff may too.
      config: { gate: {} },
      schema: {
        summary: 'Administer another of the companies available to the user',
        tags: ['session'],
        body: SetAdministeredCompany,
        response: { 200: AdministeredCompany },
      },
    },
    async (request) =>
      sessions.setAdministeredCompany(
        ctx.database.db,
        staffOf(request),
        actorOf(request),
        request.body.companyType,
      ),
  );
}
