import { useState } from 'react';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { PlusOutlined, RedoOutlined } from '@ant-design/icons';
import { reportReceiversApi, type ReportReceiver } from '@console/contract/report-receivers/api';
import { useDeleteReceiver, useReceiversList, useReportTypes, useRetryReceiver } from './api';
import { choiceFilter, ListFilters } from '../../kit/list/ListFilters';
import { useFeedback } from '../../kit/feedback';
import { ListPage } from '../../kit/list/ListPage';
import { useMayCall } from '../../kit/permit';
import { Permitted } from '../../kit/Permitted';
import { DeleteRowButton, EditRowButton } from '../../kit/RowEditDelete';
import { Refused } from '../../kit/widgets/Refused';
import { formatDateTime } from '../../lib/formats';
import { lazyPart } from '../../kit/widgets/lazyPart';
import { scheduleText, TEXT } from './texts';

// Loaded when first opened: the list's first screen loads without the form (kit/widgets/lazyPart.tsx).
const ReceiverDialog = lazyPart(() => import('./ReceiverDialog').then((m) => m.ReceiverDialog));

/** The last send: when it went, or why it failed (the error in full on hover and below the tag). */
function LastSend({ receiver }: { receiver: ReportReceiver }) {
  if (receiver.state === 'failed') {
    return (
      <Flex vertical align="flex-start">
        <Tooltip title={receiver.lastError}>
          <Tag color="error">{TEXT.failed}</Tag>
        </Tooltip>
        <Typography.Text type="danger" style={{ fontSize: 12, maxWidth: 220 }} ellipsis>
          {receiver.lastError}
        </Typography.Text>
        {receiver.lastAttemptAt && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(receiver.lastAttemptAt)}
          </Typography.Text>
        )}
      </Flex>
    );
  }
  if (receiver.state === 'sent' && receiver.lastSentAt) {
    return (
      <Flex vertical align="flex-start">
        <Tag color="success">{TEXT.sent}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(receiver.lastSentAt)}
        </Typography.Text>
      </Flex>
    );
  }
  return <Tag>{TEXT.pending}</Tag>;
}

/**
 * /Reports/Receivers: the e-mail report receivers (product-families §7), with each one's schedule,
 * recipients, next send and last send; Admins add, change and delete them, and send a failed one
 * again (Retry, a background job; the list reads itself again to show the outcome).
 */
export default function ReceiversPage() {
  const list = useReceiversList();
  const types = useReportTypes();
  const filters = [
    choiceFilter(
      'reportType',
      'Report',
      types.data?.map((type) => ({ value: type.type, label: type.title })),
      { loading: types.isPending, width: 260 },
    ),
  ];
  const { message } = useFeedback();
  const mayRetry = useMayCall(reportReceiversApi.retry);
  const mayUpdate = useMayCall(reportReceiversApi.update);
  const mayDelete = useMayCall(reportReceiversApi.remove);
  const remove = useDeleteReceiver();
  const retry = useRetryReceiver();
  const [editing, setEditing] = useState<ReportReceiver | 'new'>();

  const columns: TableColumnType<ReportReceiver>[] = [
    { key: 'id', dataIndex: 'id' },
    {
      // The report and its schedule together: the table fits beside the menu without scrolling.
      key: 'reportTitle',
      dataIndex: 'reportTitle',
      render: (title: string, receiver) => (
        <Flex vertical align="flex-start">
          <span>{title}</span>
          <Space size={4} wrap>
            <Typography.Text type="secondary">{scheduleText(receiver)}</Typography.Text>
            {!receiver.enabled && <Tag>{TEXT.paused}</Tag>}
          </Space>
        </Flex>
      ),
    },
    {
      key: 'recipients',
      dataIndex: 'recipients',
      // One address a line: a receiver's list stays narrow however many it names.
      render: (recipients: string[]) => (
        <Flex vertical>
          {recipients.map((email) => (
            <span key={email}>{email}</span>
          ))}
        </Flex>
      ),
    },
    {
      key: 'nextSendAt',
      dataIndex: 'nextSendAt',
      render: (value: string, receiver) => (receiver.enabled ? formatDateTime(value) : '—'),
    },
    { key: 'state', dataIndex: 'state', render: (_, receiver) => <LastSend receiver={receiver} /> },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, receiver) => {
        const retryButton = (
          <Button
            size="small"
            type="primary"
            ghost
            icon={<RedoOutlined />}
            aria-label={`${TEXT.retry} receiver ${receiver.id}`}
            loading={retry.isPending && retry.variables.params.id === receiver.id}
            onClick={() =>
              retry.mutate(
                { params: { id: receiver.id } },
                { onSuccess: () => void message.success(TEXT.retried) },
              )
            }
          />
        );
        return (
          <Space size={4}>
            {receiver.state === 'failed' &&
              // Icon-only like its neighbours, so the row's actions fit beside the menu; refused, its
              // tooltip says why instead of what.
              (mayRetry.allowed ? (
                <Tooltip title={TEXT.retry}>{retryButton}</Tooltip>
              ) : (
                <Refused reason={mayRetry.reason}>{retryButton}</Refused>
              ))}
            <EditRowButton
              permit={mayUpdate}
              label={`Edit receiver ${receiver.id}`}
              onClick={() => setEditing(receiver)}
            />
            <DeleteRowButton
              permit={mayDelete}
              label={`Delete receiver ${receiver.id}`}
              question={`Delete receiver ${receiver.id}?`}
              consequence="Its recipients no longer get the report."
              onConfirm={() =>
                remove.mutate(
                  { params: { id: receiver.id } },
                  { onSuccess: () => void message.success(TEXT.deleted) },
                )
              }
            />
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <ListPage<ReportReceiver>
        list={list}
        title={TEXT.title}
        columns={columns}
        rowKey="id"
        search={{ label: 'Search receivers', placeholder: 'Recipient e-mail' }}
        toolbar={
          <Permitted call={reportReceiversApi.create}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              {...ReceiverDialog.opener}
              onClick={() => setEditing('new')}
            >
              {TEXT.add}
            </Button>
          </Permitted>
        }
        filters={<ListFilters list={list} filters={filters} />}
        nouns={['receiver', 'receivers']}
        empty={{ none: 'No report receivers yet', filtered: 'No receivers match' }}
      />
      {editing && (
        <ReceiverDialog
          receiver={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
