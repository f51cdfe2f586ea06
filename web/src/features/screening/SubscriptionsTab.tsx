import { useState } from 'react';
import { Button, Card, Empty, Form, Select, Skeleton, Space, Table, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { screeningApi, type Subscription } from '@console/contract/screening/api';
import type { FieldMetadata } from '@console/contract/metadata';
import { canTransition } from '@console/contract/screening/subscriptions';
import {
  SCREENING_CHANGES,
  useAccountServices,
  useCancelSubscription,
  useDeleteSubscription,
  usePlans,
  useSubscriptions,
} from './api';
import { useFeedback } from '../../kit/feedback';
import { MetaFormDialog } from '../../kit/MetaFormDialog';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn, Permitted } from '../../kit/Permitted';
import { formatDate } from '../../lib/formats';
import { formatCents } from '../../lib/formats';
import { SubscriptionStatusTag } from './SubscriptionStatusTag';
import { TEXT } from './texts';

/** The plan is chosen from a list of the enabled services' plans, drawn by the dialog itself. */
const withoutPlan = (fields: readonly FieldMetadata[]) => fields.filter((field) => field.name !== 'planId');

/** Add Subscription: a plan of a service enabled for the account, the quantity and the expiration. */
function AddSubscriptionDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const plans = usePlans();
  const services = useAccountServices(accountId);
  const enabled = new Set(services.data?.filter((s) => s.enabled).map((s) => s.id));
  const options = plans.data
    ?.filter((plan) => plan.active && enabled.has(plan.serviceId))
    .map((plan) => ({
      value: plan.id,
      label: `${plan.serviceName} · ${plan.name} (${formatCents(plan.unitPriceCents)} a request, ${formatCents(plan.overageUnitCents)} over, per ${plan.interval})`,
    }));
  return (
    <MetaFormDialog
      title="Add Subscription"
      endpoint={screeningApi.addSubscription}
      params={{ id: accountId }}
      loading={plans.isPending || services.isPending}
      adjustFields={withoutPlan}
      ownFields={['planId']}
      savedMessage={TEXT.subscriptionAdded}
      invalidates={SCREENING_CHANGES}
      onSaved={onClose}
      onClose={onClose}
      okText="Add"
      lead={
        <Form.Item
          name="planId"
          label="Plan"
          rules={[{ required: true, message: 'Plan is required' }]}
          extra={
            options?.length === 0
              ? 'Enable a service for this account first (Overview › Services)'
              : undefined
          }
        >
          <Select aria-label="Plan" options={options} placeholder="Choose a plan" />
        </Form.Item>
      }
    />
  );
}

/** Update: quantity and expiration date. */
function UpdateSubscriptionDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose: () => void;
}) {
  return (
    <MetaFormDialog
      title={`Update ${subscription.serviceName} subscription`}
      endpoint={screeningApi.updateSubscription}
      params={{ id: subscription.id }}
      initialValues={{ quantity: subscription.quantity, expirationDate: subscription.expirationDate }}
      editing
      savedMessage={TEXT.subscriptionUpdated}
      invalidates={SCREENING_CHANGES}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}

/**
 * The account's subscriptions (product-families §2, §4): add, update quantity and expiration,
 * cancel, delete; each action offered only where the contract's rule allows it, and the server
 * checks again (409). Usage is the current period's, from the requests the product API stored.
 * Every action needs "Manage billing": staff without it see them disabled, saying so.
 */
export function SubscriptionsTab({ accountId }: { accountId: number }) {
  const { message } = useFeedback();
  const mayUpdate = useMayCall(screeningApi.updateSubscription);
  const mayCancel = useMayCall(screeningApi.cancelSubscription);
  const mayDelete = useMayCall(screeningApi.deleteSubscription);
  const subscriptions = useSubscriptions(accountId);
  const cancel = useCancelSubscription();
  const remove = useDeleteSubscription();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Subscription>();
  const params = (subscription: Subscription) => ({ id: accountId, subId: subscription.id });

  const columns: TableColumnType<Subscription>[] = [
    { title: 'Service', dataIndex: 'serviceName' },
    { title: 'Plan', render: (_, s) => `${s.planName} (${s.interval === 'year' ? 'yearly' : 'monthly'})` },
    {
      title: 'Status',
      dataIndex: 'subscriptionStatusId',
      render: (status: Subscription['subscriptionStatusId']) => <SubscriptionStatusTag status={status} />,
    },
    { title: 'Quantity', dataIndex: 'quantity', align: 'right' },
    {
      title: 'Used this period',
      align: 'right',
      render: (_, s) => (
        <Space size={4}>
          {s.usage}
          {s.overage > 0 && <Typography.Text type="warning">(+{s.overage} over)</Typography.Text>}
        </Space>
      ),
    },
    {
      title: 'Period',
      render: (_, s) => `${formatDate(s.currentPeriodStart)} – ${formatDate(s.currentPeriodEnd)}`,
    },
    { title: 'Expires', dataIndex: 'expirationDate', render: (day: string) => formatDate(day) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, s) => (
        <Space>
          {canTransition(s.subscriptionStatusId, 'update') && (
            <PermitDrawn permit={mayUpdate}>
              <Button size="small" onClick={() => setEditing(s)}>
                Update
              </Button>
            </PermitDrawn>
          )}
          {canTransition(s.subscriptionStatusId, 'cancel') && (
            <PermitDrawn
              permit={mayCancel}
              confirm={{
                title: 'Cancel this subscription?',
                description: "The product API refuses its service's requests from then on.",
                okText: 'Cancel subscription',
                cancelText: 'Keep',
                onConfirm: () =>
                  cancel.mutate(
                    { params: params(s) },
                    { onSuccess: () => void message.success(TEXT.subscriptionCancelled) },
                  ),
              }}
            >
              <Button size="small" danger>
                Cancel
              </Button>
            </PermitDrawn>
          )}
          {canTransition(s.subscriptionStatusId, 'delete') && (
            <PermitDrawn
              permit={mayDelete}
              confirm={{
                title: 'Delete this subscription?',
                okText: 'Delete',
                onConfirm: () =>
                  remove.mutate(
                    { params: params(s) },
                    { onSuccess: () => void message.success(TEXT.subscriptionDeleted) },
                  ),
              }}
            >
              <Button size="small" danger>
                Delete
              </Button>
            </PermitDrawn>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="Subscriptions"
      extra={
        <Permitted call={screeningApi.addSubscription}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add Subscription
          </Button>
        </Permitted>
      }
    >
      {subscriptions.isPending ? (
        <Skeleton active />
      ) : (
        <Table<Subscription>
          rowKey="id"
          columns={columns}
          dataSource={subscriptions.data ?? []}
          pagination={false}
          scroll={{ x: true }}
          locale={{
            emptyText: subscriptions.isError ? (
              <Empty description="The subscriptions could not be loaded">
                <Button onClick={() => void subscriptions.refetch()}>Retry</Button>
              </Empty>
            ) : (
              <Empty description="No subscriptions yet" />
            ),
          }}
        />
      )}
      {adding && <AddSubscriptionDialog accountId={accountId} onClose={() => setAdding(false)} />}
      {editing && <UpdateSubscriptionDialog subscription={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
