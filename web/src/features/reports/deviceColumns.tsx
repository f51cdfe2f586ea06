import type { TableColumnType } from 'antd';
import type { DeviceReportRow } from '@console/contract/reports/api';
import { RelativeTime } from '../../kit/widgets/RelativeTime';
import { countColumn, customerColumn } from './columns';

export type DeviceRow = DeviceReportRow;

/** The device and iPad reports' columns (the iPad report leaves the kind out: every row is one). */
export function deviceColumns(withKind: boolean): TableColumnType<DeviceRow>[] {
  return [
    customerColumn(),
    { key: 'locationName', dataIndex: 'locationName', render: (name: string | null) => name ?? '—' },
    { key: 'name', dataIndex: 'name' },
    ...(withKind ? [{ key: 'kind', dataIndex: 'kind' }] : []),
    { key: 'serial', dataIndex: 'serial' },
    { key: 'appVersion', dataIndex: 'appVersion', render: (version: string) => version || '—' },
    {
      key: 'lastSeenAt',
      dataIndex: 'lastSeenAt',
      render: (value: string | null) => <RelativeTime value={value} none="Never" />,
    },
    countColumn('scans'),
  ];
}
