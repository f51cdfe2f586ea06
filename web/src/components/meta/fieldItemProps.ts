import type { FormItemProps } from 'antd';
import type { FieldMetadata } from '@console/contract/metadata';
import { showsRequiredMarker } from './fieldRules';

/**
 * The label part of a field's Form.Item, the same at the top level and nested. The required marker
 * is only a marker: the server validates and its propertyErrors land on the fields, so there is one
 * validation system, not two.
 */
export function fieldItemProps(field: FieldMetadata): Pick<FormItemProps, 'label' | 'required' | 'tooltip'> {
  return { label: field.caption, required: showsRequiredMarker(field), tooltip: field.description };
}
