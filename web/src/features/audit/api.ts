import { auditApi, auditCustomersCompany } from '@console/contract/audit/api';
import { useBootstrap } from '../../kit/bootstrap';
import { useEndpoint } from '../../kit/data/queries';
import { useUrlList } from '../../kit/list/useUrlList';

// The audit pages (product-families §7 "Audit"): every call a descriptor of the contract.

/** Which audit a page shows: the company's (/auditCustomer) or the Dashboard's (/Dashboard/Audit). */
export type AuditScope = 'company' | 'dashboard';

const CALLS = {
  company: { list: auditApi.list, entry: auditApi.entry },
  dashboard: { list: auditApi.dashboardList, entry: auditApi.dashboardEntry },
} as const;

/** The filter options never change while the app runs: read once. */
const CONSTANT = { staleTime: Infinity } as const;

export const useAuditList = (scope: AuditScope) => useUrlList(CALLS[scope].list);
export const useAuditEntry = (scope: AuditScope, id: number | undefined) =>
  useEndpoint(CALLS[scope].entry, { params: { id: id ?? 0 } }, { enabled: id !== undefined });
export const useAuditObjectTypes = () => useEndpoint(auditApi.objectTypes, {}, CONSTANT);
export const useAuditStates = () => useEndpoint(auditApi.states, {}, CONSTANT);

/** The customer filter's choices: the administered company's customers, company 1 when none is chosen. */
export function useAuditCustomers(search: string) {
  const company = auditCustomersCompany(useBootstrap()?.administeredCompany?.id);
  return useEndpoint(
    auditApi.simpleCustomers,
    { params: { company }, query: search ? { search } : {} },
    { placeholderData: (previous) => previous },
  );
}
