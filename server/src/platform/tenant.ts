import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { notFound } from '../http/errors.ts';
import type { StaffPrincipal } from '../http/principal.ts';

/**
 * Whose data a request reads and changes: the administered company, and of its records the test
 * ones while the company is in Test Mode, the live ones otherwise (docs/test-mode.md). Every
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

type TenantColumns = { companyId: AnyColumn; isTest: AnyColumn };

/**
 * The condition that keeps a table's rows to the tenant's: its company, and the test rows while the
 * company is in Test Mode, the live ones otherwise. Every tenant table (and the counts kept beside
 * them) carries both columns; a query filters by this instead of writing the pair. A prepared
 * query (db/prepared.ts), whose text is the same for every tenant, gives ANY_TENANT and then
 * tenantValues.
 */
export function inTenant(table: TenantColumns, tenant: Tenant | typeof ANY_TENANT): SQL {
  return and(eq(table.companyId, tenant.companyId), eq(table.isTest, tenant.testMode)) as SQL;
}

/** The tenant as a prepared query's placeholders, `companyId` and `testMode`. */
export const ANY_TENANT = {
  companyId: sql.placeholder('companyId'),
  testMode: sql.placeholder('testMode'),
};

/** The values of ANY_TENANT's placeholders. */
export const tenantValues = ({ companyId, testMode }: Tenant) => ({ companyId, testMode });
