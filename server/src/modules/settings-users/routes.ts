import { settingsUsersApi } from '@console/contract/settings-users/api';
import { signedInGatesOf } from '../../http/gates.ts';
import type { FamilyRoutes } from '../../kit/register.ts';
import { staffPermissions } from './effective-permissions.ts';
import * as settingsUsers from './service.ts';
import { settingsUsersSource } from './store.ts';

/** Settings users (console-core §7): Admin only, as the contract's gate says, whatever the menu shows. */
export function settingsUsersRoutes(routes: FamilyRoutes): void {
  routes.list(settingsUsersApi.list, ({ db, tenant, query }) =>
    settingsUsersSource(db, tenant, query.Filter ?? ''),
  );
  routes.add(settingsUsersApi.create, ({ db, staff, tenant, actor, body }) =>
    settingsUsers.createSettingsUser(db, staff, tenant, actor, body),
  );
  routes.add(settingsUsersApi.update, ({ db, staff, tenant, actor, params, body }) =>
    settingsUsers.updateSettingsUser(db, staff, tenant, actor, params.id, body),
  );
  routes.add(settingsUsersApi.permissions, ({ db, staff, tenant, params }) =>
    staffPermissions(db, staff, tenant, params.id, signedInGatesOf(routes.ctx)),
  );
  routes.add(settingsUsersApi.remove, ({ db, staff, tenant, actor, params }) =>
    settingsUsers.deleteSettingsUser(db, staff, tenant, actor, params.id),
  );
  routes.add(settingsUsersApi.resetSecondFactor, ({ db, staff, tenant, actor, params }) =>
    settingsUsers.resetSecondFactor(db, staff, tenant, actor, params.id),
  );
}
