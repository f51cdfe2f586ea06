import { DatePicker, Form, Select } from 'antd';
import { FormDialog } from '../../kit/FormDialog';
import type { Dayjs } from 'dayjs';
import type { AccountProduct, ProductSubscription } from '@console/contract/accounts/api';
import type { SubscriptionPlan } from '@console/contract/session/api';
import { useUpdateSubscription } from './api';
import { applyPropertyErrors } from '../../kit/meta/applyPropertyErrors';
import { DATE_FORMAT, toDateValue, toDayjs } from '../../lib/formats';
import { failureReason } from './failureNotice';
import { TEXT } from './texts';
import { useFeedback } from '../../kit/feedback';

interface SubscriptionForm {
  subscriptionPlanId?: number;
  expDate?: Dayjs;
}

/** The form's fields, named as the server's propertyErrors name them. */
const FORM_FIELDS = [{ name: 'subscriptionPlanId' }, { name: 'expDate' }];

export interface EditSubscriptionDialogProps {
  accountId: number;
  product: AccountProduct;
  /** The current subscription; null when the product has none yet (saving creates it). */
  subscription: ProductSubscription | null;
  plans: readonly SubscriptionPlan[];
  onClose: () => void;
}

/** A product's plan and expiration date (PUT Subscription), ending in the spec's two messages. */
export function EditSubscriptionDialog({
  accountId,
  product,
  subscription,
  plans,
  onClose,
}: EditSubscriptionDialogProps) {
  const [form] = Form.useForm<SubscriptionForm>();
  const { message, notification } = useFeedback();
  const update = useUpdateSubscription();

  const save = ({ subscriptionPlanId, expDate }: SubscriptionForm) => {
    // Both are required by the form's rules, so onFinish only runs with them set.
    if (subscriptionPlanId === undefined || !expDate) return;
    update.mutate(
      {
        params: { id: accountId },
        body: { productId: product.id, subscriptionPlanId, expDate: toDateValue(expDate) },
      },
      {
        onSuccess: () => {
          void message.success(TEXT.subscriptionUpdated);
          onClose();
        },
        onError: (error) => {
          const unplaced = applyPropertyErrors(form, error, FORM_FIELDS);
          notification.error({
            title: TEXT.subscriptionUpdateFailed,
            description: failureReason(error, unplaced),
          });
        },
      },
    );
  };

  return (
    <FormDialog<SubscriptionForm>
      title={`Subscription of ${product.displayName}`}
      okText="Save"
      form={form}
      pending={update.isPending}
      onClose={onClose}
      onFinish={save}
      disabled={update.isPending}
      initialValues={{
        subscriptionPlanId: subscription?.subscriptionPlanDto.id,
        expDate: toDayjs(subscription?.expirationDate),
      }}
    >
      <Form.Item
        name="subscriptionPlanId"
        label="Subscription Plan"
        rules={[{ required: true, message: 'Subscription Plan is required' }]}
      >
        <Select<number> options={plans.map((plan) => ({ value: plan.id, label: plan.name }))} />
      </Form.Item>
      <Form.Item
        name="expDate"
        label="Expiration Date"
        rules={[{ required: true, message: 'Expiration Date is required' }]}
      >
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
