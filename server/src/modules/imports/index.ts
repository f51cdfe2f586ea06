import type { ServerFamily } from '../../kit/family.ts';
import { seedImportsDemo } from './demo.ts';
import { importsRoutes } from './routes.ts';
import { importJobKind } from './service.ts';

/**
 * The Dashboard's imports (product-families §2 "Import/UsersDevices and
 * Import/TeamMembersLocations"): an online customer's users and devices, or its locations and
 * teams, from a CSV file, previewed, then written by a background job in one transaction.
 * (rules: server/src/modules/imports/README.md)
 */
export const family: ServerFamily = {
  name: 'imports',
  routes: importsRoutes,
  jobs: [importJobKind],
  // After the accounts (the customers) and the activity (their locations): what the templates name.
  demo: { order: 42, seed: ({ tx, companies }) => seedImportsDemo(tx, companies.main) },
};
