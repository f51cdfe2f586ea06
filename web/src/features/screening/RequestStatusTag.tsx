import { Tag } from 'antd';
import { RequestStatus } from '@console/contract/activity/api';

const COLOURS: Record<RequestStatus, string> = {
  [RequestStatus.Success]: 'green',
  [RequestStatus.Review]: 'warning',
  [RequestStatus.Failed]: 'red',
};

export function RequestStatusTag({ status }: { status: RequestStatus }) {
  return <Tag color={COLOURS[status]}>{status}</Tag>;
}
