import { Button, Card, Col, Row, Tag } from 'antd';
import { onboardingApi, type OnboardingAggregatedAccount } from '@console/contract/onboarding/api';
import {
  ONBOARDING_CHANGES,
  useAccountSettings,
  useDefaultSettings,
  useExtendedSettings,
  useCustomerIntegration,
  useOnboardingAccount,
} from './api';
import { DetailPage, DetailRoute } from '../../kit/DetailPage';
import { useFeedback } from '../../kit/feedback';
import { useEndpointMutation } from '../../kit/data/queries';
import { Permitted } from '../../kit/Permitted';
import { TokensPanel } from '../../kit/product/TokensPanel';
import { useMayCall } from '../../kit/permit';
import { FactsCard } from '../../kit/widgets/FactsCard';
import { YesNo } from '../../kit/widgets/YesNo';
import { formatDate } from '../../lib/formats';
import { ONBOARDING_SETTINGS_PATH } from './paths';
import { SettingsCard } from './SettingsCard';
import {
  EXTENDED_LINES,
  INTEGRATION_LINES,
  NEW_EXTENDED_SETTINGS,
  NEW_INTEGRATION,
  NEW_SETTINGS,
  SETTINGS_LINES,
} from './settingsLines';
import { SETTINGS_SOURCE, TEXT } from './texts';

const LIST = { path: ONBOARDING_SETTINGS_PATH, backLabel: TEXT.backToList };

function Overview({ account }: { account: OnboardingAggregatedAccount }) {
  const { subscription } = account;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={12}>
        <FactsCard
          title="Account"
          items={[
            { key: 'name', label: 'Name', children: account.account.name },
            { key: 'contact', label: 'Contact', children: account.account.contactName || TEXT.none },
            { key: 'active', label: 'Active', children: <YesNo value={account.account.active !== false} /> },
          ]}
        />
      </Col>
      <Col xs={24} xl={12}>
        <FactsCard
          title="Onboarding"
          items={[
            {
              key: 'plan',
              label: 'Subscription',
              children: subscription
                ? `${subscription.planName} (${subscription.status}), until ${formatDate(subscription.expirationDate)}`
                : TEXT.none,
            },
            { key: 'tokens', label: 'Active access tokens', children: account.activeTokens },
            { key: 'requests', label: 'Requests (30 days)', children: account.requestsLast30Days },
            {
              key: 'settings',
              label: 'Settings in force',
              children: SETTINGS_SOURCE[account.settingsSource],
            },
          ]}
        />
      </Col>
    </Row>
  );
}

/** The account's own settings; without them the defaults apply, and the form starts from those. */
function AccountSettings({ id }: { id: number }) {
  const { message } = useFeedback();
  const own = useAccountSettings(id);
  const defaults = useDefaultSettings();
  const drop = useEndpointMutation(onboardingApi.removeAccountSettings, { invalidates: ONBOARDING_CHANGES });
  return (
    <SettingsCard
      title={TEXT.accountSettings}
      read={own}
      lines={SETTINGS_LINES}
      notSet={defaults.data ? TEXT.accountSettingsNotSet : TEXT.accountSettingsNoneAtAll}
      save={onboardingApi.updateAccountSettings}
      params={{ id }}
      startFrom={defaults.data ?? NEW_SETTINGS}
      actions={
        own.data && (
          <Permitted
            call={onboardingApi.removeAccountSettings}
            confirm={{
              title: TEXT.useDefaultsConfirm,
              onConfirm: () =>
                drop.mutate(
                  { params: { id } },
                  { onSuccess: () => void message.success(TEXT.usingDefaults) },
                ),
            }}
          >
            <Button loading={drop.isPending} style={{ marginRight: 8 }}>
              {TEXT.useDefaults}
            </Button>
          </Permitted>
        )
      }
    />
  );
}

/** The customer level of the Onboarding integration; each location's is on its integration page. */
function IntegrationCard({ id }: { id: number }) {
  const integration = useCustomerIntegration(id);
  return (
    <SettingsCard
      title={TEXT.integration}
      read={integration}
      lines={INTEGRATION_LINES}
      notSet={TEXT.integrationNotSet}
      save={onboardingApi.updateCustomerIntegration}
      params={{ id }}
      startFrom={NEW_INTEGRATION}
    />
  );
}

function AccountView({ id }: { id: number }) {
  const account = useOnboardingAccount(id);
  const extended = useExtendedSettings(id);
  // The integration holds a partner's secret: reading it is "Manage integrations". A tab that could
  // only answer 403 is not offered (as the location page's integrations).
  const integration = useMayCall(onboardingApi.customerIntegration).allowed;
  const data = account.data;
  return (
    <DetailPage
      list={LIST}
      record={account}
      notFound={TEXT.accountNotFound}
      title={data?.account.name}
      subtitle={data && `Account ID ${id}`}
      marks={data?.account.active === false && <Tag>Inactive</Tag>}
      tabs={
        data && [
          { key: 'overview', label: TEXT.overview, children: <Overview account={data} /> },
          { key: 'settings', label: TEXT.accountSettings, children: <AccountSettings id={id} /> },
          {
            key: 'extended',
            label: TEXT.extendedSettings,
            children: (
              <SettingsCard
                title={TEXT.extendedSettings}
                read={extended}
                lines={EXTENDED_LINES}
                notSet={TEXT.extendedNotSet}
                save={onboardingApi.updateExtendedSettings}
                startFrom={NEW_EXTENDED_SETTINGS}
                params={{ id }}
              />
            ),
          },
          ...(integration
            ? [{ key: 'integration', label: TEXT.integration, children: <IntegrationCard id={id} /> }]
            : []),
          {
            key: 'tokens',
            label: TEXT.accessTokens,
            children: (
              <Card>
                <TokensPanel endpoints={onboardingApi.tokens} params={{ id }} />
              </Card>
            ),
          },
        ]
      }
    />
  );
}

/** An onboarding account ('/Dashboard/OnboardingSettings/:id'): overview, settings, extended settings, tokens. */
export default function OnboardingAccountPage() {
  return <DetailRoute list={LIST} notFound={TEXT.accountNotFound} view={AccountView} />;
}
