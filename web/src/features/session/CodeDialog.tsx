import { Form, Input, Typography } from 'antd';
import { applyPropertyErrors } from '../../kit/meta/applyPropertyErrors';
import { FormDialog } from '../../kit/FormDialog';
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
    <FormDialog<{ code: string }>
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      form={form}
      pending={pending}
      onClose={onClose}
      onFinish={submit}
      disabled={pending}
    >
      {description && <Typography.Paragraph>{description}</Typography.Paragraph>}
      <Form.Item
        name="code"
        label={TEXT.code}
        extra={TEXT.codeOrRecovery}
        rules={[{ required: true, whitespace: true, message: TEXT.codeRequired }]}
      >
        <Input autoComplete="one-time-code" maxLength={32} />
      </Form.Item>
    </FormDialog>
  );
}
