import { InputNumber } from 'antd';
import type { WidgetProps } from '../MetaContext';

function NumberInput({
  value,
  onChange,
  field,
  disabled,
  id,
  precision,
}: WidgetProps & { precision?: number }) {
  return (
    <InputNumber<number>
      id={id}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
      min={field.minValue}
      max={field.maxValue}
      precision={precision}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
}

/** numeric: any number within minValue..maxValue. */
export const NumericEdit = (props: WidgetProps) => <NumberInput {...props} />;

/** int: a whole number bounded by minValue and maxValue (console-core §5). */
export const IntEdit = (props: WidgetProps) => <NumberInput {...props} precision={0} />;
