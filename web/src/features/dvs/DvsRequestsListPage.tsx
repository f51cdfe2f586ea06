import { useState } from 'react';
import { Button, Select, Tag } from 'antd';
import type { TableColumnType } from 'antd';
import { InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { dvsApi, type DvsRequestListItem } from '@console/contract/dvs/api';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_TITLES } from '@console/contract/dvs/result';
import { useArchiveRequests, useDvsDevices, useDvsRequestsList } from './api';
import { useFeedback } from '../../kit/feedback';
import { choiceFilter, customFilter, dayRangeFilter, ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { useListReturn } from '../../kit/list/listReturn';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn } from '../../kit/Permitted';
import { requestColumns } from '../../kit/product/requests/requestColumns';
import { requestStatusChoices } from '../../kit/product/requests/RequestStatusTag';
import { dvsRequestPath, DVS_REQUESTS_PATH } from './paths';
import { TEXT } from './texts';

const selectStyle = { minWidth: 180 };

const DOCUMENT_CHOICES = DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_TYPE_TITLES[type] }));

/** The device filter: the DIVE accounts' devices, searched as the user types. */
function DeviceFilter({ value, onChange }: { value?: number; onChange: (id?: number) => void }) {
  const [text, setText] = useState('');
  const devices = useDvsDevices(text);
  return (
    <Select
      aria-label="Device filter"
      placeholder="Any device"
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      style={selectStyle}
      loading={devices.isFetching}
      value={value}
      options={devices.data?.items.map((d) => ({ value: d.id, label: `${d.name} (${d.accountName})` }))}
      onChange={(id?: number) => onChange(id)}
    />
  );
}

/**
 * /DIVE/Requests: DIVE requests latest first, with the date range, status, device, document type and
 * archived filters in the address, Export CSV, and the selected requests archived or restored.
 */
export default function DvsRequestsListPage() {
  const list = useDvsRequestsList();
  const { state } = list;
  const { message } = useFeedback();
  const mayArchive = useMayCall(dvsApi.archive);
  const archive = useArchiveRequests();
  const listReturn = useListReturn(DVS_REQUESTS_PATH);
  const [selected, setSelected] = useState<number[]>([]);
  const archived = state.filters.archived === true;
  const filters = [
    dayRangeFilter,
    choiceFilter('status', 'Status', requestStatusChoices()),
    choiceFilter('documentType', 'Document type', DOCUMENT_CHOICES, { any: 'Any document' }),
    customFilter('deviceId', ({ value, set }) => (
      <DeviceFilter value={value as number | undefined} onChange={set} />
    )),
    customFilter('archived', ({ set }) => (
      <Select
        aria-label="Archived filter"
        style={selectStyle}
        value={archived ? 'archived' : 'current'}
        options={[
          { value: 'current', label: 'Not archived' },
          { value: 'archived', label: 'Archived' },
        ]}
        onChange={(value: string) => set(value === 'archived' ? true : undefined)}
      />
    )),
  ];

  const move = () =>
    archive.mutate(
      { body: { ids: selected, archived: !archived } },
      {
        onSuccess: ({ changed }) => {
          void message.success(archived ? TEXT.restored(changed) : TEXT.archived(changed));
          setSelected([]);
        },
      },
    );

  const columns: TableColumnType<DvsRequestListItem>[] = [
    requestColumns.id({ to: dvsRequestPath, state: listReturn }),
    requestColumns.started(),
    requestColumns.account(),
    requestColumns.status(),
    requestColumns.documentType(DOCUMENT_TYPE_TITLES),
    { key: 'deviceName', dataIndex: 'deviceName', render: (value: string | null) => value ?? '—' },
    requestColumns.reference(),
    { key: 'archived', dataIndex: 'archived', render: (value: boolean) => value && <Tag>Archived</Tag> },
  ];

  return (
    <ListPage<DvsRequestListItem>
      list={list}
      title={TEXT.requests}
      columns={columns}
      rowKey="id"
      toolbar={
        <PermitDrawn permit={mayArchive}>
          <Button
            icon={archived ? <UndoOutlined /> : <InboxOutlined />}
            disabled={!selected.length}
            loading={archive.isPending}
            onClick={move}
          >
            {archived ? TEXT.restore : TEXT.archive}
            {selected.length ? ` (${selected.length})` : ''}
          </Button>
        </PermitDrawn>
      }
      filters={<ListFilters list={list} filters={filters} onChange={() => setSelected([])} />}
      // Rows are selected only to archive them: no selection for staff who may not (the button says why).
      table={
        mayArchive.allowed
          ? { rowSelection: { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } }
          : undefined
      }
      nouns={['request', 'requests']}
      empty={{ none: 'No DIVE requests yet', filtered: 'No DIVE requests match' }}
    />
  );
}
