import { Button, Flex, Form, Input, QRCode, theme, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { SecondFactorEnrolment } from '@console/contract/session/second-factor';
import { applyPropertyErrors } from '../../kit/meta/applyPropertyErrors';
import { useConfirmEnrolment } from './secondFactorApi';
import { useFeedback } from '../../kit/feedback';
import { useCopy } from '../../kit/widgets/useCopy';
import { TEXT } from './texts';

/** The key as an app's manual entry shows it: groups of four, easier to type without a slip. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

const FIELDS = [{ name: 'code' }, { name: 'enrolment' }];

export interface EnrolmentProps {
  enrolment: SecondFactorEnrolment;
  /** The recovery codes the confirmation answered, to show once. */
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** A started enrolment: the new secret as a QR code and as a key, then its first code to turn it on. */
export function Enrolment({ enrolment, onConfirmed, onCancel }: EnrolmentProps) {
  const [form] = Form.useForm<{ code: string }>();
  const confirm = useConfirmEnrolment();
  const copy = useCopy();
  const { message } = useFeedback();
  const { token } = theme.useToken();

  const submit = ({ code }: { code: string }) =>
    confirm.mutate(
      { body: { enrolment: enrolment.enrolment, code: code.trim() } },
      {
        onSuccess: ({ recoveryCodes }) => {
          void message.success(TEXT.turnedOn);
          onConfirmed(recoveryCodes);
        },
        onError: (error) => {
          for (const text of applyPropertyErrors(form, error, FIELDS)) void message.error(text);
        },
      },
    );

  return (
    <Flex vertical gap={16}>
      <Typography.Text>{TEXT.scan}</Typography.Text>
      <QRCode value={enrolment.uri} size={184} bordered aria-label="QR code of the authenticator key" />
      <Typography.Text type="secondary">{TEXT.typeKey}</Typography.Text>
      <Flex gap={8} align="center" wrap>
        <code
          data-testid="totp-secret"
          style={{
            padding: '6px 12px',
            fontSize: 15,
            letterSpacing: 1,
            background: token.colorFillTertiary,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
          }}
        >
          {grouped(enrolment.secret)}
        </code>
        <Button
          icon={<CopyOutlined />}
          onClick={() => void copy(enrolment.secret)}
          aria-label="Copy the key"
        />
      </Flex>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={confirm.isPending}
        style={{ maxWidth: 320 }}
      >
        <Form.Item
          name="code"
          label={TEXT.code}
          extra={TEXT.enterCode}
          rules={[{ required: true, whitespace: true, message: TEXT.codeRequired }]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={confirm.isPending}>
            {TEXT.turnOn}
          </Button>
          <Button onClick={onCancel}>{TEXT.cancel}</Button>
        </Flex>
      </Form>
    </Flex>
  );
}
