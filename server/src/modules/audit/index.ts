import type { ServerFamily } from '../../kit/family.ts';
import { auditRoutes } from './routes.ts';

/**
 * The audit pages (product-families §2 /auditCustomer and /Dashboard/Audit, §7 "Audit"): the change
 * records every family writes, read back. No demo data of its own: every family's demo seeding
 * records its changes, and those are what the pages show. (rules: server/src/modules/audit/README.md)
 */
export const family: ServerFamily = { name: 'audit', routes: auditRoutes };
