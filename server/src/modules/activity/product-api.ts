import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@console/contract/errors';
import type { AppContext } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { bearerToken, REFUSAL_MESSAGES } from '../../kit/tokens.ts';
import { productAccountOf, type ProductAccount } from '../../platform/product-account.ts';

/** The rate counter's key of a token's allowance is this and the token's id. */
export const PRODUCT_API_RATE_PREFIX = 'productApi:';

/**
 * The product API (outside /api: a machine call with a product token, no cookie, no anti-forgery).
 * Each token may make INGEST_REQUESTS_PER_MINUTE calls a minute (requests and image uploads
 * together), counted in the database so every console process shares the allowance; over it, 429
 * with Retry-After.
 * Every product API call (the activity family's and the other families' /ingest/... reads) goes
 * through it, first as the route's `authenticate` (kit/register.ts), so the token is checked before
 * the body is read or validated; the handler's own call answers the same account, counted once.
 */
export function productApi(ctx: AppContext) {
  const perMinute = ctx.config.ingestRequestsPerMinute;
  const rate = { rates: ctx.rates, keyPrefix: PRODUCT_API_RATE_PREFIX, limit: perMinute, windowMs: 60_000 };
  const accounts = new WeakMap<FastifyRequest, Promise<ProductAccount>>();
  const check = async (request: FastifyRequest, reply: FastifyReply): Promise<ProductAccount> => {
    const secret = bearerToken(request.headers.authorization);
    if (!secret) throw new AppError(401, ErrorCode.Unauthorized, REFUSAL_MESSAGES.unknown);
    // The token, its account and the call's take of the token's allowance: one statement.
    const { account, take } = await productAccountOf(ctx.database.db, secret, rate);
    if (!take.allowed) {
      const seconds = Math.ceil(take.retryAfterMs / 1000);
      reply.header('retry-after', seconds);
      throw new AppError(
        429,
        ErrorCode.TooManyRequests,
        `This product token may make ${perMinute} calls a minute: try again in ${seconds} s`,
      );
    }
    return account;
  };
  return function productAccountOfCall(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ProductAccount> {
    let account = accounts.get(request);
    if (!account) {
      account = check(request, reply);
      accounts.set(request, account);
    }
    return account;
  };
}
