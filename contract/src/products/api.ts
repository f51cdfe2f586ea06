import { Type } from 'typebox';
import { AccountProduct } from '../accounts/api.ts';
import { defineFamily } from '../kit/endpoint.ts';
import { Id } from '../kit/integers.ts';
import { CompanyProductAndSubscriptions, SubscriptionPlan } from '../session/api.ts';

/** The product families (projects) a company's products belong to; route gates name them. */
export const Project = {
  VsOnline: 'VsOnline',
  Screening: 'Screening',
  Faces: 'Faces',
  DVS: 'DVS',
  DvsOnline: 'DvsOnline',
  Onboarding: 'Onboarding',
  Passport: 'Passport',
} as const;
export type Project = (typeof Project)[keyof typeof Project];

/**
 * /api/Products (product-families §7): the company's products and their plans, and an account's
 * products. Any signed-in staff user reads them.
 */
export const productsFamily = defineFamily('products');

const ProductId = Type.Object({ id: Id() });
const CompanyProductList = Type.Array(CompanyProductAndSubscriptions);

export const productsApi = {
  accountProducts: productsFamily.endpoint({
    method: 'GET',
    path: '/api/Products/{id}/AccountProducts',
    summary: "An account's products",
    params: ProductId,
    response: Type.Array(AccountProduct),
  }),
  // Both names answer the same list: every product with its plans (the plans are what tell them
  // apart in the spec).
  companyProducts: productsFamily.endpoint({
    method: 'GET',
    path: '/api/Products/CompanyProducts',
    summary: "The company's products with their subscription plans",
    response: CompanyProductList,
  }),
  companyProductsAndPlans: productsFamily.endpoint({
    method: 'GET',
    path: '/api/Products/CompanyProductsAndSubscriptionPlans',
    summary: "The company's products with their subscription plans",
    response: CompanyProductList,
  }),
  productPlans: productsFamily.endpoint({
    method: 'GET',
    path: '/api/Products/{id}/ProductSubscriptionPlans',
    summary: "A product's subscription plans",
    params: ProductId,
    response: Type.Array(SubscriptionPlan),
  }),
};
