import { useState } from 'react';
import dayjs from 'dayjs';
import { Button, Input, Select } from 'antd';
import type { TableColumnType } from 'antd';
import { REQUEST_STATUSES } from '@console/contract/activity/api';
import type { ScreeningRequestItem } from '@console/contract/screening/api';
import { useScreeningRequestsList, useServices } from './api';
import { DateRangePicker } from '../../kit/widgets/DateRangePicker/DateRangePicker';
import { defaultDateRange, type DateRange } from '../../kit/widgets/DateRangePicker/dateRanges';
import { FilterPanel } from '../../kit/list/FilterPanel';
import { ListPage } from '../../kit/list/ListPage';
import { formatDateTime, toDateValue } from '../../lib/formats';
import { RequestDrawer } from './RequestDrawer';
import { RequestStatusTag } from './RequestStatusTag';
import { TEXT } from './texts';

/**
 * /ScreeningService/requests: the company's screening requests, newest first, with the range,
 * status, service and account filters in the address, paging, Export CSV, and a request's details.
 */
export default function RequestsPage() {
  const list = useScreeningRequestsList();
  const services = useServices();
  const { state, update } = list;
  const [opened, setOpened] = useState<number>();
  const filter = (changes: Record<string, unknown>) =>
    update({ filters: { ...state.filters, ...changes }, page: 1 });
  const text = (name: string) =>
    state.filters[name] === undefined ? undefined : String(state.filters[name]);
  const from = text('From');
  const to = text('To');
  const range: DateRange = from && to ? [dayjs(from), dayjs(to)] : defaultDateRange(dayjs());

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
        filters={
          <FilterPanel label="Filters">
            <DateRangePicker
              value={range}
              onChange={([start, end]) => filter({ From: toDateValue(start), To: toDateValue(end) })}
            />
            <Select
              aria-label="Status filter"
              placeholder="Any status"
              allowClear
              style={{ minWidth: 160 }}
              value={text('status')}
              options={REQUEST_STATUSES.map((status) => ({ value: status, label: status }))}
              onChange={(status?: string) => filter({ status })}
            />
            <Select
              aria-label="Service filter"
              placeholder="Any service"
              allowClear
              style={{ minWidth: 200 }}
              loading={services.isPending}
              value={text('service')}
              options={services.data?.map((s) => ({ value: s.code, label: s.name }))}
              onChange={(service?: string) => filter({ service })}
            />
            <Input.Search
              aria-label="Account ID filter"
              placeholder="Account ID"
              allowClear
              style={{ width: 160 }}
              defaultValue={text('accountId')}
              onSearch={(value) => filter({ accountId: /^\d+$/.test(value) ? Number(value) : undefined })}
            />
          </FilterPanel>
        }
        nouns={['request', 'requests']}
        empty={{ none: 'No screening requests in this range', filtered: 'No requests match' }}
      />
      <RequestDrawer id={opened} onClose={() => setOpened(undefined)} />
    </>
  );
}
