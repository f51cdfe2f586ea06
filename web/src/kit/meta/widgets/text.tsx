import { Input, Typography } from 'antd';
import { formatText } from '../../../lib/formats';
import { isPasswordField } from '../fieldRules';
import type { ViewProps, WidgetProps } from '../MetaContext';

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * string: a text input, a password input for passwords (never echoed back), or for a paragraph a text
 * area whose counter shows the limit, so a paste that is cut at maxLength is seen to be cut.
 */
export function StringEdit({ value, onChange, field, disabled, id }: WidgetProps) {
  const props = {
    id,
    value: asText(value),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    disabled,
    maxLength: field.maxLength,
  };
  if (isPasswordField(field)) return <Input.Password {...props} autoComplete="new-password" />;
  if (field.multiline) return <Input.TextArea {...props} showCount autoSize={{ minRows: 3, maxRows: 8 }} />;
  return <Input {...props} />;
}

/** key and guid: identifiers the server assigns, shown but never edited. */
export function ReadOnlyEdit({ value, id }: WidgetProps) {
  return <Typography.Text id={id}>{formatText(value)}</Typography.Text>;
}

/** Any scalar as text; blanks read 'Empty'. */
export function TextView({ value }: ViewProps) {
  return <>{formatText(value)}</>;
}
