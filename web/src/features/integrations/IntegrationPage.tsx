import { useParams } from 'react-router';
import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import { DisconnectOutlined } from '@ant-design/icons';
import { integrationsApi, type Integration } from '@console/contract/integrations/api';
import {
  PARTNER_SYSTEM_SLUGS,
  PARTNER_SYSTEMS,
  type PartnerSystem,
} from '@console/contract/integrations/systems';
import { useDeleteIntegration, useIntegration, type IntegrationParams } from './api';
import { DetailPage } from '../../kit/DetailPage';
import { useFeedback } from '../../kit/feedback';
import { Permitted } from '../../kit/Permitted';
import { CUSTOMERS_LIST_PATH, locationPath } from '../online-customers/paths';
import { ConnectionPanel } from './ConnectionPanel';
import { MriAuthorizationPanel } from './MriAuthorizationPanel';
import { SettingsForm } from './SettingsForm';
import { SyncPanel } from './SyncPanel';
import { TEXT } from './texts';

const isSystem = (value: string | undefined): value is PartnerSystem =>
  (PARTNER_SYSTEM_SLUGS as readonly string[]).includes(value ?? '');

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Disconnect({ system, params }: { system: PartnerSystem; params: IntegrationParams }) {
  const remove = useDeleteIntegration();
  const { message } = useFeedback();
  const title = PARTNER_SYSTEMS[system].title;
  return (
    <Permitted
      call={integrationsApi.delete}
      confirm={{
        title: TEXT.disconnectConfirm(title),
        okText: TEXT.disconnect,
        okButtonProps: { danger: true },
        onConfirm: () =>
          remove
            .mutateAsync({ params })
            .then(() => void message.success(TEXT.disconnected(title)))
            .catch(() => undefined),
      }}
    >
      <Button danger icon={<DisconnectOutlined />} loading={remove.isPending}>
        {TEXT.disconnect}
      </Button>
    </Permitted>
  );
}

function Connected({
  system,
  params,
  integration,
}: {
  system: PartnerSystem;
  params: IntegrationParams;
  integration: Integration;
}) {
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={10}>
        <Card title="Settings">
          <SettingsForm system={system} params={params} integration={integration} />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Row gutter={[24, 24]}>
          {system === 'mri' && (
            <Col span={24}>
              <Card title="MRI Authorization">
                <MriAuthorizationPanel guid={params.guid} />
              </Card>
            </Col>
          )}
          <Col span={24}>
            <Card title="Connection">
              <ConnectionPanel params={params} />
            </Card>
          </Col>
          <Col span={24}>
            <Card title="Sync">
              <SyncPanel
                system={system}
                params={params}
                initial={integration.sync}
                canSync={integration.enabled && integration.partnerLocationId !== ''}
              />
            </Card>
          </Col>
        </Row>
      </Col>
    </Row>
  );
}

function IntegrationView({ system, guid }: { system: PartnerSystem; guid: string }) {
  const params: IntegrationParams = { system: PARTNER_SYSTEMS[system].apiName, guid };
  const integration = useIntegration(params);
  const data = integration.data;
  const title = PARTNER_SYSTEMS[system].title;
  const back = data
    ? { path: locationPath(data.customerId, data.locationId), backLabel: `Back to ${data.locationName}` }
    : { path: CUSTOMERS_LIST_PATH, backLabel: 'Back to Customers' };
  return (
    <DetailPage
      list={back}
      record={integration}
      title={data ? `${title} · ${data.locationName}` : title}
      name={title}
      parentName={data?.locationName}
      marks={data?.configured && (data.enabled ? <Tag color="success">Enabled</Tag> : <Tag>Disabled</Tag>)}
      subtitle={data && `${data.customerName} · location ${data.locationGuid}`}
      actions={data?.configured && <Disconnect system={system} params={params} />}
      notFound={TEXT.notFound}
    >
      {data?.configured && <Connected system={system} params={params} integration={data} />}
      {data && !data.configured && (
        <Card title={`Connect ${title}`}>
          <Typography.Paragraph type="secondary">{TEXT.notConnected(title)}</Typography.Paragraph>
          <SettingsForm system={system} params={params} integration={undefined} />
        </Card>
      )}
    </DetailPage>
  );
}

/**
 * A location's integration with one system ('/Integrations/:system/:guid', hidden; reached from the
 * location's Integrations tab): its settings with the secrets masked, a connection test, and syncs
 * with their progress and last result. A location not connected yet shows the form that connects it.
 */
export default function IntegrationPage() {
  const { system, guid } = useParams();
  if (!isSystem(system) || !GUID.test(guid ?? ''))
    return (
      <DetailPage
        list={{ path: CUSTOMERS_LIST_PATH, backLabel: 'Back to Customers' }}
        notFound={TEXT.notFound}
        missing
      />
    );
  return <IntegrationView key={`${system}/${guid}`} system={system} guid={guid ?? ''} />;
}
