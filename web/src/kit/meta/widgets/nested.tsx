import { Button, Card, Flex, Form } from 'antd';
import type { FieldMetadata } from '@console/contract/metadata';
import { EMPTY_TEXT } from '../../../lib/formats';
import { FieldGrid } from '../FieldGrid';
import { isFieldDisabled, isShownInView } from '../fieldRules';
import { fieldItemProps } from '../fieldItemProps';
import { useMetaEnvironment, type ViewProps, type WidgetProps } from '../MetaContext';
import { ViewItem } from '../ViewItem';
import { ChoicesEdit, ChoicesView } from './choice';

export const ADD_ITEM_TEXT = 'Add';
export const REMOVE_ITEM_TEXT = 'Remove';

type Values = Record<string, unknown>;

const isValues = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const itemFieldsOf = (field: FieldMetadata) => field.arrayItemMetadata ?? [];
/** An array of choices (roles): items are enum values, not records with fields of their own. */
const isChoiceList = (field: FieldMetadata) =>
  field.enumValues !== undefined && itemFieldsOf(field).length === 0;

interface NestedEditProps {
  fields: readonly FieldMetadata[];
  value: Values;
  onChange: (value: Values) => void;
  disabled: boolean;
  idPrefix: string;
}

/** The fields of an object or of one array item, each edited by its own widget. */
function NestedEdit({ fields, value, onChange, disabled, idPrefix }: NestedEditProps) {
  const { handlerFor, roles, defaultSpan } = useMetaEnvironment();
  return (
    <FieldGrid
      fields={fields.filter((field) => field.showInEdit)}
      defaultSpan={defaultSpan}
      renderField={(field) => {
        const { Edit } = handlerFor(field);
        const id = `${idPrefix}_${field.name}`;
        return (
          <Form.Item {...fieldItemProps(field)} htmlFor={id}>
            <Edit
              id={id}
              field={field}
              value={value[field.name]}
              onChange={(next) => onChange({ ...value, [field.name]: next })}
              disabled={disabled || isFieldDisabled(field, roles)}
            />
          </Form.Item>
        );
      }}
    />
  );
}

function NestedView({ fields, value }: { fields: readonly FieldMetadata[]; value: Values }) {
  const { defaultSpan } = useMetaEnvironment();
  return (
    <FieldGrid
      fields={fields.filter(isShownInView)}
      defaultSpan={defaultSpan}
      renderField={(field) => <ViewItem field={field} value={value[field.name]} />}
    />
  );
}

/** object: its fields (arrayItemMetadata) edited in place. */
export function ObjectEdit({ value, onChange, field, disabled, id = field.name }: WidgetProps) {
  return (
    <NestedEdit
      fields={itemFieldsOf(field)}
      value={isValues(value) ? value : {}}
      onChange={onChange}
      disabled={disabled}
      idPrefix={id}
    />
  );
}

export function ObjectView({ value, field }: ViewProps) {
  if (!isValues(value)) return <>{EMPTY_TEXT}</>;
  return <NestedView fields={itemFieldsOf(field)} value={value} />;
}

/**
 * array: a list of items, each with the fields of arrayItemMetadata; rows are added and removed.
 * An array of choices is a select of several instead.
 */
export function ArrayEdit(props: WidgetProps) {
  return isChoiceList(props.field) ? <ChoicesEdit {...props} /> : <RecordsEdit {...props} />;
}

function RecordsEdit({ value, onChange, field, disabled, id = field.name }: WidgetProps) {
  const items = Array.isArray(value) ? value : [];
  const replace = (index: number, item: Values) =>
    onChange(items.map((old, at) => (at === index ? item : old)));
  return (
    <Flex id={id} vertical gap={8}>
      {items.map((item, index) => (
        <Card
          key={index}
          size="small"
          extra={
            <Button
              type="link"
              danger
              disabled={disabled}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              {REMOVE_ITEM_TEXT}
            </Button>
          }
        >
          <NestedEdit
            fields={itemFieldsOf(field)}
            value={isValues(item) ? item : {}}
            onChange={(next) => replace(index, next)}
            disabled={disabled}
            idPrefix={`${id}_${index}`}
          />
        </Card>
      ))}
      <Button type="dashed" disabled={disabled} onClick={() => onChange([...items, {}])}>
        {ADD_ITEM_TEXT}
      </Button>
    </Flex>
  );
}

export function ArrayView({ value, field }: ViewProps) {
  if (isChoiceList(field)) return <ChoicesView value={value} field={field} />;
  if (!Array.isArray(value) || value.length === 0) return <>{EMPTY_TEXT}</>;
  return (
    <Flex vertical gap={8}>
      {value.map((item, index) => (
        <Card key={index} size="small">
          <NestedView fields={itemFieldsOf(field)} value={isValues(item) ? item : {}} />
        </Card>
      ))}
    </Flex>
  );
}
