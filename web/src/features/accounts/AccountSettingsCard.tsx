import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, Flex, Skeleton, Typography } from 'antd';
import { accountsApi, type AccountSettings } from '@console/contract/accounts/api';
import { useAccountSettings, useUpdateAccountSettings } from './api';
import { ApiError } from '../../kit/data/client';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn } from '../../kit/Permitted';
import { TEXT } from './texts';
import { useFeedback } from '../../kit/feedback';

type Feature = AccountSettings['features'][number];

/** What a failed save shows on the form: the server's message and its field errors. */
function problemsOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [error instanceof Error ? error.message : String(error)];
  const fieldMessages = Object.values(error.propertyErrors ?? {}).flat();
  return fieldMessages.length > 0 ? fieldMessages : [error.message];
}

function SettingsForm({ accountId, features }: { accountId: number; features: Feature[] }) {
  const [enabled, setEnabled] = useState(
    () => new Set(features.filter((feature) => feature.isEnabled).map((feature) => feature.featureId)),
  );
  const update = useUpdateAccountSettings();
  const permit = useMayCall(accountsApi.updateSettings);
  const { message } = useFeedback();

  const toggle = (featureId: number, on: boolean) => {
    const next = new Set(enabled);
    if (on) next.add(featureId);
    else next.delete(featureId);
    setEnabled(next);
  };
  const save = () =>
    update.mutate(
      {
        params: { id: accountId },
        body: {
          features: features.map(({ featureId }) => ({ featureId, isEnabled: enabled.has(featureId) })),
        },
      },
      { onSuccess: () => void message.success(TEXT.settingsSaved) },
    );

  return (
    <Flex vertical gap={12}>
      {/* Errors from updating settings appear on the settings form (console-core §8). */}
      {update.isError && (
        <Alert
          type="error"
          showIcon
          title="The settings were not saved"
          description={problemsOf(update.error).map((text) => (
            <div key={text}>{text}</div>
          ))}
        />
      )}
      {features.map((feature) => (
        <Checkbox
          key={feature.featureId}
          checked={enabled.has(feature.featureId)}
          disabled={!permit.allowed || update.isPending}
          onChange={(event) => toggle(feature.featureId, event.target.checked)}
        >
          <Typography.Text strong>{feature.title}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{feature.description}</Typography.Text>
        </Checkbox>
      ))}
      <Flex justify="end">
        <PermitDrawn permit={permit}>
          <Button type="primary" onClick={save} loading={update.isPending}>
            Save
          </Button>
        </PermitDrawn>
      </Flex>
    </Flex>
  );
}

/** The account's customer features (GET/PUT Settings): a checkbox each and Save. */
export function AccountSettingsCard({ accountId }: { accountId: number }) {
  const settings = useAccountSettings(accountId);
  return (
    <Card title="Account settings">
      {settings.isPending ? (
        <Skeleton active />
      ) : !settings.data || settings.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No settings" />
      ) : (
        <SettingsForm accountId={accountId} features={settings.data} />
      )}
    </Card>
  );
}
