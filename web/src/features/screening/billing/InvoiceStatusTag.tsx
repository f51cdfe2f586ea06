import { Tag } from 'antd';
import { INVOICE_STATUS_NAMES, type InvoiceStatus } from '@console/contract/screening/invoice-status';

/** Paid shows green, open blue, uncollectible red, draft and void grey. */
const COLORS: Record<InvoiceStatus, string | undefined> = {
  draft: undefined,
  open: 'processing',
  paid: 'green',
  void: undefined,
  uncollectible: 'error',
};

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  return <Tag color={COLORS[status]}>{INVOICE_STATUS_NAMES[status]}</Tag>;
}
