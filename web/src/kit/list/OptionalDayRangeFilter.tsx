import dayjs from 'dayjs';
import { Button, Flex } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { DateRangePicker } from '../widgets/DateRangePicker/DateRangePicker';
import { defaultDateRange, type DateRange } from '../widgets/DateRangePicker/dateRanges';
import { toDateValue } from '../../lib/formats';

/** A list's range of days as its filters hold it: both ends (YYYY-MM-DD) or neither. */
export type DayRangeFilters = {
  dateFrom?: string;
  dateTo?: string;
};

/**
 * A list filter of a range of days that may be left out: without a range the list is every date,
 * and the picker shows only a range the list applies ("Any date" clears it; "Any date: choose a
 * range" starts from the picker's default range). Reads and writes the list's dateFrom and dateTo.
 */
export function OptionalDayRangeFilter({
  dateFrom,
  dateTo,
  onChange,
}: DayRangeFilters & { onChange: (range: DayRangeFilters) => void }) {
  const range: DateRange | undefined =
    typeof dateFrom === 'string' && typeof dateTo === 'string' ? [dayjs(dateFrom), dayjs(dateTo)] : undefined;
  if (!range) {
    return (
      <Button
        icon={<CalendarOutlined />}
        onClick={() => {
          const [from, to] = defaultDateRange(dayjs());
          onChange({ dateFrom: toDateValue(from), dateTo: toDateValue(to) });
        }}
      >
        Any date: choose a range
      </Button>
    );
  }
  return (
    <Flex gap={4} align="start">
      <DateRangePicker
        value={range}
        onChange={([from, to]) => onChange({ dateFrom: toDateValue(from), dateTo: toDateValue(to) })}
      />
      <Button type="link" size="small" onClick={() => onChange({ dateFrom: undefined, dateTo: undefined })}>
        Any date
      </Button>
    </Flex>
  );
}
