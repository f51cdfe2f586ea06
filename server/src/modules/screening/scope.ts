import { Project } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findProductAccount, productIdsOf, type ProductAccountScope } from '../accounts/product-scope.ts';

/**
 * Which accounts are screening accounts: the tenant's customer accounts with the company's Screening
 * product (accounts/product-scope.ts). Another company's account, or one without the product,
 * answers 404 like one that does not exist.
 */

export const screeningProductIds = (db: Queryable, companyId: number): Promise<number[]> =>
  productIdsOf(db, companyId, Project.Screening);

export const findScreeningAccount = (
  db: Queryable,
  tenant: Tenant,
  accountId: number,
): Promise<ProductAccountScope> =>
  findProductAccount(db, tenant, Project.Screening, accountId, 'The screening account');
