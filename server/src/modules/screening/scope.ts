import { Project } from '@console/contract/products/api';
import { productScope } from '../accounts/product-scope.ts';

/**
 * Which accounts are screening accounts: the tenant's customer accounts with the company's Screening
 * product (accounts/product-scope.ts). Another company's account, or one without the product,
 * answers 404 like one that does not exist.
 */
const scope = productScope(Project.Screening, 'The screening account');

export const screeningProductIds = scope.productIds;

export const findScreeningAccount = scope.findAccount;
