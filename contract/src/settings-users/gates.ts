import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The settings users family and its gate, plain data apart from its schemas (api.ts): the
 * web's route table reads the gate without loading typebox and the schemas up front.
 */

/** Settings users are Admin's only, whatever the menu shows (console-core §7). */
export const settingsUsersFamily = defineFamily('settings-users', {
  gate: { permission: Permission.ManageStaff },
});
