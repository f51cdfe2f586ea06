import { and, eq, gt, lte } from 'drizzle-orm';
import { CUSTOMER_SITE_SESSION_HOURS, type CustomerSiteSession } from '@console/contract/customer-site/api';
import type { Queryable } from '../../db/client.ts';
import { accountUsers } from '../../db/schema.ts';
import { customerSiteSessions } from './tables.ts';
import { unauthorized } from '../../http/errors.ts';
import { hashToken, newToken } from '../../security/tokens.ts';

/**
 * Sessions of customer users on the customer site: the smallest store that lets the console end
 * them. Redeeming a one-time link (auto-login, registration) opens one; the site checks it with
 * GET /customer-site/session; locking the user deletes the user's sessions, and a session of an
 * inactive user is refused even before that. Only the token's SHA-256 is kept.
 */

export interface OpenedSession {
  sessionToken: string;
  sessionExpiresAt: string;
}

/** Opens a session for the user, in the caller's transaction (the one that redeemed the link). */
export async function openCustomerSiteSession(
  tx: Queryable,
  accountUserId: number,
  now = new Date(),
): Promise<OpenedSession> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now.getTime() + CUSTOMER_SITE_SESSION_HOURS * 3_600_000);
  // The user's expired sessions go as a new one opens, so the table holds live sessions only.
  await tx
    .delete(customerSiteSessions)
    .where(
      and(eq(customerSiteSessions.accountUserId, accountUserId), lte(customerSiteSessions.expiresAt, now)),
    );
  await tx.insert(customerSiteSessions).values({ tokenHash, accountUserId, expiresAt });
  return { sessionToken: token, sessionExpiresAt: expiresAt.toISOString() };
}

/** Ends every session of the user; answers how many there were. */
export async function endCustomerSiteSessions(tx: Queryable, accountUserId: number): Promise<number> {
  const ended = await tx
    .delete(customerSiteSessions)
    .where(eq(customerSiteSessions.accountUserId, accountUserId))
    .returning({ tokenHash: customerSiteSessions.tokenHash });
  return ended.length;
}

/** The live session of a bearer token, of an active user; 401 for anything else. */
export async function customerSiteSessionOf(
  db: Queryable,
  token: string | undefined,
  now = new Date(),
): Promise<CustomerSiteSession> {
  if (!token) throw unauthorized();
  const [session] = await db
    .select({
      accountId: accountUsers.accountId,
      userId: accountUsers.id,
      userName: accountUsers.userName,
      expiresAt: customerSiteSessions.expiresAt,
    })
    .from(customerSiteSessions)
    .innerJoin(accountUsers, eq(accountUsers.id, customerSiteSessions.accountUserId))
    .where(
      and(
        eq(customerSiteSessions.tokenHash, hashToken(token)),
        gt(customerSiteSessions.expiresAt, now),
        eq(accountUsers.active, true),
      ),
    );
  if (!session) throw unauthorized();
  return { ...session, expiresAt: session.expiresAt.toISOString() };
}
