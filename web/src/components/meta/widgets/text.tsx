import { Input, Typography } from 'antd';
import { formatText } from '../../../lib/formats';
import { isPasswordField } from '../fieldRules';
import type { ViewProps, WidgetProps } from '../MetaContext';

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** string: a text input, or a password input for passwords (never echoed back). */
export function StringEdit({ value, onChange, field, disabled, id }: WidgetProps) {
  const props = {
    id,
    value: asText(value),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    disabled,
    maxLength: field.maxLength,
  };
  return isPasswordField(field) ? (
    <Input.Password {...props} autoComplete="new-password" />
  ) : (
    <Input {...props} />
  );
}

/** key and guid: identifiers the server assigns, shown but never edited. */
export function ReadOnlyEdit({ value, id }: WidgetProps) {
  return <Typography.Text id={id}>{formatText(value)}</Typography.Text>;
}

/** Any scalar as text; blanks read 'Empty'. */
export function TextView({ value }: ViewProps) {
  return <>{formatText(value)}</>;
}
