import { Select, Switch } from 'antd';
import type { EnumValue } from '@console/contract/metadata';
import { EMPTY_TEXT, formatText } from '../../../lib/formats';
import { YesNo } from '../../widgets/YesNo';
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
      options={optionsOf(field)}
      disabled={disabled}
      allowClear={!field.required}
    />
  );
}

const optionsOf = (field: WidgetProps['field']) =>
  (field.enumValues ?? []).map((option) => ({
    value: option.value,
    label: option.text,
    disabled: option.disabled,
  }));

/**
 * An array of choices (an array whose items are an enum: the metadata sends its enumValues and no
 * arrayItemMetadata): a select of several, each chosen at most once, kept in the choices' order.
 */
export function ChoicesEdit({ value, onChange, field, disabled, id }: WidgetProps) {
  const order = (field.enumValues ?? []).map((option) => option.value);
  const chosen = Array.isArray(value) ? value.filter(isEnumKey) : [];
  return (
    <Select<EnumKey[]>
      id={id}
      mode="multiple"
      value={chosen}
      onChange={(next) => onChange(order.filter((key) => next.includes(key)))}
      options={optionsOf(field)}
      disabled={disabled}
      allowClear
      placeholder="None"
    />
  );
}

/** An array of choices reads as their texts, in the choices' order. */
export function ChoicesView({ value, field }: ViewProps) {
  const chosen = Array.isArray(value) ? value : [];
  const texts = (field.enumValues ?? [])
    .filter((option) => chosen.includes(option.value))
    .map((option) => option.text);
  return <>{texts.length ? texts.join(', ') : EMPTY_TEXT}</>;
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
