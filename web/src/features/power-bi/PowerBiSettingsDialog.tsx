import { DatePicker, Form, Input, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ACCESS_TOKEN_MAX,
  EMBED_URL_PROBLEM,
  POWER_BI_EMBED_URL_PATTERN,
  type PowerBiSave,
  type PowerBiSettings,
} from '@console/contract/power-bi/api';
import { useSavePowerBi } from './api';
import { FormDialog, useSaveOutcome } from '../../kit/FormDialog';
import { DATE_TIME_FORMAT } from '../../lib/formats';
import { TEXT } from './texts';

interface SettingsForm {
  workspaceId: string;
  reportId: string;
  embedUrl: string;
  enabled: boolean;
  accessToken?: string;
  tokenExpiresAt?: Dayjs | null;
}

const FIELDS = ['workspaceId', 'reportId', 'embedUrl', 'enabled', 'accessToken', 'tokenExpiresAt'].map(
  (name) => ({ name, secret: name === 'accessToken' }),
);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const guidRule = (caption: string) => [
  { required: true, whitespace: true, message: `${caption} is required` },
  { pattern: GUID, message: `${caption} is a GUID such as 0b7c3f4e-1d2a-4c5b-9e8f-7a6b5c4d3e2f` },
];

/**
 * A customer's Power BI settings. The token is write-only: the form never holds the kept one (the
 * server answers only its mask), so an empty field keeps it and a typed one replaces it.
 */
export function PowerBiSettingsDialog({
  settings,
  onClose,
}: {
  settings: PowerBiSettings;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SettingsForm>();
  const outcome = useSaveOutcome(form, FIELDS, onClose);
  const save = useSavePowerBi();
  const submit = (values: SettingsForm) => {
    const token = values.accessToken?.trim();
    const body: PowerBiSave = {
      customerId: settings.customerId,
      workspaceId: values.workspaceId.trim(),
      reportId: values.reportId.trim(),
      embedUrl: values.embedUrl.trim(),
      enabled: values.enabled,
      ...(token ? { accessToken: token } : {}),
      // An expiry goes with a token: a new one, or the kept one's changed.
      ...(token || settings.tokenMask
        ? { tokenExpiresAt: values.tokenExpiresAt ? values.tokenExpiresAt.toISOString() : null }
        : {}),
    };
    save.mutate({ body }, outcome(TEXT.saved));
  };
  return (
    <FormDialog<SettingsForm>
      title={`${TEXT.title}: ${TEXT.settings}`}
      okText="Save"
      width={640}
      form={form}
      pending={save.isPending}
      onClose={onClose}
      onFinish={submit}
      initialValues={{
        workspaceId: settings.workspaceId ?? '',
        reportId: settings.reportId ?? '',
        embedUrl: settings.embedUrl ?? '',
        enabled: settings.configured ? settings.enabled : true,
        accessToken: '',
        tokenExpiresAt: settings.tokenExpiresAt ? dayjs(settings.tokenExpiresAt) : null,
      }}
    >
      <Form.Item name="workspaceId" label="Workspace ID" rules={guidRule('Workspace ID')}>
        <Input maxLength={36} placeholder="The workspace (group) id" />
      </Form.Item>
      <Form.Item name="reportId" label="Report ID" rules={guidRule('Report ID')}>
        <Input maxLength={36} />
      </Form.Item>
      <Form.Item
        name="embedUrl"
        label="Embed URL"
        rules={[
          { required: true, whitespace: true, message: 'Embed URL is required' },
          { pattern: new RegExp(POWER_BI_EMBED_URL_PATTERN), message: EMBED_URL_PROBLEM },
        ]}
      >
        <Input maxLength={2000} placeholder="https://app.powerbi.com/reportEmbed?reportId=…" />
      </Form.Item>
      <Form.Item name="enabled" label="Show on the customer page" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="accessToken"
        label="Access token"
        extra={settings.tokenMask ? TEXT.tokenKept(settings.tokenMask) : undefined}
        rules={[{ pattern: /^\S*$/, message: 'Access token has no spaces' }]}
      >
        <Input.Password maxLength={ACCESS_TOKEN_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="tokenExpiresAt" label="Token expires">
        <DatePicker showTime format={DATE_TIME_FORMAT} disabledDate={(day) => day.isBefore(dayjs(), 'day')} />
      </Form.Item>
    </FormDialog>
  );
}
