import type { FormItemProps } from 'antd';
import type { FieldMetadata } from '@console/contract/metadata';
import { showsRequiredMarker } from './fieldRules';

/**
 * The label part of a field's Form.Item, the same at the top level and nested. The marker is the
 * metadata's: the browser checks the same rules the server enforces, worded alike
 * (contract/src/kit/validation.ts), and the server's propertyErrors land on the same fields.
 */
export function fieldItemProps(field: FieldMetadata): Pick<FormItemProps, 'label' | 'required' | 'tooltip'> {
  return { label: field.caption, required: showsRequiredMarker(field), tooltip: field.description };
}
