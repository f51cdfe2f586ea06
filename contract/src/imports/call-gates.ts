// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** importsApi.UsersDevices.template: GET /api/Import/UsersDevices/Template */
export const UsersDevicesTemplate: Gate = { module: 'Veriscan', permission: 'data.read' };
/** importsApi.UsersDevices.preview: POST /api/Import/UsersDevices/{customerId}/Preview */
export const UsersDevicesPreview: Gate = { module: 'Veriscan', permission: 'data.read' };
/** importsApi.UsersDevices.start: POST /api/Import/UsersDevices/{customerId} */
export const UsersDevicesStart: Gate = { writes: true, module: 'Veriscan', permission: 'imports.run' };
/** importsApi.TeamMembersLocations.template: GET /api/Import/TeamMembersLocations/Template */
export const TeamMembersLocationsTemplate: Gate = { module: 'Veriscan', permission: 'data.read' };
/** importsApi.TeamMembersLocations.preview: POST /api/Import/TeamMembersLocations/{customerId}/Preview */
export const TeamMembersLocationsPreview: Gate = { module: 'Veriscan', permission: 'data.read' };
/** importsApi.TeamMembersLocations.start: POST /api/Import/TeamMembersLocations/{customerId} */
export const TeamMembersLocationsStart: Gate = {
  writes: true,
  module: 'Veriscan',
  permission: 'imports.run',
};
/** importsApi.job: GET /api/Import/Jobs/{id} */
export const job: Gate = { module: 'Veriscan', permission: 'data.read' };
