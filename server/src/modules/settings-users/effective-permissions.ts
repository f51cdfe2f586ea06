import { canAccess, type AccessSubject } from '@console/contract/access';
import { holdsAnyRole, Module, type Gate } from '@console/contract/gates';
import {
  ALL_PERMISSIONS,
  isEveryday,
  permissionsOf,
  rolesGranting,
  type Permission,
} from '@console/contract/permissions';
import {
  allRolesOf,
  type CompanyPermissionReach,
  type StaffPermissions,
} from '@console/contract/settings-users/api';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { StaffPrincipal } from '../../http/principal.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { accessSubject, loadCompanyProfile } from '../../platform/companies/service.ts';
import { availableCompanies } from '../../platform/session/service.ts';
import * as store from './store.ts';

/**
 * A staff user's effective permissions (docs/security.md, "Roles and permissions"). Roles are global, so the
 * permissions are the same in every company; what differs is what they reach, because the gates
 * of the calls a permission opens also name modules, features and projects that each company has
 * or lacks. So per company the answer says, for every permission held, where it applies there:
 * company-wide (calls gated by no module), in which of the company's modules, and in which modules
 * it would apply that the company does not have (a Reviewer in a company without Validation
 * settings decides nothing there). It is computed from the gates the server enforces, with the
 * same rule (canAccess), so the screen cannot promise what a call would refuse.
 *
 * An Admin sees the companies of the user that they may administer too; the others are only
 * counted: the user's other companies are not the asking Admin's to know.
 */

const MODULE_ORDER: readonly string[] = Object.values(Module);

/** What one permission reaches in a company, from the gates of the calls that need it. */
function permissionReach(
  permission: Permission,
  gates: readonly Gate[],
  subject: AccessSubject,
): CompanyPermissionReach {
  const own = gates.filter((gate) => gate.permission === permission);
  const has = new Set(subject.modules.map((module) => module.name));
  const reached = (gate: Gate) => canAccess(gate, subject);
  return {
    permission,
    companyWide: own.some((gate) => !gate.module && reached(gate)),
    modules: MODULE_ORDER.filter(
      (name) => has.has(name) && own.some((gate) => gate.module === name && reached(gate)),
    ),
    missingModules: MODULE_ORDER.filter((name) => !has.has(name) && own.some((gate) => gate.module === name)),
  };
}

export async function staffPermissions(
  db: Queryable,
  viewer: StaffPrincipal,
  { companyId }: Tenant,
  id: number,
  gates: readonly Gate[],
): Promise<StaffPermissions> {
  const user = await store.findSettingsUser(db, companyId, id);
  if (!user) throw notFound('The user');
  const roles = allRolesOf(user);
  const held = permissionsOf(roles);
  const permissions = ALL_PERMISSIONS.filter((permission) => held.has(permission));
  const [theirs, mine] = await Promise.all([availableCompanies(db, id), availableCompanies(db, viewer.id)]);
  const shown = theirs.filter((company) => mine.some((own) => own.id === company.id));
  const companies = await Promise.all(
    shown.map(async (company) => {
      const profile = await loadCompanyProfile(db, company.id);
      const subject = accessSubject(roles, profile);
      return {
        id: company.id,
        name: company.name,
        modules: MODULE_ORDER.filter((name) => subject.modules.some((module) => module.name === name)),
        permissions: permissions.map((permission) => permissionReach(permission, gates, subject)),
      };
    }),
  );
  return {
    id: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    roles,
    readOnly: user.readOnly,
    active: user.active,
    permissions: permissions.map((permission) => ({
      permission,
      // Everyday work is no role's gift: every staff user holds it.
      grantedBy: isEveryday(permission)
        ? []
        : rolesGranting(permission).filter((role) => holdsAnyRole(roles, [role])),
    })),
    companies,
    otherCompanies: theirs.length - shown.length,
  };
}
