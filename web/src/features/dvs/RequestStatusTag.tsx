import { Tag } from 'antd';
import type { RequestStatus } from '@console/contract/activity/api';

const COLOURS: Record<RequestStatus, string> = { success: 'green', failed: 'red', review: 'gold' };
const LABELS: Record<RequestStatus, string> = { success: 'Success', failed: 'Failed', review: 'Review' };

/** A request's overall result. */
export function RequestStatusTag({ status }: { status: RequestStatus }) {
  return <Tag color={COLOURS[status]}>{LABELS[status]}</Tag>;
}
