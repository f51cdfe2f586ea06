import type { ServerFamily } from '../../kit/family.ts';
import { onboardingRoutes } from './routes.ts';

/**
 * Onboarding (product-families §7 "Onboarding accounts", "Onboarding reports"): the accounts with the
 * Onboarding product, their settings, the company's defaults, access tokens and the requests report.
 */
export const family: ServerFamily = { name: 'onboarding', routes: onboardingRoutes };
