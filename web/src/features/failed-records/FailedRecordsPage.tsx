import { useState } from 'react';
import { Alert, Button, Flex, Input, Space, Tag, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_TYPE_TITLES, type DocumentType } from '@console/contract/dvs/result';
import {
  CARD_ID_PATTERN,
  failedRecordsApi,
  failedRecordsFamily,
  type FailedRecord,
} from '@console/contract/failed-records/api';
import { useCardCheck, useDeleteFailedRecord, useFailedRecordsList, useSyncFailedRecords } from './api';
import { queryKeys } from '../../kit/data/call';
import { useFeedback } from '../../kit/feedback';
import { dayRangeFilter, ListFilters } from '../../kit/list/ListFilters';
import { ACTIONS_COLUMN, ListPage } from '../../kit/list/ListPage';
import { useMayCall } from '../../kit/permit';
import { Permitted } from '../../kit/Permitted';
import { DeleteRowButton, EditRowButton } from '../../kit/RowEditDelete';
import { formatDateTime } from '../../lib/formats';
import { FailedRecordDialog } from './FailedRecordDialog';
import { customerFilter } from '../../kit/reports/filters';
import { TEXT } from './texts';

const CARD_ID = new RegExp(CARD_ID_PATTERN);
const FILTERS = [dayRangeFilter, customerFilter()];

/** When the list is read again after a Sync is queued: the job usually ends within seconds. */
const REFRESH_AFTER_SYNC_MS = [1500, 5000, 15000];

/** CheckCardId as staff use it: type a document number, see whether and how often it failed. */
function CardCheckPanel() {
  const [cardId, setCardId] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const check = useCardCheck(cardId);
  return (
    <Flex vertical gap={8} style={{ maxWidth: 520 }}>
      <Input.Search
        aria-label={TEXT.checkCard}
        placeholder={TEXT.checkPlaceholder}
        enterButton="Check"
        allowClear
        status={problem ? 'error' : undefined}
        loading={check.isFetching}
        onSearch={(text) => {
          const value = text.trim();
          if (!value) return (setCardId(undefined), setProblem(undefined));
          if (!CARD_ID.test(value)) return setProblem('Card ID is letters, digits, spaces and dashes');
          setProblem(undefined);
          setCardId(value);
        }}
      />
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {cardId && check.data && (
        <Alert
          role="status"
          type={check.data.failed ? 'error' : 'success'}
          showIcon
          message={
            check.data.failed && check.data.lastFailedAt
              ? TEXT.cardFailed(check.data.cardId, check.data.count, formatDateTime(check.data.lastFailedAt))
              : TEXT.cardNotFailed(check.data.cardId)
          }
          description={
            check.data.records.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {check.data.records.map((r) => (
                  <li key={r.id}>
                    {formatDateTime(r.failedAt)}, {r.accountName}: {r.failureReason}
                  </li>
                ))}
              </ul>
            )
          }
        />
      )}
    </Flex>
  );
}

/**
 * /Dashboard/FailedRecords: failed verification records, latest first, with the filters of
 * product-families §3 in the address (searchQuery, sortField, the date range, custId), Export CSV,
 * a card check, Sync (a background job) and records added, changed and deleted by hand. The changes
 * are "Publish validation settings" (devices check cards against the records): staff without it
 * read the records and check a card, each change disabled with the reason.
 */
export default function FailedRecordsPage() {
  const list = useFailedRecordsList();
  const { message } = useFeedback();
  const mayUpdate = useMayCall(failedRecordsApi.update);
  const mayDelete = useMayCall(failedRecordsApi.remove);
  const queryClient = useQueryClient();
  const sync = useSyncFailedRecords();
  const remove = useDeleteFailedRecord();
  const [editing, setEditing] = useState<FailedRecord | 'new'>();

  const startSync = () =>
    sync.mutate(
      {},
      {
        onSuccess: () => {
          void message.success(TEXT.syncQueued);
          for (const ms of REFRESH_AFTER_SYNC_MS) {
            setTimeout(
              () =>
                void queryClient.invalidateQueries({ queryKey: queryKeys.family(failedRecordsFamily.name) }),
              ms,
            );
          }
        },
      },
    );

  const columns: TableColumnType<FailedRecord>[] = [
    { key: 'id', dataIndex: 'id', width: 90 },
    { key: 'failedAt', dataIndex: 'failedAt', render: (value: string) => formatDateTime(value) },
    {
      key: 'cardId',
      dataIndex: 'cardId',
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    { key: 'personName', dataIndex: 'personName', render: (value: string) => value || '—' },
    {
      key: 'documentType',
      dataIndex: 'documentType',
      render: (value: string | null) =>
        value ? (DOCUMENT_TYPE_TITLES[value as DocumentType] ?? value) : '—',
    },
    { key: 'accountName', dataIndex: 'accountName' },
    { key: 'failureReason', dataIndex: 'failureReason' },
    {
      key: 'source',
      dataIndex: 'source',
      width: 150,
      render: (value: FailedRecord['source']) => <Tag>{value === 'sync' ? 'Request' : 'Added by hand'}</Tag>,
    },
    {
      key: ACTIONS_COLUMN,
      title: 'Actions',
      width: 110,
      render: (_, record) => (
        <Space>
          <EditRowButton
            permit={mayUpdate}
            label={`Edit record ${record.id}`}
            onClick={() => setEditing(record)}
          />
          <DeleteRowButton
            permit={mayDelete}
            label={`Delete record ${record.id}`}
            question={`Delete the record of ${record.cardId}?`}
            consequence="A device checking this card no longer counts it."
            onConfirm={() =>
              remove.mutate(
                { params: { id: record.id } },
                { onSuccess: () => void message.success(TEXT.recordDeleted) },
              )
            }
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<FailedRecord>
        list={list}
        title={TEXT.title}
        columns={columns}
        rowKey="id"
        search={{ label: 'Search failed records', placeholder: 'Card ID or name' }}
        toolbar={
          <Space>
            <Permitted call={failedRecordsApi.sync}>
              <Button icon={<SyncOutlined />} loading={sync.isPending} onClick={startSync}>
                {TEXT.sync}
              </Button>
            </Permitted>
            <Permitted call={failedRecordsApi.create}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                {TEXT.addRecord}
              </Button>
            </Permitted>
          </Space>
        }
        filters={
          <Flex vertical gap={12}>
            <CardCheckPanel />
            <ListFilters list={list} filters={FILTERS} />
          </Flex>
        }
        nouns={['record', 'records']}
        empty={{ none: 'No failed records yet', filtered: 'No failed records match' }}
      />
      {editing && (
        <FailedRecordDialog
          record={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
