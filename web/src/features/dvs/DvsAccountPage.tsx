import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, Card, Col, Flex, Form, InputNumber, Row, Switch } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { dvsApi, type DvsAccount, type DvsAccountSettings } from '@console/contract/dvs/api';
import { useUpdateDvsSettings } from './api';
import { useFeedback } from '../../kit/feedback';
import { cardTab, ProductAccountRoute, tokensTab } from '../../kit/product/ProductAccountPage';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn } from '../../kit/Permitted';
import { formatDate } from '../../lib/formats';
import { RequestMetrics } from '../../kit/RequestMetrics';
import { FactsCard } from '../../kit/widgets/FactsCard';
import { RelativeTime } from '../../kit/widgets/RelativeTime';
import { DiveFeaturesCard } from './DiveFeaturesCard';
import { DvsUsersTab } from './DvsUsersTab';
import { LicensesPanel } from './LicensesPanel';
import { DVS_ACCOUNTS_PATH, DVS_REQUESTS_PATH } from './paths';
import { TEXT } from './texts';

const ACCOUNTS_LIST = { path: DVS_ACCOUNTS_PATH, backLabel: TEXT.backToAccounts };

function Summary({ account }: { account: DvsAccount }) {
  const { subscription, counts } = account;
  return (
    <FactsCard
      title="Summary"
      items={[
        {
          key: 'subscription',
          label: 'Subscription',
          children: subscription
            ? `${subscription.planName}, ${subscription.status}${
                subscription.expirationDate ? `, expires ${formatDate(subscription.expirationDate)}` : ''
              }`
            : 'None',
        },
        {
          key: 'lastScan',
          label: 'Last request',
          children: <RelativeTime value={account.lastScan} none={TEXT.neverScanned} />,
        },
        { key: 'licenses', label: 'Active licenses', children: counts.licenses },
        {
          key: 'devices',
          label: 'Devices',
          children: `${counts.devicesActivated} of ${counts.deviceLimit} activated`,
        },
        { key: 'tokens', label: 'Tokens', children: counts.tokens },
        { key: 'users', label: 'Users', children: counts.users },
      ]}
    />
  );
}

/** The account's DIVE settings, saved together. */
function SettingsCard({ account }: { account: DvsAccount }) {
  const [form] = Form.useForm<DvsAccountSettings>();
  const { message } = useFeedback();
  const permit = useMayCall(dvsApi.updateAccount);
  const save = useUpdateDvsSettings();
  useEffect(() => form.setFieldsValue(account.settings), [form, account.settings]);
  return (
    <Card
      title={TEXT.settings}
      extra={
        <PermitDrawn permit={permit}>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            Save
          </Button>
        </PermitDrawn>
      }
    >
      <Form<DvsAccountSettings>
        form={form}
        layout="vertical"
        initialValues={account.settings}
        disabled={!permit.allowed}
        onFinish={(body) =>
          save.mutate(
            { params: { id: account.id }, body },
            { onSuccess: () => void message.success(TEXT.settingsSaved) },
          )
        }
      >
        <Form.Item
          name="imageRetentionDays"
          label="Keep Images (days)"
          extra="How long the document images of a request are kept"
          rules={[{ required: true, message: 'Keep Images (days) is required' }]}
        >
          <InputNumber min={1} max={3650} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="reviewFailedRequests"
          label="Send Failed Requests to Review"
          valuePropName="checked"
          extra="A failed request goes to manual review instead of being final"
        >
          <Switch />
        </Form.Item>
      </Form>
    </Card>
  );
}

/** A DIVE account ('/DIVE/Account/:id', the named route DvsAccount). */
export default function DvsAccountPage() {
  return (
    <ProductAccountRoute
      list={ACCOUNTS_LIST}
      read={dvsApi.account}
      notFound={TEXT.accountNotFound}
      links={(account) => (
        <Link to={`${DVS_REQUESTS_PATH}?accountId=${account.id}`}>
          <UnorderedListOutlined /> Requests
        </Link>
      )}
      tabs={(account) => [
        {
          key: 'overview',
          label: 'Overview',
          children: (
            <Flex vertical gap={24}>
              <Row gutter={[24, 24]}>
                <Col xs={24} xl={14}>
                  <SettingsCard account={account} />
                </Col>
                <Col xs={24} xl={10}>
                  <Summary account={account} />
                </Col>
              </Row>
              <RequestMetrics accountId={account.id} endpoint={dvsApi.metrics} />
            </Flex>
          ),
        },
        tokensTab(dvsApi.tokens, account.id, `Tokens (${account.counts.tokens})`),
        cardTab(
          'licenses',
          `Licenses (${account.counts.licenses})`,
          <LicensesPanel accountId={account.id} />,
        ),
        cardTab('users', `Users (${account.counts.users})`, <DvsUsersTab accountId={account.id} />),
        {
          key: 'features',
          label: 'Features',
          children: (
            <Row gutter={[24, 24]}>
              <Col xs={24} xl={12}>
                <DiveFeaturesCard
                  title={TEXT.accountFeaturesTitle}
                  read={dvsApi.accountFeatures}
                  update={dvsApi.updateAccountFeatures}
                  params={{ id: account.id }}
                />
              </Col>
              <Col xs={24} xl={12}>
                <DiveFeaturesCard
                  title={TEXT.defaultUserFeatures}
                  read={dvsApi.defaultUserFeatures}
                  update={dvsApi.updateDefaultUserFeatures}
                  params={{ id: account.id }}
                  note={TEXT.defaultsNote}
                />
              </Col>
            </Row>
          ),
        },
      ]}
    />
  );
}
