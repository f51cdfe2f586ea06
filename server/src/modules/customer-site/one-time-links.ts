import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { AutoLoginRedeemed } from '@console/contract/customer-site/api';
import type { AuditAction } from '@console/contract/kit';
import { ErrorCode } from '@console/contract/errors';
import type { Tx } from '../../db/client.ts';
import { accountUsers, customerAccounts } from '../../db/schema.ts';
import { customerSiteLinks, type CustomerSiteLinkPurpose } from './tables.ts';
import { recordChange } from '../../audit/record.ts';
import { AppError } from '../../http/errors.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import { openCustomerSiteSession } from './sessions.ts';

/**
 * The one-time links to the customer site (auto-login, registration), issued and redeemed the same
 * way whatever their purpose; a link is redeemed only for the purpose it was issued for.
 */

/**
 * A new link's token for a user, stored as its SHA-256 in the caller's transaction. `replace` says
 * which of the user's earlier links of this purpose go: the spent and expired ones (they are of no
 * further use; the audit log keeps the history), or all of them (a new registration e-mail makes the
 * earlier ones void).
 */
export async function issueLink(
  tx: Tx,
  link: {
    purpose: CustomerSiteLinkPurpose;
    accountUserId: number;
    createdBy: number | null;
    expiresAt: Date;
    replace: 'spent' | 'all';
    now: Date;
  },
): Promise<string> {
  const { purpose, accountUserId, expiresAt, now } = link;
  await tx
    .delete(customerSiteLinks)
    .where(
      and(
        eq(customerSiteLinks.accountUserId, accountUserId),
        eq(customerSiteLinks.purpose, purpose),
        link.replace === 'all'
          ? undefined
          : or(isNotNull(customerSiteLinks.usedAt), lte(customerSiteLinks.expiresAt, now)),
      ),
    );
  const { token, tokenHash } = newToken();
  await tx
    .insert(customerSiteLinks)
    .values({ tokenHash, purpose, accountUserId, createdBy: link.createdBy, expiresAt });
  return token;
}

/**
 * The redemption: one statement marks the token used, and succeeds only for an unused, unexpired
 * token of this purpose and an active user, so two redemptions racing cannot both win; the redemption
 * is audited and opens the user's customer-site session, in the caller's transaction. Anything else
 * is 401 with the link's message.
 */
export interface LinkRedemption {
  purpose: CustomerSiteLinkPurpose;
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
  { purpose, token, action, invalid, requestId, now, accept = () => true }: LinkRedemption,
): Promise<AutoLoginRedeemed> {
  const table = customerSiteLinks;
  const [redeemed] = await tx
    .update(table)
    .set({ usedAt: now })
    .from(accountUsers)
    .innerJoin(customerAccounts, eq(customerAccounts.id, accountUsers.accountId))
    .where(
      and(
        eq(table.tokenHash, hashToken(token)),
        eq(table.purpose, purpose),
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
