import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../http/context.ts';
import { ErrorRef } from '../../http/openapi.ts';
import { redeemAutoLogin } from '../accounts/auto-login.ts';

export const AUTO_LOGIN_REDEEM_PATH = '/customer-site/auto-login';

const Redemption = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  sig: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

const Redeemed = Type.Object({
  accountId: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
});

/**
 * Calls the customer site makes to the console, machine to machine. They live outside /api on
 * purpose: no staff session and no anti-forgery token apply, the one-time token is the credential.
 * No gate either: the gate hook checks anti-forgery on every unsafe call of a route that declares
 * one, public or not, which a server-to-server call cannot pass.
 */
export function customerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    AUTO_LOGIN_REDEEM_PATH,
    {
      schema: {
        summary: 'Redeem a one-time auto-login link: once, within 30 seconds; 401 otherwise',
        // Not in the console's OpenAPI document, which lists the gated staff API only.
        hide: true,
        body: Redemption,
        response: { 200: Redeemed, '4xx': ErrorRef },
      },
    },
    async (request) => redeemAutoLogin(ctx.database.db, ctx.config.secret, request.body, request.id),
  );
}
