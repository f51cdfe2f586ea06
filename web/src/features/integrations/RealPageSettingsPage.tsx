import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Empty, Flex, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { PARTNER_SYSTEMS } from '@console/contract/integrations/systems';
import {
  canChangeSiteStatus,
  realPageApi,
  SITE_SUBSCRIPTION_STATUSES,
  type SiteSubscription,
  type SiteSubscriptionStatusId,
} from '@console/contract/integrations/realpage';
import {
  useRealPageCustomerSettings,
  useRealPageIntegrations,
  useRealPagePmcs,
  useSaveRealPageCustomerSettings,
  useSiteSubscriptions,
  isUnderWay,
  useSyncSites,
  useSyncState,
  useUpdateSiteSubscription,
} from './api';
import { useFeedback } from '../../kit/feedback';
import { PageHeading } from '../../kit/widgets/PageHeading';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn, Permitted } from '../../kit/Permitted';
import { formatDatetimeSeconds } from '../../lib/formats';
import { CurrentSync, LastSync } from './SyncPanel';
import { REALPAGE_TEXT as TEXT } from './texts';

const STATUS_COLORS: Record<SiteSubscriptionStatusId, string> = {
  1: 'default',
  2: 'success',
  3: 'warning',
  4: 'error',
};
const STATUS_IDS = [1, 2, 3, 4] as const;

function CustomerPmc({ customerId }: { customerId: number }) {
  const settings = useRealPageCustomerSettings(customerId);
  const save = useSaveRealPageCustomerSettings();
  const { message } = useFeedback();
  const permit = useMayCall(realPageApi.updateCustomerSettings);
  if (!settings.data) return null;
  return (
    <Form
      layout="inline"
      aria-label={TEXT.pmcForm}
      key={settings.data.pmcId ?? ''}
      initialValues={{ pmcId: settings.data.pmcId ?? '' }}
      onFinish={(values: { pmcId: string }) =>
        save
          .mutateAsync({ params: { customerId }, body: { pmcId: values.pmcId.trim() || null } })
          .then(() => void message.success(TEXT.pmcSaved))
          .catch(() => undefined)
      }
    >
      <Form.Item name="pmcId" label="PMC ID">
        <Input style={{ width: 200 }} disabled={!permit.allowed} />
      </Form.Item>
      <PermitDrawn permit={permit}>
        <Button htmlType="submit" loading={save.isPending}>
          {TEXT.save}
        </Button>
      </PermitDrawn>
    </Form>
  );
}

function Subscriptions({ guid }: { guid: string }) {
  const subscriptions = useSiteSubscriptions(guid);
  const sync = useSyncSites();
  // The sync runs as a job (like every partner sync): followed every second while under way, and
  // the subscriptions read again when one ends.
  const state = useSyncState({ system: PARTNER_SYSTEMS.realPage.apiName, guid }, true);
  const finishedAt = state.data?.last?.finishedAt;
  const seenFinish = useRef(finishedAt);
  const { refetch } = subscriptions;
  useEffect(() => {
    if (finishedAt === seenFinish.current) return;
    seenFinish.current = finishedAt;
    void refetch();
  }, [finishedAt, refetch]);
  const update = useUpdateSiteSubscription();
  const { message } = useFeedback();
  const mayUpdate = useMayCall(realPageApi.siteSubscriptionUpdate);
  const busy = isUnderWay(state.data?.state ?? null);
  return (
    <Card
      title={TEXT.subscriptions}
      extra={
        <Permitted call={realPageApi.syncSites}>
          <Button
            icon={<SyncOutlined spin={busy} />}
            disabled={busy}
            loading={sync.isPending}
            onClick={() =>
              sync
                .mutateAsync({ params: { guid } })
                .then(() => void message.success(TEXT.syncQueued))
                .then(() => state.refetch())
                .catch(() => undefined)
            }
          >
            {TEXT.syncSites}
          </Button>
        </Permitted>
      }
    >
      {state.data && (state.data.state || state.data.last?.kind === 'sites') && (
        <Flex vertical gap={12} style={{ marginBottom: 16 }}>
          <CurrentSync state={state.data} />
          {state.data.last?.kind === 'sites' && <LastSync last={state.data.last} />}
        </Flex>
      )}
      <Table<SiteSubscription>
        aria-label={TEXT.subscriptions}
        rowKey="siteId"
        size="small"
        loading={subscriptions.isPending}
        dataSource={subscriptions.data ?? []}
        pagination={false}
        locale={{ emptyText: TEXT.noSubscriptions }}
        columns={[
          { key: 'site', title: 'Site', render: (_, row) => `${row.siteName} (${row.siteId})` },
          { key: 'pmc', title: 'PMC ID', dataIndex: 'pmcId' },
          {
            key: 'status',
            title: 'Subscription Status',
            render: (_, row) => (
              <Flex gap={8} align="center">
                <Tag color={STATUS_COLORS[row.subscriptionStatusId]}>
                  {SITE_SUBSCRIPTION_STATUSES[row.subscriptionStatusId]}
                </Tag>
                <PermitDrawn permit={mayUpdate}>
                  <Select<SiteSubscriptionStatusId>
                    aria-label={`Change the status of ${row.siteName}`}
                    placeholder="Change to…"
                    size="small"
                    style={{ width: 140 }}
                    disabled={update.isPending}
                    value={null}
                    options={STATUS_IDS.filter((to) => canChangeSiteStatus(row.subscriptionStatusId, to)).map(
                      (to) => ({ value: to, label: SITE_SUBSCRIPTION_STATUSES[to] }),
                    )}
                    onChange={(to) =>
                      update
                        .mutateAsync({
                          params: { guid },
                          body: { siteId: row.siteId, subscriptionStatusId: to },
                        })
                        .then(
                          () =>
                            void message.success(
                              TEXT.statusChanged(row.siteName, SITE_SUBSCRIPTION_STATUSES[to]),
                            ),
                        )
                        .catch(() => undefined)
                    }
                  />
                </PermitDrawn>
              </Flex>
            ),
          },
          { key: 'updated', title: 'Updated', render: (_, row) => formatDatetimeSeconds(row.updatedAt) },
        ]}
      />
    </Card>
  );
}

function Pmcs({ guid }: { guid: string }) {
  const pmcs = useRealPagePmcs(guid);
  if (pmcs.isError)
    return <Alert type="warning" showIcon message={TEXT.pmcsUnreadable} description={pmcs.error.message} />;
  return (
    <Typography.Text type="secondary">
      {TEXT.pmcsAtRealPage}:{' '}
      {pmcs.isPending ? '…' : pmcs.data.map((p) => `${p.pmcId} (${p.name})`).join(', ') || TEXT.none}
    </Typography.Text>
  );
}

/**
 * The RealPage sub-page of Integrations Settings (/Dashboard/IntegrationsSettings/RealPage; product-
 * families §2, §4, §7): for one location connected to RealPage (chosen here, kept in the address),
 * the customer's PMC id, the PMCs RealPage shows its credentials, and its site subscriptions: synced
 * from RealPage, each status changed at RealPage and here.
 */
export default function RealPageSettingsPage() {
  const [search, setSearch] = useSearchParams();
  const integrations = useRealPageIntegrations();
  const guid = search.get('location') ?? undefined;
  const chosen = integrations.data?.items.find((item) => item.locationGuid === guid);
  return (
    <Flex vertical gap={16}>
      <PageHeading>{TEXT.title}</PageHeading>
      <Card>
        <Flex vertical gap={12}>
          <Select
            aria-label={TEXT.location}
            placeholder={TEXT.chooseLocation}
            style={{ maxWidth: 480 }}
            loading={integrations.isPending}
            value={chosen?.locationGuid}
            onChange={(value: string) => setSearch({ location: value })}
            options={integrations.data?.items.map((item) => ({
              value: item.locationGuid,
              label: `${item.locationName} · ${item.customerName}`,
            }))}
          />
          {integrations.data?.items.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.noRealPage} />
          )}
          {chosen && (
            <>
              <CustomerPmc customerId={chosen.customerId} />
              <Pmcs guid={chosen.locationGuid} />
            </>
          )}
        </Flex>
      </Card>
      {chosen && <Subscriptions guid={chosen.locationGuid} />}
    </Flex>
  );
}
