// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** productsApi.accountProducts: GET /api/Products/{id}/AccountProducts */
export const accountProducts: Gate = { permission: 'data.read' };
/** productsApi.companyProducts: GET /api/Products/CompanyProducts */
export const companyProducts: Gate = { permission: 'data.read' };
/** productsApi.companyProductsAndPlans: GET /api/Products/CompanyProductsAndSubscriptionPlans */
export const companyProductsAndPlans: Gate = { permission: 'data.read' };
/** productsApi.productPlans: GET /api/Products/{id}/ProductSubscriptionPlans */
export const productPlans: Gate = { permission: 'data.read' };
