import { useEffect } from 'react';
import { Button, Form, Input, Switch } from 'antd';
import type { FormInstance } from 'antd';
import {
  CREDENTIAL_FIELDS,
  integrationsApi,
  PARTNER_SYSTEMS,
  type CredentialField,
  type Integration,
  type IntegrationSettings,
  type PartnerSystem,
} from '@console/contract/integrations/api';
import { ApiError } from '../../kit/data/client';
import { useSaveIntegration, type IntegrationParams } from './api';
import { useFeedback } from '../../kit/feedback';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn } from '../../kit/Permitted';
import { PartnerLocationPicker } from './PartnerLocationPicker';
import { TEXT } from './texts';

interface Values {
  baseUrl: string;
  partnerLocationId: string;
  enabled: boolean;
  credentials: Partial<Record<CredentialField, string>>;
}

const initialOf = (integration: Integration | undefined, system: PartnerSystem): Values => ({
  baseUrl: integration?.baseUrl ?? '',
  partnerLocationId: integration?.partnerLocationId ?? '',
  enabled: integration?.enabled ?? true,
  // Secrets start empty: the stored value is shown as its mask, and left empty it is kept.
  credentials: Object.fromEntries(
    PARTNER_SYSTEMS[system].credentials.map((field) => [
      field,
      CREDENTIAL_FIELDS[field].secret ? '' : (integration?.credentials[field] ?? ''),
    ]),
  ),
});

/** The body: a secret left empty is not sent (the server keeps the stored one). */
function bodyOf(values: Values, system: PartnerSystem): IntegrationSettings {
  const credentials: IntegrationSettings['credentials'] = {};
  for (const field of PARTNER_SYSTEMS[system].credentials) {
    const value = values.credentials[field] ?? '';
    if (CREDENTIAL_FIELDS[field].secret && value === '') continue;
    credentials[field] = value;
  }
  return {
    baseUrl: values.baseUrl,
    partnerLocationId: values.partnerLocationId,
    enabled: values.enabled,
    credentials,
  };
}

/**
 * The integration's settings: where the partner is, which of its locations this one is, and the
 * credentials its adapter sends. Creating, every credential is required; changing, a secret shows
 * its mask and is kept unless a new one is typed. The server's field errors land on their fields.
 */
export function SettingsForm({
  system,
  params,
  integration,
}: {
  system: PartnerSystem;
  params: IntegrationParams;
  integration: Integration | undefined;
}) {
  const creating = integration === undefined;
  const [form] = Form.useForm<Values>();
  const save = useSaveIntegration(creating);
  const { message } = useFeedback();
  const permit = useMayCall(creating ? integrationsApi.create : integrationsApi.update);
  const info = PARTNER_SYSTEMS[system];

  useEffect(() => form.setFieldsValue(initialOf(integration, system)), [form, integration, system]);

  const submit = (values: Values) =>
    save
      .mutateAsync({ params, body: bodyOf(values, system) })
      .then(() => void message.success(creating ? TEXT.connected(info.title) : TEXT.saved))
      .catch((error: unknown) => {
        if (!(error instanceof ApiError) || !error.propertyErrors) return;
        // The server names a credential 'credentials.password', the form ['credentials', 'password'].
        form.setFields(
          Object.entries(error.propertyErrors).map(([key, errors]) => ({
            name: key.split('.') as Parameters<FormInstance<Values>['setFields']>[0][number]['name'],
            errors,
          })),
        );
      });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialOf(integration, system)}
      onFinish={(values) => void submit(values)}
      aria-label={`${info.title} settings`}
      disabled={!permit.allowed}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        name="baseUrl"
        label="Base URL"
        rules={[{ required: true, message: 'Base URL is required' }]}
        extra={`Where ${info.title}'s API answers, such as https://api.partner.example/v1`}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="partnerLocationId"
        label={`${info.title} location ID`}
        extra={`The property this location is at ${info.title}`}
      >
        <Input autoComplete="off" />
      </Form.Item>
      {integration && (
        <Form.Item>
          <PartnerLocationPicker
            params={params}
            title={info.title}
            onChoose={(id) => form.setFieldValue('partnerLocationId', id)}
          />
        </Form.Item>
      )}
      {info.credentials.map((field) => {
        const { title, secret } = CREDENTIAL_FIELDS[field];
        const stored = integration?.credentials[field];
        return (
          <Form.Item
            key={field}
            name={['credentials', field]}
            label={title}
            rules={secret && !creating ? [] : [{ required: true, message: `${title} is required` }]}
            extra={secret && stored ? TEXT.secretKept : undefined}
          >
            {secret ? (
              <Input.Password autoComplete="new-password" placeholder={stored} />
            ) : (
              <Input autoComplete="off" />
            )}
          </Form.Item>
        );
      })}
      <Form.Item name="enabled" label="Enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
      <PermitDrawn permit={permit}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {creating ? TEXT.connect : TEXT.save}
        </Button>
      </PermitDrawn>
    </Form>
  );
}
