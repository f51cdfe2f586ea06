import { useState } from 'react';
import { Alert, Button, Descriptions, Empty, Flex, Progress, Select, Table, Tag, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import {
  integrationsApi,
  PARTNER_SYSTEMS,
  SYNC_KIND_TITLES,
  type PartnerSystem,
  type SyncKind,
  type SyncState,
  type SyncSummary,
} from '@console/contract/integrations/api';
import { JOB_STATE_CAPTIONS } from '@console/contract/jobs/api';
import { isUnderWay, useStartSync, useSyncState, type IntegrationParams } from './api';
import { useFeedback } from '../../kit/feedback';
import { Permitted } from '../../kit/Permitted';
import { formatDatetimeSeconds } from '../../lib/formats';
import { JOB_STATE_COLORS } from '../jobs/stateColors';
import { TEXT } from './texts';

/** The sync under way: its state, how far it got, and while it waits to retry, why. */
export function CurrentSync({ state }: { state: SyncState }) {
  if (!state.state || !state.kind) return null;
  return (
    <Flex vertical gap={8} style={{ width: '100%' }} aria-label="Current sync">
      <Flex gap={8} align="center">
        <Tag color={JOB_STATE_COLORS[state.state]}>{JOB_STATE_CAPTIONS[state.state]}</Tag>
        <span>{SYNC_KIND_TITLES[state.kind]}</span>
        {state.progress && (
          <Typography.Text type="secondary">
            {state.progress.records} records read from {state.progress.pages} pages
          </Typography.Text>
        )}
      </Flex>
      {state.state === 'running' && <Progress percent={100} status="active" showInfo={false} size="small" />}
      {state.error && (
        <Alert
          type={state.state === 'retrying' ? 'warning' : 'error'}
          showIcon
          message={
            state.state === 'retrying'
              ? 'The partner failed; the sync will be tried again'
              : 'The sync failed'
          }
          description={state.error}
        />
      )}
    </Flex>
  );
}

/** The latest sync that ended: what it wrote, what it could not, and when. */
export function LastSync({ last }: { last: SyncSummary | null }) {
  if (!last) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.noSyncYet} />;
  return (
    <Flex vertical gap={12} style={{ width: '100%' }} aria-label="Last sync">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'kind', label: 'Synced', children: SYNC_KIND_TITLES[last.kind] },
          {
            key: 'outcome',
            label: 'Outcome',
            children:
              last.outcome === 'synced' ? <Tag color="success">Synced</Tag> : <Tag color="error">Failed</Tag>,
          },
          { key: 'finishedAt', label: 'Finished', children: formatDatetimeSeconds(last.finishedAt) },
          { key: 'created', label: 'Created', children: last.created },
          { key: 'updated', label: 'Updated', children: last.updated },
          { key: 'failed', label: 'Failed', children: last.failed },
        ]}
      />
      {last.error && <Alert type="error" showIcon message="Why it failed" description={last.error} />}
      {last.failures.length > 0 && (
        <Table
          size="small"
          rowKey={(row) => `${row.externalId}:${row.reason}`}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={last.failures}
          columns={[
            { key: 'externalId', dataIndex: 'externalId', title: 'Record' },
            { key: 'reason', dataIndex: 'reason', title: 'Why it was not written' },
          ]}
          footer={
            last.failed > last.failures.length
              ? () => `The first ${last.failures.length} of ${last.failed}`
              : undefined
          }
        />
      )}
    </Flex>
  );
}

/**
 * Sync: choose what to bring from the partner and queue it. The sync runs on the job queue, so the
 * page follows it (every second while it is under way) and shows the last result.
 */
export function SyncPanel({
  system,
  params,
  initial,
  canSync,
}: {
  system: PartnerSystem;
  params: IntegrationParams;
  initial: SyncState;
  /** Whether the integration can sync (enabled, with a partner location); who may, its call says. */
  canSync: boolean;
}) {
  const kinds = PARTNER_SYSTEMS[system].syncs;
  const [kind, setKind] = useState<SyncKind>(kinds[0] ?? 'units');
  const state = useSyncState(params, true);
  const start = useStartSync();
  const { message } = useFeedback();
  const current = state.data ?? initial;
  const busy = isUnderWay(current.state);
  return (
    <Flex vertical gap={16} align="start">
      <Flex gap={8} wrap>
        <Select<SyncKind>
          aria-label="What to sync"
          value={kind}
          onChange={setKind}
          style={{ minWidth: 160 }}
          options={kinds.map((value) => ({ value, label: SYNC_KIND_TITLES[value] }))}
        />
        <Permitted call={integrationsApi.sync}>
          <Button
            type="primary"
            icon={<SyncOutlined spin={busy} />}
            disabled={!canSync || busy}
            loading={start.isPending}
            onClick={() =>
              start
                .mutateAsync({ params, body: { kind } })
                .then(() => void message.success(TEXT.syncQueued))
                .then(() => state.refetch())
                .catch(() => undefined)
            }
          >
            {TEXT.syncNow}
          </Button>
        </Permitted>
      </Flex>
      <CurrentSync state={current} />
      <LastSync last={current.last} />
    </Flex>
  );
}
