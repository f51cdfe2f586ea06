import { permissionsOf, PRIVILEGED_PERMISSIONS } from '@console/contract/permissions';
import type { StaffTwoFactor } from '../../config.ts';
import type { StaffPrincipal } from '../../http/principal.ts';

/**
 * Whether the console requires a second factor of staff holding these roles (STAFF_TWO_FACTOR):
 * `privileged` means roles that grant any of the permissions worth stealing an account for
 * (security, credentials, money, destruction: PRIVILEGED_PERMISSIONS).
 */
export function secondFactorRequired(policy: StaffTwoFactor, roles: readonly string[]): boolean {
  if (policy !== 'privileged') return policy === 'all';
  const granted = permissionsOf(roles);
  return [...PRIVILEGED_PERMISSIONS].some((permission) => granted.has(permission));
}

/**
 * A signed-in user who must set up a second factor before anything else: the gates refuse them
 * every call but the enrolment's, and the pages send them to the enrolment.
 */
export const mustEnrolSecondFactor = (policy: StaffTwoFactor, staff: StaffPrincipal): boolean =>
  !staff.secondFactorEnabled && secondFactorRequired(policy, staff.roles);
