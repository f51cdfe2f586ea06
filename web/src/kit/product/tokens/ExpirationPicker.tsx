import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, toDateValue, toDayjs } from '../../../lib/formats';
import { CAPTIONS } from './texts';

export interface ExpirationPickerProps {
  /** yyyy-MM-dd, or null: the token never expires. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}

/**
 * A token's last day: shown MM/DD/YYYY, carried as yyyy-MM-dd, clearable (never expires). Days
 * before today cannot be picked; the server refuses them too. Today is allowed: a token works
 * through its expiration date.
 */
export function ExpirationPicker({ value, onChange, id }: ExpirationPickerProps) {
  return (
    <DatePicker
      id={id}
      aria-label={CAPTIONS.expirationDate}
      format={DATE_FORMAT}
      allowClear
      style={{ width: '100%' }}
      value={toDayjs(value) ?? null}
      disabledDate={(day: Dayjs) => day.isBefore(dayjs(), 'day')}
      onChange={(day: Dayjs | null) => onChange?.(day ? toDateValue(day) : null)}
    />
  );
}
