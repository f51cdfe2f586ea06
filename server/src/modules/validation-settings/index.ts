import type { ServerFamily } from '../../kit/family.ts';
import { seedValidationSettingsDemo } from './demo.ts';
import { validationSettingsRoutes } from './routes.ts';

/**
 * Validation settings (product-families §2 /validationSettings, §4, §7): the checks the products
 * run, the exceptions to them, and the sync that publishes both to the devices (product API
 * GET /ingest/validation-settings). (rules: server/src/modules/validation-settings/README.md)
 */
export const family: ServerFamily = {
  name: 'validation-settings',
  routes: validationSettingsRoutes,
  demo: { order: 60, seed: ({ tx, companies }) => seedValidationSettingsDemo(tx, companies.main) },
};
