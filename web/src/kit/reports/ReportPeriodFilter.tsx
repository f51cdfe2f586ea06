import { Button, Flex, Typography } from 'antd';
import { REPORT_PERIOD, type ReportWindowKind } from '@console/contract/kit/report-window';
import { DateRangePicker } from '../widgets/DateRangePicker/DateRangePicker';
import { customFilter, type ListFilter } from '../list/ListFilters';
import { fromtoOf, reportPeriodOf } from './reportWindow';

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
function ReportPeriodPicker({
  kind,
  fromto,
  onChange,
}: {
  kind: ReportWindowKind;
  fromto: string[] | undefined;
  onChange: (fromto: string[] | undefined) => void;
}) {
  const period = reportPeriodOf(kind, { filters: { [REPORT_PERIOD]: fromto } });
  return (
    <Flex gap={8} align="center" wrap>
      <DateRangePicker showTime value={period.range} onChange={(range) => onChange(fromtoOf(range))} />
      {period.chosen ? (
        <Button type="link" size="small" onClick={() => onChange(undefined)}>
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

/** A report's period (`fromto`), declared with its list's filters; `kind` names its default window. */
export const reportPeriodFilter = (kind: ReportWindowKind): ListFilter =>
  customFilter(REPORT_PERIOD, ({ value, set }) => (
    <ReportPeriodPicker kind={kind} fromto={value as string[] | undefined} onChange={set} />
  ));
