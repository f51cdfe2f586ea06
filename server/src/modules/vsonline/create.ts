import { and, eq } from 'drizzle-orm';
import type { AccountCreateResponse } from '@console/contract/accounts/api';
import type { OnlineCustomerCreate } from '@console/contract/vsonline/api';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans } from '../../db/schema.ts';
import { validationError } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import type { Actor } from '../../audit/record.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { createAccount } from '../accounts/create.ts';
import { vsOnlineProductIds } from './scope.ts';

export const NO_VS_ONLINE = 'The company does not offer Veriscan Online';
export const NOT_A_VS_ONLINE_PLAN = 'Choose a plan of Veriscan Online';

/**
 * POST /Create: the accounts family's create (the account, its first user, default features, the
 * products provisioned one by one) with Veriscan Online as the product, on the plan chosen or, left
 * out, on the perpetual trial every account gets (accounts/provisioning.ts).
 */
export async function createOnlineCustomer(
  db: Db,
  staff: StaffPrincipal,
  actor: Actor,
  tenant: Tenant,
  input: OnlineCustomerCreate,
): Promise<AccountCreateResponse> {
  const { subscriptionPlanId, subscriptionExpirationDate, ...account } = input;
  const [productId] = await vsOnlineProductIds(db, tenant.companyId);
  if (productId === undefined) throw validationError({ subscriptionPlanId: [NO_VS_ONLINE] });
  if (subscriptionPlanId !== undefined) {
    const [plan] = await db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.id, subscriptionPlanId), eq(subscriptionPlans.productId, productId)));
    if (!plan) throw validationError({ subscriptionPlanId: [NOT_A_VS_ONLINE_PLAN] });
  }
  return createAccount(db, staff, actor, tenant, {
    ...account,
    products: [
      {
        productId,
        ...(subscriptionPlanId !== undefined ? { subscriptionPlanId } : {}),
        ...(subscriptionExpirationDate !== undefined ? { subscriptionExpirationDate } : {}),
      },
    ],
  });
}
