import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AccountProduct } from '@console/contract/accounts';
import { CompanyProductAndSubscriptions, SubscriptionPlan } from '@console/contract/session';
import type { AppContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { ErrorRef } from '../../http/openapi.ts';
import { staffOf } from '../../http/session.ts';
import { loadCompanyProfile } from '../companies/service.ts';
import { accountProductsOf } from '../accounts/products.ts';
import { accountScope } from '../accounts/scope.ts';

const Id = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const tags = ['products'];
const signedIn = { gate: {} };

/** /api/Products (product-families §7): the company's products and plans, and an account's products. */
export function productsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const db = ctx.database.db;
  const companyProducts = async (companyId: number | null) =>
    companyId === null ? [] : ((await loadCompanyProfile(db, companyId))?.products ?? []);

  api.get(
    '/api/Products/:id/AccountProducts',
    {
      config: signedIn,
      schema: {
        summary: "An account's products",
        tags,
        params: Id,
        response: { 200: Type.Array(AccountProduct), '4xx': ErrorRef },
      },
    },
    async (request) => accountProductsOf(db, accountScope(staffOf(request)), request.params.id),
  );

  // Both names answer the same list: every product with its plans (the plans are what tell them apart in the spec).
  for (const url of ['/api/Products/CompanyProducts', '/api/Products/CompanyProductsAndSubscriptionPlans']) {
    api.get(
      url,
      {
        config: signedIn,
        schema: {
          summary: "The company's products with their subscription plans",
          tags,
          response: { 200: Type.Array(CompanyProductAndSubscriptions), '4xx': ErrorRef },
        },
      },
      async (request) => companyProducts(staffOf(request).companyId),
    );
  }

  api.get(
    '/api/Products/:id/ProductSubscriptionPlans',
    {
      config: signedIn,
      schema: {
        summary: "A product's subscription plans",
        tags,
        params: Id,
        response: { 200: Type.Array(SubscriptionPlan), '4xx': ErrorRef },
      },
    },
    async (request) => {
      const product = (await companyProducts(staffOf(request).companyId)).find(
        (p) => p.id === request.params.id,
      );
      if (!product) throw notFound('The product');
      return product.subscriptionPlans;
    },
  );
}
