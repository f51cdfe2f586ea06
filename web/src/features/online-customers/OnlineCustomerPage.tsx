import { Link } from 'react-router';
import { Card, Col, Flex, Row, Tag } from 'antd';
import { ApartmentOutlined, ExportOutlined } from '@ant-design/icons';
import { AccountDetailGroup, accountsApi, type AccountDetail } from '@console/contract/accounts/api';
import {
  vsOnlineApi,
  type OnlineCustomer,
  type OnlineCustomerSettings,
} from '@console/contract/vsonline/api';
import { useRouteMetadata } from '../../kit/data/metadata';
import { useOnlineCustomer, useUpdateGeneralInfo, useUpdateGeneralSettings } from './api';
import type { FormValues } from '../../kit/meta/MetaForm';
import { DetailPage, DetailRoute } from '../../kit/DetailPage';
import { RequestMetrics } from '../../kit/RequestMetrics';
import { accountPath } from '../accounts/paths';
import { CustomerFeaturesPanel } from '../features/FeaturePanels';
import { PowerBiPanel } from '../power-bi/PowerBiPanel';
import { TEXT as POWER_BI_TEXT } from '../power-bi/texts';
import { TEXT as FEATURE_TEXT } from '../features/texts';
import { useAdminLookupLoaders } from '../accounts/useAdminLookupLoaders';
import { CustomerLocationsTab } from './CustomerLocationsTab';
import { CustomerUsersTab } from './CustomerUsersTab';
import { PanelGroupCard } from './PanelGroupCard';
import { customerPath, CUSTOMERS_LIST_PATH } from './paths';
import { FactsCard } from '../../kit/widgets/FactsCard';
import { RelativeTime } from '../../kit/widgets/RelativeTime';
import { SubAccountsList } from './SubAccountsList';
import { TEXT } from './texts';

const CUSTOMERS_LIST = { path: CUSTOMERS_LIST_PATH, backLabel: TEXT.backToList };

/** The panel's two groups, each saved through its own call (contract/src/vsonline/api.ts). */
function DetailPanel({ customer }: { customer: OnlineCustomer }) {
  const metadata = useRouteMetadata(accountsApi.update);
  const lookupLoaders = useAdminLookupLoaders(accountsApi.update);
  const updateInfo = useUpdateGeneralInfo();
  const updateSettings = useUpdateGeneralSettings();
  // Each group is its own card titled by its caption: its fields are shown ungrouped inside it.
  const fieldsOf = (group: string) =>
    metadata.data?.fields
      .filter((field) => field.group === group)
      .map((field) => ({ ...field, group: undefined }));
  const info = fieldsOf(AccountDetailGroup.GeneralInfo);
  const settings = fieldsOf(AccountDetailGroup.GeneralSettings);
  const params = { id: customer.id };
  return (
    <Flex vertical gap={24}>
      <PanelGroupCard
        caption={TEXT.generalInfo}
        fields={info}
        values={customer}
        customerId={customer.id}
        lookupLoaders={lookupLoaders}
        call={accountsApi.update}
        save={(values: FormValues) => updateInfo.mutateAsync({ params, body: values as AccountDetail })}
        saved={TEXT.detailsUpdated}
        failed={TEXT.detailsUpdateFailed}
      />
      <PanelGroupCard
        caption={TEXT.generalSettings}
        fields={settings}
        values={customer}
        customerId={customer.id}
        call={vsOnlineApi.updateSettings}
        save={(values: FormValues) =>
          updateSettings.mutateAsync({ params, body: values as OnlineCustomerSettings })
        }
        saved={TEXT.settingsUpdated}
        failed={TEXT.settingsUpdateFailed}
      />
    </Flex>
  );
}

/** The counts and the last scan at a glance, beside the panel. */
function Summary({ customer }: { customer: OnlineCustomer }) {
  return (
    <FactsCard
      title="Summary"
      items={[
        {
          key: 'lastScan',
          label: 'Last scan',
          children: <RelativeTime value={customer.lastScan} none={TEXT.neverScanned} />,
        },
        { key: 'scans', label: 'Scans (30 days)', children: customer.counts.scansLast30Days },
        { key: 'users', label: 'Users', children: customer.counts.users },
        { key: 'locations', label: 'Locations', children: customer.counts.locations },
        { key: 'devices', label: 'Devices', children: customer.counts.devices },
      ]}
    />
  );
}

function OverviewTab({ customer }: { customer: OnlineCustomer }) {
  return (
    <Flex vertical gap={24}>
      <RequestMetrics accountId={customer.id} endpoint={vsOnlineApi.metrics} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={16}>
          <DetailPanel customer={customer} />
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={24}>
            <Summary customer={customer} />
            {customer.isParent && <SubAccountsList customer={customer} />}
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

function CustomerLinks({ customer }: { customer: OnlineCustomer }) {
  return (
    <>
      <Link to={accountPath(customer.id)}>
        <ExportOutlined /> {TEXT.updateAtAccountPage}
      </Link>
      {customer.parentAccountId !== null && (
        <Link to={customerPath(customer.parentAccountId)}>
          <ApartmentOutlined /> {customer.parentName ?? 'Parent'}
        </Link>
      )}
    </>
  );
}

function CustomerView({ id }: { id: number }) {
  const customer = useOnlineCustomer(id);
  const data = customer.data;
  return (
    <DetailPage
      list={CUSTOMERS_LIST}
      record={customer}
      notFound={TEXT.customerNotFound}
      title={data?.name}
      links={data && <CustomerLinks customer={data} />}
      marks={
        data && (
          <>
            {data.isParent && <Tag color="blue">Parent</Tag>}
            {data.active === false && <Tag>Inactive</Tag>}
          </>
        )
      }
      subtitle={data && `Customer ID ${data.id}`}
      tabs={
        data && [
          { key: 'overview', label: 'Overview', children: <OverviewTab customer={data} /> },
          {
            key: 'users',
            label: `Users (${data.counts.users})`,
            children: (
              <Card>
                <CustomerUsersTab customerId={id} />
              </Card>
            ),
          },
          {
            key: 'locations',
            label: `Locations (${data.counts.locations})`,
            children: (
              <Card>
                <CustomerLocationsTab customerId={id} />
              </Card>
            ),
          },
          {
            key: 'features',
            label: FEATURE_TEXT.features,
            children: (
              <Card>
                <CustomerFeaturesPanel customerId={id} />
              </Card>
            ),
          },
          // The customer's Power BI report (features/power-bi): here rather than on the account page,
          // since this is where staff follow a customer's activity, which the report is about; its
          // calls need the Veriscan module, as this page does.
          { key: 'powerbi', label: POWER_BI_TEXT.tab, children: <PowerBiPanel customerId={id} /> },
        ]
      }
    />
  );
}

/**
 * An online customer ('/Dashboard/Customers/:id'): its scans over a range, the Customer detail
 * panel (console-core §2), and the Users and Locations tabs (product-families §9), and the
 * customer's Features (product-families §6).
 */
export default function OnlineCustomerPage() {
  return <DetailRoute list={CUSTOMERS_LIST} notFound={TEXT.customerNotFound} view={CustomerView} />;
}
