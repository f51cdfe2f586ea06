import { useParams } from 'react-router';
import { Card, Col, Flex, Row, Table, Tag, Typography, type TableProps } from 'antd';
import type { LocationDetail, LocationDevice, TeamMember } from '@console/contract/vsonline/api';
import { useCustomerLocation } from './api';
import { FactsCard } from '../../kit/widgets/FactsCard';
import { YesNo } from '../../kit/widgets/YesNo';
import { NameWithLogin } from '../../kit/widgets/NameWithLogin';
import { DetailPage } from '../../kit/DetailPage';
import { LocationFeaturesPanel } from '../features/FeaturePanels';
import { LocationIntegrationsPanel } from '../integrations/LocationIntegrationsPanel';
import { useMayCall } from '../../kit/permit';
import { integrationsFamily } from '@console/contract/integrations/gates';
import { TEXT as FEATURE_TEXT } from '../features/texts';
import { EMPTY_TEXT } from '../../lib/formats';
import { customerPath } from './paths';
import { RelativeTime } from '../../kit/widgets/RelativeTime';
import { TEXT } from './texts';

const NOT_SEEN = 'Not yet';

/**
 * A list the location answers inline (its first rows and how many it has), in a card that counts
 * them all and says when it shows fewer rows than the location has.
 */
function InlineListCard<Row extends object>({
  title,
  noun,
  list,
  empty,
  ...table
}: {
  title: string;
  /** The rows in the sentence under a cut list: 'The first 50 of 120 devices.' */
  noun: string;
  list: { items: Row[]; total: number };
  empty: string;
} & Pick<TableProps<Row>, 'rowKey' | 'columns' | 'scroll'>) {
  const { items, total } = list;
  return (
    <section aria-label={title}>
      <Card title={`${title} (${total})`}>
        <Flex vertical gap={8}>
          <Table<Row>
            size="small"
            pagination={false}
            dataSource={items}
            locale={{ emptyText: empty }}
            {...table}
          />
          {total > items.length && (
            <Typography.Text type="secondary">
              The first {items.length} of {total} {noun}.
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </section>
  );
}

function Details({ location }: { location: LocationDetail }) {
  const text = (value: string) => value || EMPTY_TEXT;
  return (
    <FactsCard
      title="Details"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'address1', label: 'Address 1', children: text(location.address1) },
        { key: 'address2', label: 'Address 2', children: text(location.address2) },
        { key: 'city', label: 'City', children: text(location.city) },
        { key: 'state', label: 'State', children: text(location.state) },
        { key: 'zip', label: 'Zip', children: text(location.zip) },
        { key: 'timeZoneId', label: 'Time zone', children: text(location.timeZoneId) },
        { key: 'active', label: 'Active', children: <YesNo value={location.active} /> },
        {
          key: 'lastScan',
          label: 'Last scan',
          children: <RelativeTime value={location.lastScan} none={TEXT.neverScanned} />,
        },
      ]}
    />
  );
}

function Devices({ devices }: { devices: LocationDetail['devices'] }) {
  return (
    <InlineListCard<LocationDevice>
      title="Devices"
      noun="devices"
      list={devices}
      empty="No devices yet"
      rowKey="id"
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Kind', dataIndex: 'kind', key: 'kind', render: (kind: string) => <Tag>{kind}</Tag> },
        { title: 'Name', dataIndex: 'name', key: 'name' },
        { title: 'Serial', dataIndex: 'serial', key: 'serial' },
        { title: 'App version', dataIndex: 'appVersion', key: 'appVersion' },
        {
          title: 'Last seen',
          dataIndex: 'lastSeenAt',
          key: 'lastSeenAt',
          render: (seen: string | null) => <RelativeTime value={seen} none={NOT_SEEN} />,
        },
      ]}
    />
  );
}

function Team({ team }: { team: LocationDetail['teamMembers'] }) {
  return (
    <InlineListCard<TeamMember>
      title="Team members"
      noun="team members"
      list={team}
      empty="No team members yet"
      rowKey="userId"
      columns={[
        {
          title: 'Name',
          key: 'name',
          render: (_, member) => (
            <NameWithLogin firstName={member.firstName} lastName={member.lastName} login={member.userName} />
          ),
        },
        { title: 'Email', dataIndex: 'email', key: 'email' },
        {
          title: 'Active',
          dataIndex: 'active',
          key: 'active',
          render: (active: boolean) => <YesNo value={active} />,
        },
      ]}
    />
  );
}

function LocationView({ customerId, id }: { customerId: number; id: number }) {
  const location = useCustomerLocation(id);
  // The integrations are Admins' (contract/src/integrations/gates.ts): the tab shows to those only.
  const integrations = useMayCall(integrationsFamily.gate).allowed;
  const data = location.data;
  // A location of another customer under this customer's address is not this customer's.
  const elsewhere = data !== undefined && data.customerId !== customerId;
  const back = {
    path: customerPath(customerId),
    backLabel: `Back to ${data?.customerName ?? 'the customer'}`,
  };
  return (
    <DetailPage
      list={back}
      record={location}
      missing={elsewhere}
      notFound={TEXT.locationNotFound}
      title={data?.name}
      parentName={data?.customerName}
      marks={data?.active === false && <Tag>Inactive</Tag>}
      subtitle={data && `Location ID ${data.id}`}
      tabs={
        data && [
          {
            key: 'overview',
            label: 'Overview',
            children: (
              <Row gutter={[24, 24]}>
                <Col xs={24} xl={10}>
                  <Details location={data} />
                </Col>
                <Col xs={24} xl={14}>
                  <Flex vertical gap={24}>
                    <Devices devices={data.devices} />
                    <Team team={data.teamMembers} />
                  </Flex>
                </Col>
              </Row>
            ),
          },
          ...(integrations
            ? [
                {
                  key: 'integrations',
                  label: 'Integrations',
                  children: (
                    <Card>
                      <LocationIntegrationsPanel customerId={customerId} locationId={data.id} />
                    </Card>
                  ),
                },
              ]
            : []),
          {
            key: 'features',
            label: FEATURE_TEXT.features,
            children: (
              <Card>
                <LocationFeaturesPanel locationId={data.id} />
              </Card>
            ),
          },
        ]
      }
    />
  );
}

/**
 * A customer's location ('/Dashboard/Customers/:id/Locations/:locationId'): its details, devices
 * and team, and a Features tab with the location's switches within its customer's. The contract offers no per-location metrics; the customer's page has the scans.
 */
export default function LocationPage() {
  const params = useParams();
  const customerId = Number(params.id);
  const id = Number(params.locationId);
  const valid = [customerId, id].every((n) => Number.isInteger(n) && n > 0);
  if (!valid)
    return (
      <DetailPage
        list={{ path: '/Dashboard/Customers', backLabel: TEXT.backToList }}
        notFound={TEXT.locationNotFound}
        missing
      />
    );
  return <LocationView key={id} customerId={customerId} id={id} />;
}
