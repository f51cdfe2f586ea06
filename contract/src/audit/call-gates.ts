// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** auditApi.dashboardList: GET /api/VsOnline/Audit */
export const dashboardList: Gate = { permission: 'audit.read', module: 'Veriscan' };
/** auditApi.dashboardListAlias: GET /api/VsOnline/Audit/list */
export const dashboardListAlias: Gate = { permission: 'audit.read', module: 'Veriscan' };
/** auditApi.dashboardEntry: GET /api/VsOnline/Audit/{id} */
export const dashboardEntry: Gate = { permission: 'audit.read', module: 'Veriscan' };
/** auditApi.list: GET /api/PassportAudit */
export const list: Gate = { permission: 'audit.read' };
/** auditApi.listAlias: GET /api/PassportAudit/list */
export const listAlias: Gate = { permission: 'audit.read' };
/** auditApi.objectTypes: GET /api/PassportAudit/ObjectTypes */
export const objectTypes: Gate = { permission: 'audit.read' };
/** auditApi.states: GET /api/PassportAudit/States */
export const states: Gate = { permission: 'audit.read' };
/** auditApi.simpleCustomers: GET /api/PassportAudit/{company}/SimpleCustomersList */
export const simpleCustomers: Gate = { permission: 'audit.read' };
/** auditApi.entry: GET /api/PassportAudit/{id} */
export const entry: Gate = { permission: 'audit.read' };
