import { Link } from 'react-router';
import { Select, Space, Tag } from 'antd';
import type { TableColumnType } from 'antd';
import {
  PARTNER_SYSTEM_SLUGS,
  PARTNER_SYSTEMS,
  type IntegrationListItem,
  type PartnerSystem,
} from '@console/contract/integrations/api';
import { useIntegrationList } from './api';
import { ListPage } from '../../kit/list/ListPage';
import { YesNo } from '../../kit/widgets/YesNo';
import { formatDatetimeSeconds } from '../../lib/formats';
import { integrationPath, REALPAGE_SETTINGS_PATH } from './paths';
import { REALPAGE_TEXT, TEXT } from './texts';

/**
 * Integrations Settings (/Dashboard/IntegrationsSettings): every location connected to a partner
 * system, filtered by system, each opening its integration page.
 */
export default function IntegrationsSettingsPage() {
  const list = useIntegrationList();
  const filters = list.state.filters as { system?: PartnerSystem };
  const columns: TableColumnType<IntegrationListItem>[] = [
    {
      key: 'locationName',
      dataIndex: 'locationName',
      sorter: true,
      render: (name: string, row) => <Link to={integrationPath(row.system, row.locationGuid)}>{name}</Link>,
    },
    { key: 'system', dataIndex: 'system', render: (system: PartnerSystem) => PARTNER_SYSTEMS[system].title },
    { key: 'customerName', dataIndex: 'customerName' },
    { key: 'partnerLocationId', dataIndex: 'partnerLocationId' },
    { key: 'enabled', dataIndex: 'enabled', render: (enabled: boolean) => <YesNo value={enabled} /> },
    {
      key: 'lastSyncAt',
      dataIndex: 'lastSyncAt',
      render: (at: string | null, row) =>
        at && (
          <span>
            {formatDatetimeSeconds(at)}{' '}
            <Tag color={row.lastSyncOutcome === 'synced' ? 'success' : 'error'}>{row.lastSyncOutcome}</Tag>
          </span>
        ),
    },
  ];
  return (
    <ListPage<IntegrationListItem>
      list={list}
      title={TEXT.integrationsTitle}
      columns={columns}
      rowKey="id"
      search={{ label: 'Search integrations', placeholder: 'Search by location name' }}
      nouns={['integration', 'integrations']}
      empty={{ none: TEXT.noIntegrations, filtered: 'No integration matches the search or the system' }}
      toolbar={
        <Space>
          <Link to={REALPAGE_SETTINGS_PATH}>{REALPAGE_TEXT.link}</Link>
          <Select<PartnerSystem>
            allowClear
            aria-label="System"
            placeholder="Every system"
            style={{ minWidth: 180 }}
            value={filters.system}
            onChange={(system) => list.update({ filters: { ...filters, system }, page: 1 })}
            options={PARTNER_SYSTEM_SLUGS.map((value) => ({ value, label: PARTNER_SYSTEMS[value].title }))}
          />
        </Space>
      }
    />
  );
}
