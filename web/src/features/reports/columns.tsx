import type { TableColumnType } from 'antd';
import { Link } from 'react-router';

// The reports' columns of a customer and of a count in the period, written once for all of them.

/** The customer's name, linked to its page on the Dashboard. */
export function customerColumn<
  Row extends { customerId: number; customerName: string },
>(): TableColumnType<Row> {
  return {
    key: 'customerName',
    dataIndex: 'customerName',
    render: (name: string, row) => <Link to={`/Dashboard/Customers/${row.customerId}`}>{name}</Link>,
  };
}

/** A count in the period, in US digits grouping (12,345). */
export const formatCount = (value: number) => value.toLocaleString('en-US');

/** A count column of the report's rows, right-aligned so that the digits line up. */
export function countColumn<Row>(key: keyof Row & string): TableColumnType<Row> {
  return { key, dataIndex: key, align: 'right', render: formatCount };
}
