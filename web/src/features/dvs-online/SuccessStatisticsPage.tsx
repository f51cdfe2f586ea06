import { Card } from 'antd';
import { useSuccessStatistics } from './api';
import { useUrlDayRange } from '../../kit/widgets/DateRangePicker/useUrlDayRange';
import { DayStats } from '../../kit/DayStats';
import { PageHeading } from '../../kit/widgets/PageHeading';
import { TEXT } from './texts';

/**
 * /DVSOnline/successStatistics: the success rate of the company's DIVE Online requests over a range
 * of UTC days kept in the address (`from`, `to`; reload, back and a shared link keep it). A range
 * over two years is rounded to two and says so (console-core §5). The chart stacks each day's
 * requests by result, so the share of success reads across the days; its caption totals each result.
 */
export default function SuccessStatisticsPage() {
  const range = useUrlDayRange('round');
  const stats = useSuccessStatistics({ dateFrom: range.dateFrom, dateTo: range.dateTo }, !range.problem);
  return (
    <>
      <PageHeading>{TEXT.statistics}</PageHeading>
      <Card>
        <DayStats range={range} stats={stats} failed={TEXT.statsFailed} chartTitle={TEXT.chartTitle} />
      </Card>
    </>
  );
}
