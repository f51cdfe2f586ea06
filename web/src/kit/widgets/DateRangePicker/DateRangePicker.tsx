import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Button, DatePicker, Flex, Typography } from 'antd';
import { REPORT_PERIOD_TOO_LONG } from '@console/contract/constants';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../../lib/formats';
import {
  defaultDateRange,
  limitRange,
  PREVIOUS_MONTHS,
  quickRanges,
  rangePresets,
  ROUNDED_MESSAGE,
  wholeDays,
  type DateRange,
} from './dateRanges';

export interface DateRangePickerProps {
  /** Controlled range; without it the picker keeps its own, starting with the last 30 days. */
  value?: DateRange;
  /** Called with the range after the two-year limit and, for date-only pickers, whole days applied. */
  onChange?: (range: DateRange) => void;
  /** Future dates are disabled unless this is set. */
  allowFuture?: boolean;
  /** Pick times too (MM/DD/YYYY h:mm A); otherwise whole days (MM/DD/YYYY). */
  showTime?: boolean;
  /** How many past calendar months the presets offer by name. */
  previousMonths?: number;
  /** The clock; tests pass a fixed one. */
  now?: () => Dayjs;
  disabled?: boolean;
  /** The range given was already rounded to two years (a longer one in the address): say so too. */
  rounded?: boolean;
}

const systemNow = () => dayjs();

/**
 * antd's RangePicker with the console's rules: at most two years (a longer pick is rounded and says
 * so under the picker; the limit is stated in the panel footer), future dates disabled by default,
 * quick ranges as buttons beside it and the named shortcuts in the panel.
 */
export function DateRangePicker({
  value,
  onChange,
  allowFuture = false,
  showTime = false,
  previousMonths = PREVIOUS_MONTHS,
  now = systemNow,
  disabled,
  rounded: roundedBefore = false,
}: DateRangePickerProps) {
  const [ownRange, setOwnRange] = useState<DateRange>(() => defaultDateRange(now()));
  const [rounded, setRounded] = useState(false);
  const range = value ?? ownRange;
  const today = now();

  const choose = (picked: DateRange) => {
    const limited = limitRange(showTime ? picked : wholeDays(picked), showTime ? 'instant' : 'day');
    setRounded(limited.rounded);
    setOwnRange(limited.range);
    onChange?.(limited.range);
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap align="center">
        <DatePicker.RangePicker
          value={range}
          onChange={(picked) => {
            const [start, end] = picked ?? [];
            if (start && end) choose([start, end]);
          }}
          allowClear={false}
          showTime={showTime ? { format: 'h:mm A', use12Hours: true } : false}
          format={showTime ? DATE_TIME_FORMAT : DATE_FORMAT}
          disabledDate={(date) => !allowFuture && date.isAfter(today, 'day')}
          presets={rangePresets(today, previousMonths).map(({ label, range: preset }) => ({
            label,
            value: preset,
          }))}
          renderExtraFooter={() => (
            <Typography.Text type="secondary">{REPORT_PERIOD_TOO_LONG}</Typography.Text>
          )}
          disabled={disabled}
        />
        <Flex gap={4}>
          {quickRanges(today).map(({ label, range: quick }) => (
            <Button key={label} size="small" disabled={disabled} onClick={() => choose(quick)}>
              {label}
            </Button>
          ))}
        </Flex>
      </Flex>
      {(rounded || roundedBefore) && (
        <Typography.Text type="warning" role="status">
          {ROUNDED_MESSAGE}
        </Typography.Text>
      )}
    </Flex>
  );
}
