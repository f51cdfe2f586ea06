import { useState } from 'react';
import dayjs from 'dayjs';
import { Input } from 'antd';
import type { TableColumnType } from 'antd';
import type { ScreeningRequestItem } from '@console/contract/screening/api';
import { useScreeningRequestsList, useServices } from './api';
import { DateRangePicker } from '../../kit/widgets/DateRangePicker/DateRangePicker';
import { defaultDateRange, type DateRange } from '../../kit/widgets/DateRangePicker/dateRanges';
import { choiceFilter, customFilter, ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { requestColumns } from '../../kit/product/requests/requestColumns';
import { requestStatusChoices } from '../../kit/product/requests/RequestStatusTag';
import { toDateValue } from '../../lib/formats';
import { RequestDrawer } from './RequestDrawer';
import { TEXT } from './texts';

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
    choiceFilter('status', 'Status', requestStatusChoices(), { width: 160 }),
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
    requestColumns.id({ onOpen: setOpened }),
    requestColumns.started(),
    requestColumns.account(),
    requestColumns.reference(),
    { key: 'service', dataIndex: 'service' },
    requestColumns.status(),
    requestColumns.reason(),
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
