import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Input } from 'antd';
import type { TableColumnType } from 'antd';
import { REQUEST_STATUSES } from '@console/contract/activity/api';
import type { ScreeningRequestItem } from '@console/contract/screening/api';
import { useScreeningRequestsList, useServices } from './api';
import { DateRangePicker } from '../../kit/widgets/DateRangePicker/DateRangePicker';
import { defaultDateRange, type DateRange } from '../../kit/widgets/DateRangePicker/dateRanges';
import { choiceFilter, customFilter, ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { formatDateTime, toDateValue } from '../../lib/formats';
import { RequestDrawer } from './RequestDrawer';
import { RequestStatusTag } from './RequestStatusTag';
import { TEXT } from './texts';

const STATUS_CHOICES = REQUEST_STATUSES.map((status) => ({ value: status, label: status }));

/**
 * /ScreeningService/requests: the company's screening requests, newest first, with the range,
 * status, service and account filters in the address, paging, Export CSV, and a request's details.
 */
export default function RequestsPage() {
  const list = useScreeningRequestsList();
  const services = useServices();
  const { state } = list;
  const [opened, setOpened] = useState<number>();
  const text = (name: string) =>
    state.filters[name] === undefined ? undefined : String(state.filters[name]);
  const from = text('From');
  const to = text('To');
  const range: DateRange = from && to ? [dayjs(from), dayjs(to)] : defaultDateRange(dayjs());
  const filters = [
    // The range is always one (the last 30 days until chosen), under the call's From and To.
    customFilter('From', ({ set }) => (
      <DateRangePicker
        value={range}
        onChange={([start, end]) => set(toDateValue(start), { To: toDateValue(end) })}
      />
    )),
    choiceFilter('status', 'Status', STATUS_CHOICES, { width: 160 }),
    choiceFilter(
      'service',
      'Service',
      services.data?.map((service) => ({ value: service.code, label: service.name })),
      { loading: services.isPending, width: 200 },
    ),
    customFilter('accountId', ({ value, set }) => (
      <Input.Search
        aria-label="Account ID filter"
        placeholder="Account ID"
        allowClear
        style={{ width: 160 }}
        defaultValue={value === undefined ? undefined : String(value)}
        onSearch={(id) => set(/^\d+$/.test(id) ? Number(id) : undefined)}
      />
    )),
  ];

  const columns: TableColumnType<ScreeningRequestItem>[] = [
    {
      key: 'id',
      dataIndex: 'id',
      width: 100,
      render: (id: number) => (
        <Button type="link" size="small" onClick={() => setOpened(id)}>
          {id}
        </Button>
      ),
    },
    { key: 'startedAt', dataIndex: 'startedAt', render: (at: string) => formatDateTime(at) },
    { key: 'accountName', dataIndex: 'accountName' },
    { key: 'externalId', dataIndex: 'externalId' },
    { key: 'service', dataIndex: 'service' },
    {
      key: 'status',
      dataIndex: 'status',
      render: (status: ScreeningRequestItem['status']) => <RequestStatusTag status={status} />,
    },
    { key: 'failureReason', dataIndex: 'failureReason' },
  ];

  return (
    <>
      <ListPage<ScreeningRequestItem>
        list={list}
        title={TEXT.requests}
        columns={columns}
        rowKey="id"
        filters={<ListFilters list={list} filters={filters} />}
        nouns={['request', 'requests']}
        empty={{ none: 'No screening requests in this range', filtered: 'No requests match' }}
      />
      <RequestDrawer id={opened} onClose={() => setOpened(undefined)} />
    </>
  );
}
