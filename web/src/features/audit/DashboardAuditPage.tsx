import { AuditLogPage } from './AuditLogPage';
import { TEXT } from './texts';

/** /Dashboard/Audit: the Dashboard's changes: its customers, their users, locations, devices, imports. */
export default function DashboardAuditPage() {
  return <AuditLogPage scope="dashboard" title={TEXT.dashboardTitle} />;
}
