import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AutoLoginRedeemed } from '@console/contract/customer-site';
import type { AuditAction } from '@console/contract/kit';
import { ErrorCode } from '@console/contract/errors';
import type { Tx } from '../../db/client.ts';
import { accountUsers, autoLoginTokens, customerAccounts, registrationTokens } from '../../db/schema.ts';
import { recordChange } from '../../audit/record.ts';
import { AppError } from '../../http/errors.ts';
import { hashToken } from '../../security/tokens.ts';
import { openCustomerSiteSession } from './sessions.ts';

/**
 * The redemption every one-time link to the customer site shares (auto-login, registration): one
 * statement marks the token used, and succeeds only for an unused, unexpired token of an active
 * user, so two redemptions racing cannot both win; the redemption is audited and opens the user's
 * customer-site session, in the caller's transaction. Anything else is 401 with the link's message.
 */

/** The tables of one-time links: each keeps a token's SHA-256, its user, expiry and use. */
type LinkTable = typeof autoLoginTokens | typeof registrationTokens;

export interface LinkRedemption {
  table: LinkTable;
  token: string;
  /** The audit action of a redemption, e.g. 'accountUser.autoLogin.redeem'. */
  action: AuditAction;
  /** Why a link is refused, said to the customer site. */
  invalid: string;
  requestId: string;
  now: Date;
  /**
   * A further check of the redeemed link (the auto-login link's signature over its expiry); false
   * refuses it, and the caller's transaction rolls the token back to unused.
   */
  accept?: (expiresAt: Date) => boolean;
}

export async function redeemLink(
  tx: Tx,
  { table, token, action, invalid, requestId, now, accept = () => true }: LinkRedemption,
): Promise<AutoLoginRedeemed> {
  const [redeemed] = await tx
    .update(table)
    .set({ usedAt: now })
    .from(accountUsers)
    .innerJoin(customerAccounts, eq(customerAccounts.id, accountUsers.accountId))
    .where(
      and(
        eq(table.tokenHash, hashToken(token)),
        isNull(table.usedAt),
        gt(table.expiresAt, now),
        eq(accountUsers.id, table.accountUserId),
        eq(accountUsers.active, true),
      ),
    )
    .returning({
      accountId: accountUsers.accountId,
      userId: accountUsers.id,
      userName: accountUsers.userName,
      companyId: customerAccounts.companyId,
      expiresAt: table.expiresAt,
    });
  if (!redeemed || !accept(redeemed.expiresAt)) throw new AppError(401, ErrorCode.Unauthorized, invalid);
  await recordChange(
    tx,
    { id: null, name: 'customer site', companyId: redeemed.companyId, requestId },
    { action, entityId: redeemed.userId },
  );
  const session = await openCustomerSiteSession(tx, redeemed.userId, now);
  return { accountId: redeemed.accountId, userId: redeemed.userId, userName: redeemed.userName, ...session };
}
