import { Table } from 'antd';
import type { ScreeningStats, ServiceCounts } from '@console/contract/screening/api';
import type { UrlDayRange } from '../../kit/widgets/DateRangePicker/useUrlDayRange';
import { DayStats } from '../../kit/DayStats';
import { TEXT } from './texts';

const SERVICE_COLUMNS = [
  { title: 'Service', dataIndex: 'serviceName', key: 'serviceName' },
  { title: 'Success', dataIndex: 'success', key: 'success', align: 'right' as const },
  { title: 'Review', dataIndex: 'review', key: 'review', align: 'right' as const },
  { title: 'Failed', dataIndex: 'failed', key: 'failed', align: 'right' as const },
  { title: 'Total', dataIndex: 'total', key: 'total', align: 'right' as const },
];

export interface StatsPanelProps {
  /** The range in the address (useUrlDayRange('round')). */
  range: UrlDayRange;
  /** The statistics of the range, not asked while the range has a problem. */
  stats: { data?: ScreeningStats; isError: boolean };
}

/**
 * Requests over a range of UTC days kept in the address (the kit's DayStats: the picker, the
 * totals, requests per day by status), and the counts per service.
 */
export function StatsPanel({ range, stats }: StatsPanelProps) {
  return (
    <DayStats range={range} stats={stats} failed={TEXT.statsFailed} chartTitle="Requests per day">
      {(data) => (
        <Table<ServiceCounts>
          aria-label="Requests per service"
          size="small"
          rowKey="service"
          columns={SERVICE_COLUMNS}
          dataSource={data.services}
          pagination={false}
          locale={{ emptyText: 'No requests in this range' }}
        />
      )}
    </DayStats>
  );
}
