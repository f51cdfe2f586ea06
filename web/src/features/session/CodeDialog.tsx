import { Form, Input, Typography } from 'antd';
import { applyPropertyErrors } from '../../kit/meta/applyPropertyErrors';
import { Dialog } from '../../kit/widgets/Dialog';
import { useFeedback } from '../../kit/feedback';
import { TEXT } from './texts';

export interface CodeDialogProps {
  title: string;
  okText: string;
  danger?: boolean;
  /** What the change means for the user, above the code. */
  description?: string;
  pending: boolean;
  /** Makes the change with the code; a refused code comes back under the field. */
  onSubmit: (code: string) => Promise<unknown>;
  onClose: () => void;
}

const FIELDS = [{ name: 'code' }];

/** A change to the user's own second factor, which asks for a current code first. */
export function CodeDialog({
  title,
  okText,
  danger,
  description,
  pending,
  onSubmit,
  onClose,
}: CodeDialogProps) {
  const [form] = Form.useForm<{ code: string }>();
  const { message } = useFeedback();
  const submit = ({ code }: { code: string }) =>
    onSubmit(code.trim()).catch((error: unknown) => {
      for (const text of applyPropertyErrors(form, error, FIELDS)) void message.error(text);
    });
  return (
    <Dialog
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
    >
      {description && <Typography.Paragraph>{description}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={submit} disabled={pending}>
        <Form.Item
          name="code"
          label={TEXT.code}
          extra={TEXT.codeOrRecovery}
          rules={[{ required: true, whitespace: true, message: TEXT.codeRequired }]}
        >
          <Input autoComplete="one-time-code" maxLength={32} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
