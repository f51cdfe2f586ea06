import type { AccountUserRow } from '@console/contract/accounts/api';
import type { UserStatus } from '@console/contract/vsonline/api';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../audit/record.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { getAccountUser, updateAccountUser } from '../accounts/users.ts';
import { endCustomerSiteSessions } from '../customer-site/sessions.ts';
import { findOnlineCustomer } from './scope.ts';

/**
 * Locks (active false) or unlocks a user (product-families §4) through the accounts family's user
 * update, which audits the change and keeps the account's rank. Locking then ends the user's
 * customer-site sessions; a session of an inactive user is refused anyway
 * (customer-site/sessions.ts), so the lock holds even between the two.
 */
export async function setUserStatus(
  db: Db,
  tenant: Tenant,
  actor: Actor,
  accountId: number,
  userId: number,
  { active }: UserStatus,
): Promise<AccountUserRow> {
  const { account } = await findOnlineCustomer(db, tenant, accountId);
  const user = await getAccountUser(db, tenant, account.id, userId);
  const saved = await updateAccountUser(db, tenant, actor, account.id, user.id, {
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    active,
  });
  if (!active) await endCustomerSiteSessions(db, user.id);
  return saved;
}
