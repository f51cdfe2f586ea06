import { Project } from '@console/contract/products/api';
import { productScope } from '../accounts/product-scope.ts';

const scope = productScope(Project.Onboarding, 'The onboarding account');

/** The company's Onboarding product ids. */
export const onboardingProductIds = scope.productIds;

/**
 * The tenant's onboarding account with this id (an account with the Onboarding product); another
 * company's account, or one without the product, answers 404.
 */
export const findOnboardingAccount = scope.findAccount;
