import type { FieldMetadata, FieldType } from '@console/contract/metadata';
import { HANDLER_NOT_DEFINED } from './handlerNotDefined';
import type { FieldHandler } from './MetaContext';
import { BoolEdit, BoolView, EnumEdit, EnumView } from './widgets/choice';
import { DateEdit, DateView, TimeEdit, TimeView } from './widgets/dateTime';
import { ImageEdit, ImageView } from './widgets/image';
import { LookupEdit, LookupView } from './widgets/lookup';
import { ArrayEdit, ArrayView, ObjectEdit, ObjectView } from './widgets/nested';
import { IntEdit, NumericEdit } from './widgets/number';
import { ReadOnlyEdit, StringEdit, TextView } from './widgets/text';

/** The one widget registry: a type the metadata may send and this map lacks does not compile. */
const fieldHandlers: Record<FieldType, FieldHandler> = {
  key: { Edit: ReadOnlyEdit, View: TextView },
  guid: { Edit: ReadOnlyEdit, View: TextView },
  string: { Edit: StringEdit, View: TextView },
  object: { Edit: ObjectEdit, View: ObjectView },
  numeric: { Edit: NumericEdit, View: TextView },
  int: { Edit: IntEdit, View: TextView },
  datetime: { Edit: DateEdit, View: DateView },
  time: { Edit: TimeEdit, View: TimeView },
  enum: { Edit: EnumEdit, View: EnumView },
  bool: { Edit: BoolEdit, View: BoolView },
  array: { Edit: ArrayEdit, View: ArrayView },
  image: { Edit: ImageEdit, View: ImageView },
};

const lookupHandler: FieldHandler = { Edit: LookupEdit, View: LookupView };

/**
 * The handler of a field: lookups (isLookup) by LookupSelect whatever their type, the rest by type.
 * A type from a newer server that this console does not know fails loudly with 'handler not defined'
 * instead of rendering a field that silently drops its value.
 */
export function handlerFor(field: FieldMetadata): FieldHandler {
  if (field.isLookup) return lookupHandler;
  if (!Object.hasOwn(fieldHandlers, field.type)) {
    throw new Error(`${HANDLER_NOT_DEFINED}: type '${field.type}' of field '${field.name}'`);
  }
  return fieldHandlers[field.type];
}
