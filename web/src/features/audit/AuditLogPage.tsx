import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Input, Select, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import {
  auditTypeCaption,
  DASHBOARD_AUDIT_ENTITY_TYPES,
  type AuditEntry,
  type AuditState,
} from '@console/contract/audit/api';
import { useAuditCustomers, useAuditList, useAuditObjectTypes, useAuditStates, type AuditScope } from './api';
import { choiceFilter, customFilter, dayRangeFilter, ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { formatDateTime } from '../../lib/formats';
import { AuditEntryDrawer } from './AuditEntryDrawer';
import { AuditStateTag } from './AuditStateTag';
import { TEXT } from './texts';

/** The address parameter of the change opened in the drawer: reload and back keep it open. */
export const ENTRY_PARAM = 'entry';

type Filters = Partial<{
  user: string;
  state: AuditState;
  objectType: string;
  objectId: string;
  customerId: number;
  dateFrom: string;
  dateTo: string;
}>;

/** A text filter typed and applied on Enter (or cleared), following the address. */
function TextFilter({
  label,
  placeholder,
  value,
  disabled,
  title,
  onApply,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  disabled?: boolean;
  /** Why it is disabled, as its tooltip. */
  title?: string;
  onApply: (value: string | undefined) => void;
}) {
  const [typed, setTyped] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value ?? '');
  }
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      disabled={disabled}
      title={title}
      value={typed}
      style={{ width: 200 }}
      onChange={(event) => setTyped(event.target.value)}
      onSearch={(text) => onApply(text.trim() || undefined)}
    />
  );
}

/** The customer filter: the company's customers by name, searched on the server as typed. */
function CustomerFilter({ value, onChange }: { value: number | undefined; onChange: (id?: number) => void }) {
  const [search, setSearch] = useState('');
  const customers = useAuditCustomers(search);
  const options = (customers.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  // A customer named only by the address (a link, a reload) still reads as something.
  if (value !== undefined && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: `${TEXT.customer} ${value}` });
  }
  return (
    <Select<number>
      aria-label={`${TEXT.customer} filter`}
      placeholder={TEXT.anyCustomer}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={customers.isFetching}
      value={value}
      options={options}
      style={{ width: 220 }}
      onChange={(id) => onChange(id ?? undefined)}
    />
  );
}

/**
 * The audit log (/auditCustomer: the company's changes; /Dashboard/Audit: the Dashboard's): latest
 * change first, filtered by who, the kind of change, the object type, one object, one customer and
 * the days, all in the address; a row opens its before and after in a drawer.
 */
export function AuditLogPage({ scope, title }: { scope: AuditScope; title: string }) {
  const list = useAuditList(scope);
  const [search, setSearch] = useSearchParams();
  const opened = Number(search.get(ENTRY_PARAM)) || undefined;
  const types = useAuditObjectTypes();
  const states = useAuditStates();
  const { objectType } = list.state.filters as Filters;
  const open = (id: number | undefined) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === undefined) next.delete(ENTRY_PARAM);
      else next.set(ENTRY_PARAM, String(id));
      return next;
    });

  // The Dashboard's audit offers the types its changes are filed under, no others.
  const typeOptions = (types.data ?? [])
    .filter((type) => scope === 'company' || DASHBOARD_AUDIT_ENTITY_TYPES.some((t) => t === type.id))
    .map((type) => ({ value: type.id, label: type.name }));

  const filters = [
    customFilter('user', ({ value, set }) => (
      <TextFilter
        label={`${TEXT.user} filter`}
        placeholder={TEXT.userPlaceholder}
        value={value as string | undefined}
        onApply={set}
      />
    )),
    choiceFilter(
      'state',
      TEXT.state,
      (states.data ?? []).map((s) => ({ value: s.id, label: s.name })),
      { any: TEXT.anyState, exactWidth: 150 },
    ),
    customFilter('objectType', ({ value, set }) => (
      <Select<string>
        aria-label={`${TEXT.objectType} filter`}
        placeholder={TEXT.anyObjectType}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={value as string | undefined}
        options={typeOptions}
        style={{ width: 200 }}
        // An object id means nothing without its type: a new type starts without one.
        onChange={(type) => set(type ?? undefined, { objectId: undefined })}
      />
    )),
    customFilter('objectId', ({ value, set }) => (
      <TextFilter
        label={`${TEXT.objectId} filter`}
        placeholder={TEXT.objectIdPlaceholder}
        title={objectType ? undefined : TEXT.objectIdNeedsType}
        value={value as string | undefined}
        disabled={!objectType}
        onApply={set}
      />
    )),
    customFilter('customerId', ({ value, set }) => (
      <CustomerFilter value={value as number | undefined} onChange={set} />
    )),
    dayRangeFilter,
  ];

  const columns: TableColumnType<AuditEntry>[] = [
    { key: 'at', dataIndex: 'at', width: 190, render: (value: string) => formatDateTime(value) },
    {
      key: 'actorName',
      dataIndex: 'actorName',
      render: (value: string, entry) =>
        entry.actorId === null ? (
          <Typography.Text type="secondary">{value || TEXT.system}</Typography.Text>
        ) : (
          value
        ),
    },
    { key: 'state', dataIndex: 'state', render: (value: AuditState) => <AuditStateTag state={value} /> },
    {
      key: 'action',
      dataIndex: 'action',
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    { key: 'objectType', dataIndex: 'objectType', render: (value: string) => auditTypeCaption(value) },
    { key: 'objectId', dataIndex: 'objectId' },
    {
      key: 'fields',
      dataIndex: 'fields',
      width: 260,
      render: (fields: string[]) => (fields.length ? fields.join(', ') : '—'),
    },
    {
      // Kept in view at the right edge of a wide table, so every row can be opened without scrolling.
      key: 'view',
      title: '',
      width: 56,
      fixed: 'right',
      ellipsis: false,
      render: (_, entry) => (
        <Button
          size="small"
          icon={<EyeOutlined />}
          title={TEXT.view}
          aria-label={`View change ${entry.id}`}
          onClick={() => open(entry.id)}
        />
      ),
    },
  ];

  return (
    <>
      <ListPage<AuditEntry>
        list={list}
        title={title}
        columns={columns}
        rowKey="id"
        filters={<ListFilters list={list} filters={filters} />}
        nouns={['change', 'changes']}
        empty={TEXT.none}
      />
      <AuditEntryDrawer scope={scope} id={opened} onClose={() => open(undefined)} />
    </>
  );
}
