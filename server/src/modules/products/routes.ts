import { productsApi } from '@console/contract/products/api';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { FamilyRoutes } from '../../kit/register.ts';
import { accountProductsOf } from '../accounts/products.ts';
import { loadCompanyProfile } from '../../platform/companies/service.ts';

async function companyProducts(db: Queryable, companyId: number) {
  return (await loadCompanyProfile(db, companyId))?.products ?? [];
}

/** /api/Products (product-families §7): the company's products and plans, and an account's products. */
export function productsRoutes(routes: FamilyRoutes): void {
  routes.add(productsApi.accountProducts, (c) => accountProductsOf(c.db, c.tenant, c.params.id));
  routes.add(productsApi.companyProducts, (c) => companyProducts(c.db, c.tenant.companyId));
  routes.add(productsApi.companyProductsAndPlans, (c) => companyProducts(c.db, c.tenant.companyId));
  routes.add(productsApi.productPlans, async (c) => {
    const product = (await companyProducts(c.db, c.tenant.companyId)).find((p) => p.id === c.params.id);
    if (!product) throw notFound('The product');
    return product.subscriptionPlans;
  });
}
