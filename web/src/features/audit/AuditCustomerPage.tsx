import { AuditLogPage } from './AuditLogPage';
import { TEXT } from './texts';

/** /auditCustomer: every change recorded in the administered company (product-families §2). */
export default function AuditCustomerPage() {
  return <AuditLogPage scope="company" title={TEXT.title} />;
}
