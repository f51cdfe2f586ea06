import type { ServerFamily } from '../../kit/family.ts';
import { seededRandom } from '../../demo/random.ts';
import { paymentGateway } from '../../payments/index.ts';
import { seedBillingDemo } from './billing/demo.ts';
import { billingJobs } from './billing/jobs.ts';
import { billingRoutes } from './billing/routes.ts';
import { seedScreeningDemo } from './demo.ts';
import { screeningRoutes } from './routes.ts';
import { subscriptionSweep } from './sweep.ts';
import { refuseWithoutScreeningSubscription } from './admission.ts';
import { Project } from '@console/contract/products/api';

/**
 * Verification Services (product-families §7 "Screening"): screening accounts, their tokens,
 * services and subscriptions metered by use, statistics, requests and customizing. The invoice run
 * calls billing.ts; cards and invoices are billing/. (rules: server/src/modules/screening/README.md,
 * and billing/README.md)
 */
const billing = billingJobs(paymentGateway);

export const family: ServerFamily = {
  name: 'screening',
  routes: (routes) => {
    screeningRoutes(routes);
    billingRoutes(routes, paymentGateway, billing);
  },
  jobs: [subscriptionSweep, billing.invoiceRun, billing.paymentRetries],
  // The product API takes a screening request only under an Active subscription to its service.
  productCheck: {
    project: Project.Screening,
    check: (db, account, input, now) =>
      refuseWithoutScreeningSubscription(db, account, input.service ?? null, now),
  },
  // After the accounts (their Screening product) and the activity (their devices).
  demo: {
    order: 45,
    seed: async ({ tx, companies, seed }) => {
      await seedScreeningDemo(tx, seededRandom(seed + 14), [companies.main, companies.second]);
      await seedBillingDemo(tx, paymentGateway, [companies.main, companies.second]);
    },
  },
};
