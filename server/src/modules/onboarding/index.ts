import { seededRandom } from '../../demo/random.ts';
import type { ServerFamily } from '../../kit/family.ts';
import { seedOnboardingDemo } from './demo.ts';
import { onboardingRoutes } from './routes.ts';

/**
 * Onboarding (product-families §7 "Onboarding accounts", "Onboarding reports"): the accounts with the
 * Onboarding product, their settings, the company's defaults, access tokens and the requests report.
 * (rules: server/src/modules/onboarding/README.md)
 */
export const family: ServerFamily = {
  name: 'onboarding',
  routes: onboardingRoutes,
  // After the activity (the accounts' devices report the requests), before the review queue's
  // demo (which completes what every product sent to review).
  demo: {
    order: 55,
    seed: ({ tx, companies, seed, secrets }) =>
      seedOnboardingDemo(tx, seededRandom(seed + 18), [companies.main, companies.second], secrets),
  },
};
