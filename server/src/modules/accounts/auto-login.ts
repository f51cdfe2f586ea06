import { createHmac, timingSafeEqual } from 'node:crypto';
import { AUTO_LOGIN_SECONDS, type AutoLogin } from '@console/contract/accounts/api';
import type { AutoLoginRedeemed } from '@console/contract/customer-site/api';
import { ErrorCode } from '@console/contract/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { recordChange, type Actor } from '../../audit/record.ts';
import type { CustomerSite } from './credentials.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findUserInScope } from './users.ts';
import { issueLink, redeemLink } from '../customer-site/one-time-links.ts';

/**
 * One-time auto-login links (console-core §2 "Credential dialog", §4, §9): staff open the customer
 * site signed in as a customer user. The link carries a random token, of which only the SHA-256 is
 * stored; it works once, within AUTO_LOGIN_SECONDS. It is also signed with the server SECRET over
 * the token and its expiry, so a customer site sharing that secret can refuse a tampered or stale
 * link before it asks us to redeem it (POST /customer-site/auto-login), which opens a customer-site
 * session (customer-site/sessions.ts). The redemption must carry
 * the signature as well: a token that leaked without its link (a log line, a referrer) is not
 * enough to sign anyone in.
 */

export const AUTO_LOGIN_PATH = '/auto-login';
export const INACTIVE_USER = 'The user is inactive: activate the user before signing in as them';
const INVALID_LINK = 'The auto-login link is not valid, was already used or has expired';

const unixSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

/** HMAC of the token and its expiry (unix seconds), base64url; the link's `sig`. */
export function autoLoginSignature(secret: string, token: string, expiresAt: Date): string {
  return createHmac('sha256', secret)
    .update(`autoLogin:${token}:${unixSeconds(expiresAt)}`)
    .digest('base64url');
}

function signatureMatches(secret: string, token: string, expiresAt: Date, sig: string): boolean {
  const expected = Buffer.from(autoLoginSignature(secret, token, expiresAt));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Issues a link for the user. A GET (console-core §7) that still writes a token row and an audit
 * entry; read-only staff are refused by the route's gate (writes), since the link signs them in to
 * the customer site with all of that user's rights. An inactive user cannot sign in, so gets none.
 */
export async function issueAutoLogin(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  site: CustomerSite,
  userId: number,
  now = new Date(),
): Promise<AutoLogin> {
  const user = await findUserInScope(db, tenant, userId);
  if (!user.active) throw new AppError(400, ErrorCode.ValidationError, INACTIVE_USER);
  const expiresAt = new Date(now.getTime() + AUTO_LOGIN_SECONDS * 1000);
  const token = await db.transaction(async (tx) => {
    const issued = await issueLink(tx, {
      purpose: 'autoLogin',
      accountUserId: user.id,
      createdBy: actor.id,
      expiresAt,
      replace: 'spent',
      now,
    });
    await recordChange(tx, actor, {
      action: 'accountUser.autoLogin',
      entityId: user.id,
      changes: { expiresAt: { to: expiresAt.toISOString() } },
    });
    return issued;
  });
  const query = new URLSearchParams({
    token,
    expires: String(unixSeconds(expiresAt)),
    sig: autoLoginSignature(site.secret, token, expiresAt),
  });
  return {
    autoLoginLink: `${site.customerSiteUrl}${AUTO_LOGIN_PATH}?${query}`,
    expiresInSeconds: AUTO_LOGIN_SECONDS,
  };
}

export interface AutoLoginRedemption {
  token: string;
  /** The link's `sig`, required: see the top of this file. */
  sig: string;
}

/**
 * Redeems a link for the customer site (customer-site/one-time-links.ts): once, unexpired, for an
 * active user. Anything else (unknown, spent, expired, a wrong signature) is 401, and a wrong
 * signature leaves the token unused; a redemption without a signature is refused by its schema (400).
 */
export async function redeemAutoLogin(
  db: Db,
  secret: string,
  redemption: AutoLoginRedemption,
  requestId: string,
  now = new Date(),
): Promise<AutoLoginRedeemed> {
  return db.transaction((tx) =>
    redeemLink(tx, {
      purpose: 'autoLogin',
      token: redemption.token,
      action: 'accountUser.autoLogin.redeem',
      invalid: INVALID_LINK,
      requestId,
      now,
      accept: (expiresAt) => signatureMatches(secret, redemption.token, expiresAt, redemption.sig),
    }),
  );
}
