// Generated from the calls of this folder by `npm run contract:call-gates` (contract/src/call-gates.ts).
import type { Gate } from '../gates.ts';

/** validationSettingsApi.get: GET /api/ValidationSettings */
export const get: Gate = { module: 'ValidationSettings', permission: 'data.read' };
/** validationSettingsApi.toggle: POST /api/ValidationSettings/toggle */
export const toggle: Gate = { writes: true, module: 'ValidationSettings', permission: 'validation.publish' };
/** validationSettingsApi.createException: POST /api/ValidationSettings/ValidationExceptions */
export const createException: Gate = {
  writes: true,
  module: 'ValidationSettings',
  permission: 'validation.publish',
};
/** validationSettingsApi.updateException: PUT /api/ValidationSettings/ValidationExceptions/{id} */
export const updateException: Gate = {
  writes: true,
  module: 'ValidationSettings',
  permission: 'validation.publish',
};
/** validationSettingsApi.deleteException: DELETE /api/ValidationSettings/ValidationExceptions/{id} */
export const deleteException: Gate = {
  writes: true,
  module: 'ValidationSettings',
  permission: 'validation.publish',
};
/** validationSettingsApi.sync: POST /api/ValidationSettings/Sync */
export const sync: Gate = { writes: true, module: 'ValidationSettings', permission: 'validation.publish' };
/** validationSettingsApi.published: GET /ingest/validation-settings */
export const published: Gate = { module: 'ValidationSettings' };
