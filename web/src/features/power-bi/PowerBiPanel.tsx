import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Space } from 'antd';
import { DeleteOutlined, SettingOutlined } from '@ant-design/icons';
import { powerBiApi, type PowerBiSettings } from '@console/contract/power-bi/api';
import { useDeletePowerBiToken, usePowerBiSettings } from './api';
import { Permitted } from '../../kit/Permitted';
import { useFeedback } from '../../kit/feedback';
import { formatDateTime } from '../../lib/formats';
import { PowerBiSettingsDialog } from './PowerBiSettingsDialog';
import { TEXT } from './texts';

/**
 * The customer's report, embedded: an iframe of its embed URL (app.powerbi.com, the only origin the
 * console's content security policy lets a frame load). Power BI signs the viewer in itself.
 */
function EmbeddedReport({ settings }: { settings: PowerBiSettings }) {
  if (!settings.enabled || !settings.embedUrl) return <Alert type="info" showIcon message={TEXT.hidden} />;
  return (
    <iframe
      title={TEXT.title}
      src={settings.embedUrl}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ width: '100%', height: 640, border: 0, display: 'block' }}
    />
  );
}

function SettingsSummary({ settings }: { settings: PowerBiSettings }) {
  const remove = useDeletePowerBiToken();
  const { message } = useFeedback();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'workspace', label: 'Workspace ID', children: settings.workspaceId },
        { key: 'report', label: 'Report ID', children: settings.reportId },
        {
          key: 'token',
          label: 'Access token',
          children: settings.tokenMask ? (
            <Space>
              <span aria-label="Access token">{settings.tokenMask}</span>
              <Permitted
                call={powerBiApi.deleteToken}
                confirm={{
                  title: TEXT.deleteTokenConfirm,
                  description: TEXT.deleteTokenDescription,
                  okText: 'Delete',
                  okButtonProps: { danger: true },
                  onConfirm: () =>
                    remove.mutate(
                      { body: { customerId: settings.customerId } },
                      { onSuccess: () => void message.success(TEXT.tokenDeleted) },
                    ),
                }}
              >
                <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending}>
                  {TEXT.deleteToken}
                </Button>
              </Permitted>
            </Space>
          ) : (
            TEXT.noToken
          ),
        },
        {
          key: 'expires',
          label: 'Token expires',
          children: settings.tokenMask
            ? settings.tokenExpiresAt
              ? formatDateTime(settings.tokenExpiresAt)
              : TEXT.never
            : '—',
        },
      ]}
    />
  );
}

/**
 * The Power BI tab of a customer (product-families §1 "a Power BI link per customer"): the report
 * embedded when it is set up and shown, its settings, the settings dialog and the token's deletion:
 * "Manage integrations" (it holds a secret), disabled with the reason for staff without it.
 */
export function PowerBiPanel({ customerId }: { customerId: number }) {
  const settings = usePowerBiSettings(customerId);
  const [editing, setEditing] = useState(false);
  const data = settings.data;

  let body;
  if (settings.isPending) body = <Skeleton active />;
  else if (settings.isError || !data) body = <Alert type="error" showIcon message={TEXT.loadFailed} />;
  else if (!data.configured) {
    body = (
      <Empty description={TEXT.notConfigured}>
        <Permitted call={powerBiApi.save}>
          <Button type="primary" onClick={() => setEditing(true)}>
            {TEXT.setUp}
          </Button>
        </Permitted>
      </Empty>
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        <SettingsSummary settings={data} />
        <EmbeddedReport settings={data} />
      </Flex>
    );
  }
  return (
    <Card
      title={TEXT.title}
      extra={
        data?.configured && (
          <Permitted call={powerBiApi.save}>
            <Button icon={<SettingOutlined />} onClick={() => setEditing(true)}>
              {TEXT.settings}
            </Button>
          </Permitted>
        )
      }
    >
      {body}
      {editing && data && <PowerBiSettingsDialog settings={data} onClose={() => setEditing(false)} />}
    </Card>
  );
}
