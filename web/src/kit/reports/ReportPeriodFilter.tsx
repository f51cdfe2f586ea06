import { Button, Flex, Typography } from 'antd';
import type { ReportWindowKind } from '@console/contract/kit/report-window';
import { DateRangePicker } from '../widgets/DateRangePicker/DateRangePicker';
import type { UrlList } from '../list/useUrlList';
import { reportPeriodOf, withPeriod } from './reportWindow';

export const DEFAULT_PERIOD_TEXT: Readonly<Record<ReportWindowKind, string>> = {
  location: 'Last 30 days',
  other: 'Last 24 hours',
};
export const DEFAULT_PERIOD_BUTTON = 'Default period';

/**
 * A report's period picker (dates and times): the chosen period goes into the address, so reload
 * and back restore it; "Default period" takes it out again. Picks over two years are rounded by
 * the picker, which says so.
 */
export function ReportPeriodFilter({
  list,
  kind,
}: {
  list: Pick<UrlList, 'state' | 'update'>;
  kind: ReportWindowKind;
}) {
  const { state, update } = list;
  const period = reportPeriodOf(kind, state);
  return (
    <Flex gap={8} align="center" wrap>
      <DateRangePicker
        showTime
        value={period.range}
        onChange={(range) => update({ filters: withPeriod(state.filters, range), page: 1 })}
      />
      {period.chosen ? (
        <Button
          type="link"
          size="small"
          onClick={() => update({ filters: withPeriod(state.filters, undefined), page: 1 })}
        >
          {DEFAULT_PERIOD_BUTTON}
        </Button>
      ) : (
        <Typography.Text type="secondary">{DEFAULT_PERIOD_TEXT[kind]}</Typography.Text>
      )}
      {period.problem && (
        <Typography.Text type="danger" role="alert">
          {period.problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
