import { notFound } from '../http/errors.ts';
import type { StaffPrincipal } from '../http/principal.ts';

/**
 * Whose data a request reads and changes: the administered company, and of its records the test
 * ones while the company is in Test Mode, the live ones otherwise (docs/families/test-mode.md). Every
 * family scopes its queries by it; a record of another company answers 404 like one that does not
 * exist.
 */
export interface Tenant {
  companyId: number;
  testMode: boolean;
}

/** The tenant of a signed-in staff user; without an administered company nothing is theirs (404). */
export function tenantOf(staff: StaffPrincipal): Tenant {
  if (staff.companyId === null) throw notFound('An administered company');
  return { companyId: staff.companyId, testMode: staff.testMode };
}
