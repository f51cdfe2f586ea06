import { Select, Switch } from 'antd';
import type { EnumValue } from '@console/contract/metadata';
import { formatText } from '../../../lib/formats';
import { YesNo } from '../../../kit/YesNo';
import type { ViewProps, WidgetProps } from '../MetaContext';

type EnumKey = EnumValue['value'];
const isEnumKey = (value: unknown): value is EnumKey =>
  typeof value === 'string' || typeof value === 'number';

/** enum: a select of enumValues, the disabled ones shown but not selectable. */
export function EnumEdit({ value, onChange, field, disabled, id }: WidgetProps) {
  return (
    <Select<EnumKey>
      id={id}
      value={isEnumKey(value) ? value : undefined}
      onChange={onChange}
      options={(field.enumValues ?? []).map((option) => ({
        value: option.value,
        label: option.text,
        disabled: option.disabled,
      }))}
      disabled={disabled}
      allowClear={!field.required}
    />
  );
}

/** An enum reads as its text. */
export function EnumView({ value, field }: ViewProps) {
  const option = field.enumValues?.find((candidate) => candidate.value === value);
  return <>{option ? option.text : formatText(value)}</>;
}

/** bool: a switch. */
export function BoolEdit({ value, onChange, disabled, id }: WidgetProps) {
  return (
    <Switch id={id} checked={value === true} onChange={(checked) => onChange(checked)} disabled={disabled} />
  );
}

/** A bool reads as the console's yes/no. */
export function BoolView({ value }: ViewProps) {
  return <YesNo value={typeof value === 'boolean' ? value : undefined} />;
}
