import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findProductAccount, productIdsOf, type ProductAccountScope } from '../accounts/product-scope.ts';

/** The company's Onboarding product ids. */
export const onboardingProductIds = (db: Queryable, companyId: number): Promise<number[]> =>
  productIdsOf(db, companyId, Project.Onboarding);

/**
 * The tenant's onboarding account with this id (an account with the Onboarding product); another
 * company's account, or one without the product, answers 404.
 */
export const findOnboardingAccount = (
  db: Queryable,
  tenant: Tenant,
  accountId: number,
): Promise<ProductAccountScope> =>
  findProductAccount(db, tenant, Project.Onboarding, accountId, 'The onboarding account');
