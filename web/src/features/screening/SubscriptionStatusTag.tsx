import { Tag } from 'antd';
import { SUBSCRIPTION_STATUS_NAMES, SubscriptionStatus } from '@console/contract/screening/subscriptions';

/** Active shows green, any other status a warning (console-core §4). */
export function SubscriptionStatusTag({ status }: { status: SubscriptionStatus }) {
  return (
    <Tag color={status === SubscriptionStatus.Active ? 'green' : 'warning'}>
      {SUBSCRIPTION_STATUS_NAMES[status]}
    </Tag>
  );
}
