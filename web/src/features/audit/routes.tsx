import * as auditCalls from '@console/contract/audit/call-gates';
import type { AppRoute } from '../../kit/routeTypes';
import type { pages } from './pages';

/*
 * /auditCustomer (product-families §2, "Other routes"): the company's audit, an entry of its own
 * after the products' groups. The Dashboard's audit (/Dashboard/Audit) is an entry of the Dashboard
 * group (features/online-customers/routes.tsx) showing this feature's DashboardAuditPage.
 * No page links to it by name, so it has none. Its icon is OCR's (a search of records).
 */
export const routes: AppRoute<keyof typeof pages>[] = [
  {
    path: '/auditCustomer',
    meta: { title: 'Audit', order: 140, icon: 'FileSearchOutlined' },
    page: 'AuditCustomerPage',
    call: auditCalls.list,
  },
];
