import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Card, Flex, Space, Table, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  INCOME_PROVIDERS,
  INCOME_RATIO,
  LOOKBACK_MONTHS,
  incomeVerificationApi,
  type IncomeProvider,
  type IncomeVerificationListItem,
} from '@console/contract/integrations/income-verification';
import type { FieldMetadata } from '@console/contract/metadata';
import {
  INTEGRATION_CHANGES,
  useDeleteIncomeVerification,
  useIncomeVerification,
  useLocationIncomeVerifications,
} from './api';
import { useFeedback } from '../../kit/feedback';
import { MetaFormDialog } from '../../kit/MetaFormDialog';
import { PageHeading } from '../../kit/widgets/PageHeading';
import { useMayCall } from '../../kit/permit';
import { Permitted } from '../../kit/Permitted';
import { YesNo } from '../../kit/widgets/YesNo';
import { formatDatetimeSeconds } from '../../lib/formats';
import { INCOME_TEXT as TEXT } from './texts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The location is the page's: the create form does not ask for it. */
const withoutLocation = (fields: readonly FieldMetadata[]) => fields.filter((f) => f.name !== 'locationGuid');

const DEFAULTS = {
  provider: 'truv',
  incomeToRentRatio: INCOME_RATIO.default,
  lookbackMonths: LOOKBACK_MONTHS.default,
  enabled: true,
};

function ConnectDialog({ guid, onClose }: { guid: string; onClose: () => void }) {
  return (
    <MetaFormDialog
      title={TEXT.connect}
      endpoint={incomeVerificationApi.create}
      initialValues={DEFAULTS}
      adjustFields={withoutLocation}
      toBody={(values) => ({ ...(values as object), locationGuid: guid }) as never}
      okText={TEXT.connectOk}
      savedMessage={TEXT.connected}
      invalidates={INTEGRATION_CHANGES}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}

function EditDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const record = useIncomeVerification(id);
  return (
    <MetaFormDialog
      title={TEXT.edit}
      endpoint={incomeVerificationApi.update}
      params={{ id }}
      editing
      loading={record.isPending}
      initialValues={record.data}
      savedMessage={TEXT.saved}
      invalidates={INTEGRATION_CHANGES}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}

function Remove({ id, provider }: { id: number; provider: IncomeProvider }) {
  const remove = useDeleteIncomeVerification();
  const { message } = useFeedback();
  return (
    <Permitted
      call={incomeVerificationApi.delete}
      confirm={{
        title: TEXT.disconnectConfirm(INCOME_PROVIDERS[provider]),
        okText: TEXT.disconnect,
        okButtonProps: { danger: true },
        onConfirm: () =>
          remove
            .mutateAsync({ params: { id } })
            .then(() => void message.success(TEXT.disconnected))
            .catch(() => undefined),
      }}
    >
      <Button type="link" danger loading={remove.isPending}>
        {TEXT.disconnect}
      </Button>
    </Permitted>
  );
}

/**
 * A location's income verification (/Integrations/income/{guid}, hidden; product-families §2, §7):
 * its connections to income verification providers, at most one per provider, each with the rule
 * it applies; connected, changed (the API key behind Change, shown only masked) and disconnected here.
 */
export default function IncomePage() {
  const { guid = '' } = useParams();
  const valid = GUID.test(guid);
  const list = useLocationIncomeVerifications(valid ? guid : '00000000-0000-0000-0000-000000000000');
  // Staff who may not change a connection open it to view it (its dialog says why Save is off).
  const mayUpdate = useMayCall(incomeVerificationApi.update);
  const [dialog, setDialog] = useState<{ kind: 'connect' } | { kind: 'edit'; id: number } | null>(null);
  const items = list.data?.items ?? [];
  const location = items[0];
  const columns: TableColumnType<IncomeVerificationListItem>[] = [
    {
      key: 'provider',
      title: 'Provider',
      dataIndex: 'provider',
      render: (provider: IncomeProvider) => INCOME_PROVIDERS[provider],
    },
    { key: 'account', title: 'Provider Account', dataIndex: 'providerAccountId' },
    {
      key: 'ratio',
      title: 'Income to Rent Ratio',
      dataIndex: 'incomeToRentRatio',
      render: (ratio: number) => `${ratio.toFixed(2)}× rent`,
    },
    { key: 'months', title: 'Months of Pay History', dataIndex: 'lookbackMonths' },
    { key: 'enabled', title: 'Enabled', dataIndex: 'enabled', render: (on: boolean) => <YesNo value={on} /> },
    {
      key: 'updated',
      title: 'Updated',
      dataIndex: 'updatedAt',
      render: (at: string) => formatDatetimeSeconds(at),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_value, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => setDialog({ kind: 'edit', id: row.id })}>
            {mayUpdate.allowed ? TEXT.editLink : TEXT.view}
          </Button>
          <Remove id={row.id} provider={row.provider} />
        </Space>
      ),
    },
  ];
  if (!valid) return <Alert type="error" showIcon message={TEXT.notFound} />;
  return (
    <Flex vertical gap={16}>
      <div>
        <PageHeading style={{ marginBottom: 4 }}>{TEXT.title}</PageHeading>
        <Typography.Text type="secondary">
          {location ? `${location.locationName} · ${location.customerName}` : `Location ${guid}`}
        </Typography.Text>
      </div>
      <Card
        title={TEXT.providers}
        extra={
          <Permitted call={incomeVerificationApi.create}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={items.length >= Object.keys(INCOME_PROVIDERS).length}
              onClick={() => setDialog({ kind: 'connect' })}
            >
              {TEXT.connect}
            </Button>
          </Permitted>
        }
      >
        <Typography.Paragraph type="secondary">{TEXT.explain}</Typography.Paragraph>
        {list.isError ? (
          <Alert type="error" showIcon message={TEXT.unreadable} />
        ) : (
          <Table<IncomeVerificationListItem>
            aria-label={TEXT.providers}
            rowKey="id"
            loading={list.isPending}
            columns={columns}
            dataSource={items}
            pagination={false}
            locale={{ emptyText: TEXT.none }}
          />
        )}
      </Card>
      {dialog?.kind === 'connect' && <ConnectDialog guid={guid} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <EditDialog id={dialog.id} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
