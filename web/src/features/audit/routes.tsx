import { HistoryOutlined } from '@ant-design/icons';
import { auditFamily } from '@console/contract/audit-gates';
import { pageGate, type AppRoute } from '../../app/routeTypes';

export const AUDIT_PATH = '/auditCustomer';

/*
 * /auditCustomer (product-families §2, "Other routes"): the company's audit, an entry of its own
 * after the products' groups. The Dashboard's audit (/Dashboard/Audit) is an entry of the Dashboard
 * group (features/online-customers/routes.tsx) showing this feature's DashboardAuditPage.
 */
export const routes: AppRoute[] = [
  {
    path: AUDIT_PATH,
    name: 'AuditCustomer',
    meta: { title: 'Audit', order: 140, icon: <HistoryOutlined />, ...pageGate(auditFamily.gate) },
    page: () => import('./AuditCustomerPage'),
  },
];
