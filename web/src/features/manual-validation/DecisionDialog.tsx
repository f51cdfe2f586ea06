import { Form, Input, Select } from 'antd';
import {
  REJECTION_REASONS,
  REJECTION_REASON_CODES,
  REVIEW_NOTE_MAX,
  type RejectionReason,
} from '@console/contract/manual-validation/status';
import { Dialog } from '../../kit/widgets/Dialog';

export type DecisionKind = 'approve' | 'reject' | 'resubmission';

export interface DecisionValues {
  reasonCode?: RejectionReason;
  reason?: string;
}

const TITLES: Record<DecisionKind, string> = {
  approve: 'Approve this item',
  reject: 'Reject this item',
  resubmission: 'Request a resubmission',
};
const OK: Record<DecisionKind, string> = {
  approve: 'Approve',
  reject: 'Reject',
  resubmission: 'Request resubmission',
};

/**
 * The decision's reason: approving takes an optional note, rejecting a reason from the list with
 * free text beside it (required for Other), a resubmission the words the customer reads. Enter
 * confirms, Esc cancels, so the keyboard alone decides an item.
 */
export function DecisionDialog({
  kind,
  pending,
  onSubmit,
  onCancel,
}: {
  kind: DecisionKind;
  pending: boolean;
  onSubmit: (values: DecisionValues) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<DecisionValues>();
  const reasonCode = Form.useWatch('reasonCode', form);
  const textRequired = kind === 'resubmission' || (kind === 'reject' && reasonCode === 'other');
  return (
    <Dialog
      title={TITLES[kind]}
      okText={OK[kind]}
      okButtonProps={{ danger: kind === 'reject', loading: pending, htmlType: 'submit' }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={onSubmit} requiredMark="optional">
        {kind === 'reject' && (
          <Form.Item
            name="reasonCode"
            label="Reason"
            rules={[{ required: true, message: 'Choose why the item is rejected' }]}
          >
            <Select
              aria-label="Rejection reason"
              placeholder="Choose a reason"
              showSearch={{ optionFilterProp: 'label' }}
              options={REJECTION_REASON_CODES.map((code) => ({
                value: code,
                label: REJECTION_REASONS[code],
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={kind === 'approve' ? 'Note' : kind === 'reject' ? 'Details' : 'What must be submitted again'}
          rules={[
            { required: textRequired, whitespace: true, message: 'Write the reason' },
            { max: REVIEW_NOTE_MAX },
          ]}
        >
          <Input.TextArea
            aria-label={kind === 'approve' ? 'Note' : 'Details'}
            rows={3}
            maxLength={REVIEW_NOTE_MAX}
            showCount
            onPressEnter={(event) => {
              if (!event.shiftKey) {
                event.preventDefault();
                form.submit();
              }
            }}
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
