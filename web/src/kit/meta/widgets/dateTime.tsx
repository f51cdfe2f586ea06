import { DatePicker, TimePicker } from 'antd';
import {
  DATE_FORMAT,
  formatDateOrDateTime,
  formatTimeOfDay,
  fromSecondsSinceMidnight,
  TIME_FORMAT,
  TIME_WITH_SECONDS_FORMAT,
  toDateValue,
  toDayjs,
  toSecondsSinceMidnight,
} from '../../../lib/formats';
import type { ViewProps, WidgetProps } from '../MetaContext';

/** datetime: a date picker showing MM/DD/YYYY that carries yyyy-MM-dd (console-core §5). */
export function DateEdit({ value, onChange, disabled, id }: WidgetProps) {
  return (
    <DatePicker
      id={id}
      value={typeof value === 'string' ? (toDayjs(value) ?? null) : null}
      onChange={(picked) => onChange(picked ? toDateValue(picked) : undefined)}
      format={DATE_FORMAT}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
}

export function DateView({ value }: ViewProps) {
  return (
    <>{formatDateOrDateTime(typeof value === 'string' || typeof value === 'number' ? value : undefined)}</>
  );
}

/**
 * time: shows h:mm A, also reads a typed h:mm:ss A (seconds optional), and carries seconds since
 * midnight (console-core §5).
 */
export function TimeEdit({ value, onChange, disabled, id }: WidgetProps) {
  return (
    <TimePicker
      id={id}
      value={typeof value === 'number' ? fromSecondsSinceMidnight(value) : null}
      onChange={(picked) => onChange(picked ? toSecondsSinceMidnight(picked) : undefined)}
      format={[TIME_FORMAT, TIME_WITH_SECONDS_FORMAT]}
      use12Hours
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
}

export function TimeView({ value }: ViewProps) {
  return <>{formatTimeOfDay(typeof value === 'number' ? value : undefined)}</>;
}
