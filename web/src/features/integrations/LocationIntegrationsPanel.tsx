import { Link } from 'react-router';
import { Alert, Flex, Skeleton, Table, Tag } from 'antd';
import { PARTNER_SYSTEMS, type LocationIntegrations } from '@console/contract/integrations/api';
import { useLocationIntegrations } from './api';
import { formatDatetimeSeconds } from '../../lib/formats';
import { incomePath, integrationPath } from './paths';
import { INCOME_TEXT } from './texts';

type Row = LocationIntegrations['systems'][number];

/**
 * A location's integrations, on its page: each system, whether the location is connected to it
 * and how its last sync ended, with the link to its integration page (by the location's guid).
 */
export function LocationIntegrationsPanel({
  customerId,
  locationId,
}: {
  customerId: number;
  locationId: number;
}) {
  const integrations = useLocationIntegrations(customerId, locationId);
  if (integrations.isPending) return <Skeleton active />;
  if (!integrations.data) return <Alert type="error" showIcon message="The integrations could not be read" />;
  const { locationGuid, systems } = integrations.data;
  return (
    <Flex vertical gap={12}>
      <Table<Row>
        size="small"
        rowKey="system"
        pagination={false}
        dataSource={systems}
        aria-label="Integrations"
        columns={[
          { key: 'system', title: 'System', render: (_, row) => PARTNER_SYSTEMS[row.system].title },
          {
            key: 'state',
            title: 'State',
            render: (_, row) =>
              !row.configured ? (
                <Tag>Not connected</Tag>
              ) : row.enabled ? (
                <Tag color="success">Connected</Tag>
              ) : (
                <Tag>Disabled</Tag>
              ),
          },
          {
            key: 'lastSync',
            title: 'Last sync',
            render: (_, row) =>
              row.lastSync && (
                <span>
                  {formatDatetimeSeconds(row.lastSync.finishedAt)}{' '}
                  <Tag color={row.lastSync.outcome === 'synced' ? 'success' : 'error'}>
                    {row.lastSync.outcome}
                  </Tag>
                </span>
              ),
          },
          {
            key: 'open',
            title: 'Actions',
            render: (_, row) => (
              <Link
                to={integrationPath(row.system, locationGuid)}
                aria-label={`${row.configured ? 'Open' : 'Connect'} ${PARTNER_SYSTEMS[row.system].title}`}
              >
                {row.configured ? 'Open' : 'Connect'}
              </Link>
            ),
          },
        ]}
      />
      <Link to={incomePath(locationGuid)}>{INCOME_TEXT.title}</Link>
    </Flex>
  );
}
