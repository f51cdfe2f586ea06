import { Alert, Button, Flex, Form, Input, theme, Typography } from 'antd';
import { Dialog } from '../../widgets/Dialog';
import { CopyOutlined } from '@ant-design/icons';
import type { QueryKey } from '@tanstack/react-query';
import { say, type ApiToken, type ArgsOf, type Endpoint, type IssuedToken } from '@console/contract/kit';
import { applyPropertyErrors } from '../../meta/applyPropertyErrors';
import { useEndpointMutation } from '../../data/queries';
import { useCopy } from '../../widgets/useCopy';
import { ExpirationPicker } from './ExpirationPicker';
import { CAPTIONS, LABEL_MAX_LENGTH, TEXT } from './texts';
import { useFeedback } from '../../feedback';
import { FormDialog, useSaveOutcome } from '../../FormDialog';

interface IssueValues {
  label: string;
  expirationDate?: string | null;
}

const FIELDS = [{ name: 'label' }, { name: 'expirationDate' }];

export interface IssueTokenDialogProps {
  /** The family's create call and its base path's parameters. */
  endpoint: Endpoint;
  params: Record<string, unknown> | undefined;
  invalidates: readonly QueryKey[];
  onIssued: (token: IssuedToken) => void;
  onClose: () => void;
}

/** Issue token: a label and an optional last day; the answer carries the secret, shown next. */
export function IssueTokenDialog({
  endpoint,
  params,
  invalidates,
  onIssued,
  onClose,
}: IssueTokenDialogProps) {
  const [form] = Form.useForm<IssueValues>();
  const { message } = useFeedback();
  const issue = useEndpointMutation(endpoint, { invalidates });

  const submit = ({ label, expirationDate }: IssueValues) =>
    issue.mutate(
      {
        params,
        body: { label, ...(expirationDate ? { expirationDate } : {}) },
      } as unknown as ArgsOf<Endpoint>,
      {
        onSuccess: (token) => onIssued(token as unknown as IssuedToken),
        onError: (error) => {
          for (const text of applyPropertyErrors(form, error, FIELDS)) void message.error(text);
        },
      },
    );

  return (
    <FormDialog<IssueValues>
      title={TEXT.issue}
      okText={TEXT.issue}
      form={form}
      pending={issue.isPending}
      disabled={issue.isPending}
      onClose={onClose}
      onFinish={submit}
    >
      <Form.Item
        name="label"
        label={CAPTIONS.label}
        rules={[
          { required: true, whitespace: true, message: say.required(CAPTIONS.label) },
          { max: LABEL_MAX_LENGTH, message: say.tooLong(CAPTIONS.label, LABEL_MAX_LENGTH) },
        ]}
      >
        <Input showCount maxLength={LABEL_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="expirationDate" label={CAPTIONS.expirationDate} extra={TEXT.neverExpires}>
        <ExpirationPicker />
      </Form.Item>
    </FormDialog>
  );
}

/** The secret as one block of monospace that wraps anywhere: it has no spaces to wrap at. */
const SECRET_STYLE = {
  flex: 1,
  padding: '8px 12px',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  wordBreak: 'break-all',
  borderRadius: 6,
} as const;

/** The secret of a token just issued: the one time it is shown, with a way to copy it. */
export function IssuedTokenDialog({ token, onClose }: { token: IssuedToken; onClose: () => void }) {
  const copy = useCopy();
  const { token: colours } = theme.useToken();
  return (
    <Dialog
      title={TEXT.issued}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {TEXT.done}
        </Button>
      }
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={TEXT.shownOnce} />
        <Typography.Text type="secondary">{token.label}</Typography.Text>
        <Flex gap={8} align="center">
          <div
            data-testid="issued-token"
            style={{
              ...SECRET_STYLE,
              background: colours.colorFillTertiary,
              border: `1px solid ${colours.colorBorderSecondary}`,
            }}
          >
            {token.token}
          </div>
          <Button icon={<CopyOutlined />} onClick={() => void copy(token.token)}>
            {TEXT.copy}
          </Button>
        </Flex>
      </Flex>
    </Dialog>
  );
}

export interface ExpirationDialogProps {
  token: ApiToken;
  /** The family's update call and the token's path parameters. */
  endpoint: Endpoint;
  params: Record<string, unknown>;
  invalidates: readonly QueryKey[];
  onClose: () => void;
}

/** Change expiration: a new last day, or none (the token never expires). */
export function ExpirationDialog({ token, endpoint, params, invalidates, onClose }: ExpirationDialogProps) {
  const [form] = Form.useForm<{ expirationDate: string | null }>();
  const outcome = useSaveOutcome(form, FIELDS, onClose);
  const update = useEndpointMutation(endpoint, { invalidates });

  const submit = ({ expirationDate }: { expirationDate?: string | null }) =>
    update.mutate(
      { params, body: { expirationDate: expirationDate ?? null } } as unknown as ArgsOf<Endpoint>,
      outcome(TEXT.expirationChanged),
    );

  return (
    <FormDialog<{ expirationDate: string | null }>
      title={`${TEXT.changeExpiration}: ${token.label}`}
      okText="Save"
      form={form}
      pending={update.isPending}
      disabled={update.isPending}
      onClose={onClose}
      onFinish={submit}
      initialValues={{ expirationDate: token.expirationDate }}
    >
      <Form.Item name="expirationDate" label={CAPTIONS.expirationDate} extra={TEXT.neverExpires}>
        <ExpirationPicker />
      </Form.Item>
    </FormDialog>
  );
}
