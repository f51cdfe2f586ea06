// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** featuresApi.granted: GET /api/Features/GetAllGrantedFeatures */
export const granted: Gate = { module: 'Veriscan', permission: 'data.read' };
/** featuresApi.customer: GET /api/Features/{id}/CustomerFeatures */
export const customer: Gate = { module: 'Veriscan', permission: 'data.read' };
/** featuresApi.updateCustomer: PUT /api/Features/{id}/CustomerFeatures */
export const updateCustomer: Gate = { writes: true, module: 'Veriscan', permission: 'accounts.edit' };
/** featuresApi.user: GET /api/Features/{id}/UserFeatures/{userId} */
export const user: Gate = { module: 'Veriscan', permission: 'data.read' };
/** featuresApi.updateUser: PUT /api/Features/{id}/UserFeatures/{userId} */
export const updateUser: Gate = { writes: true, module: 'Veriscan', permission: 'accounts.edit' };
/** featuresApi.updateUsers: PUT /api/Features/UsersFeatures */
export const updateUsers: Gate = { writes: true, module: 'Veriscan', permission: 'accounts.edit' };
/** featuresApi.determineLocations: POST /api/Features/DetermineLocationsFeatures */
export const determineLocations: Gate = { module: 'Veriscan', permission: 'data.read' };
/** featuresApi.location: GET /api/Features/LocationFeatures/{id} */
export const location: Gate = { module: 'Veriscan', permission: 'data.read' };
/** featuresApi.updateLocation: PUT /api/Features/LocationFeatures */
export const updateLocation: Gate = { writes: true, module: 'Veriscan', permission: 'accounts.edit' };
/** featuresApi.availableForLocations: GET /api/Features/AvailableLocationFeaturesByCustomer */
export const availableForLocations: Gate = { module: 'Veriscan', permission: 'data.read' };
