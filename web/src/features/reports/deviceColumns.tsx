import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import type { DeviceReportRow } from '@console/contract/reports/api';
import { RelativeTime } from '../../kit/widgets/RelativeTime';

export type DeviceRow = DeviceReportRow;

/** The device and iPad reports' columns (the iPad report leaves the kind out: every row is one). */
export function deviceColumns(withKind: boolean): TableColumnType<DeviceRow>[] {
  return [
    {
      key: 'customerName',
      dataIndex: 'customerName',
      render: (name: string, row) => <Link to={`/Dashboard/Customers/${row.customerId}`}>{name}</Link>,
    },
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
    {
      key: 'scans',
      dataIndex: 'scans',
      align: 'right',
      render: (scans: number) => scans.toLocaleString('en-US'),
    },
  ];
}
