// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** reportsApi.locations: GET /api/Reports/Locations */
export const locations: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.scansByDay: GET /api/Reports/ScansByDay */
export const scansByDay: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.devices: GET /api/Reports/Devices */
export const devices: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.devicesCsv: GET /api/Reports/DevicesReportCsv */
export const devicesCsv: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.iPads: GET /api/Reports/IPadsReport */
export const iPads: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.iPadsCsv: GET /api/Reports/IPadsReportCsv */
export const iPadsCsv: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.enhancedServices: GET /api/Reports/EnhancedServices */
export const enhancedServices: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.servicesByDay: GET /api/Reports/EnhancedServicesByDay */
export const servicesByDay: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.admin: GET /api/Reports/AdminReport */
export const admin: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.adminSummary: GET /api/Reports/AdminReportSummary */
export const adminSummary: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.customers: GET /api/Reports/Customers */
export const customers: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.subscriptionPlans: GET /api/Reports/SubscriptionPlans */
export const subscriptionPlans: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
/** reportsApi.filterOptions: GET /api/Reports/FilterOptions */
export const filterOptions: Gate = { module: 'Veriscan', featureId: 'reports', permission: 'data.read' };
