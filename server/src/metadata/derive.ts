import { uiAnnotationsOf, type UiAnnotations } from '@console/contract/annotations';
import {
  LookupHandlerType,
  type EnumValue,
  type FieldMetadata,
  type FieldType,
  type RouteMetadata,
} from '@console/contract/metadata';

/** A JSON Schema (as TypeBox builds it) seen as plain data. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** Finds a schema the payload refers to by `$ref` (the app's shared schemas). */
export type ResolveRef = (ref: string) => unknown;

export const isJsonSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where a derivation stands: how to follow `$ref`s (local `$defs` first), and the refs being
 * expanded, so a recursive schema stops where it would repeat itself.
 */
interface Scope {
  resolve: ResolveRef;
  defs: ReadonlyMap<string, JsonSchema>;
  expanding: ReadonlySet<string>;
}

/** Schemas that cannot become field metadata fail loudly: the schema is the bug, not the caller. */
const unsupported = (field: string, what: string) =>
  new Error(`Field metadata: ${field || 'the payload'} ${what}`);

/** "isDaylightSavingTime" → "Is Daylight Saving Time", "address1" → "Address 1", "user_id" → "User Id". */
export function captionFromName(name: string): string {
  return name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function withDefs(schema: JsonSchema, scope: Scope): Scope {
  const defs = schema.$defs;
  if (!isJsonSchema(defs)) return scope;
  const merged = new Map(scope.defs);
  for (const [name, def] of Object.entries(defs)) if (isJsonSchema(def)) merged.set(name, def);
  return { ...scope, defs: merged };
}

/** The schema behind a `$ref`, and the scope to read it in; null where a recursion would repeat. */
function followRef(
  field: string,
  schema: JsonSchema,
  scope: Scope,
): { schema: JsonSchema; scope: Scope } | null {
  // A schema's own $defs are in scope for its $ref (TypeBox's Cyclic is `{$defs, $ref}`).
  const here = withDefs(schema, scope);
  const ref = schema.$ref;
  if (typeof ref !== 'string') return { schema, scope: here };
  if (here.expanding.has(ref)) return null;
  const target = here.defs.get(ref.replace(/^#\/\$defs\//, '')) ?? here.resolve(ref);
  if (!isJsonSchema(target)) throw unsupported(field, `refers to ${ref}, which is not known`);
  return followRef(field, target, { ...here, expanding: new Set([...here.expanding, ref]) });
}

const isNullSchema = (schema: unknown) => isJsonSchema(schema) && schema.type === 'null';

/** `X | null` describes an X that may be empty: the field is an X. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || !anyOf.some(isNullSchema)) return schema;
  const others = anyOf.filter((branch) => !isNullSchema(branch));
  const only = others.length === 1 ? others[0] : undefined;
  return isJsonSchema(only) ? only : { ...schema, anyOf: others };
}

const isEnumValue = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/** The choices of an enum schema: `enum: [...]`, a `const`, or a union of literals (`anyOf` of consts). */
function enumValuesOf(field: string, schema: JsonSchema): EnumValue[] | undefined {
  const choices = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.enum)
      ? schema.enum.map((value: unknown) => ({ const: value }))
      : 'const' in schema
        ? [schema]
        : undefined;
  if (!choices || !choices.every((choice) => isJsonSchema(choice) && 'const' in choice)) return undefined;
  return (choices as JsonSchema[]).map((choice) => {
    if (!isEnumValue(choice.const))
      throw unsupported(field, 'has a choice that is neither text nor a number');
    return {
      value: choice.const,
      text: typeof choice.title === 'string' ? choice.title : String(choice.const),
      disabled: uiAnnotationsOf(choice).enumDisabled ?? false,
    };
  });
}

function fieldTypeOf(field: string, schema: JsonSchema, annotations: UiAnnotations): FieldType {
  if (annotations.fieldType) return annotations.fieldType;
  if (enumValuesOf(field, schema)) return 'enum';
  switch (schema.type) {
    case 'integer':
      return 'int';
    case 'number':
      return 'numeric';
    case 'boolean':
      return 'bool';
    case 'array':
      return 'array';
    case 'object':
      return 'object';
    case 'string':
      if (schema.format === 'date-time' || schema.format === 'date') return 'datetime';
      if (schema.format === 'uuid') return 'guid';
      return 'string';
    default:
      throw unsupported(field, 'has a schema whose field type cannot be told');
  }
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

function deriveField(
  name: string,
  path: string,
  declared: JsonSchema,
  required: boolean,
  scope: Scope,
): FieldMetadata {
  const followed = followRef(path, declared, scope);
  // A recursion cut short still names its field: an object whose fields repeat an outer level.
  const outer = followed?.schema ?? { type: 'object' };
  const inner = withoutNull(outer);
  // Annotations and the caption may sit on the `X | null` union or on X; the union's win.
  const annotations = { ...uiAnnotationsOf(inner), ...uiAnnotationsOf(outer) };
  const title = outer.title ?? inner.title;
  const description = outer.description ?? inner.description;
  const type = fieldTypeOf(path, inner, annotations);

  let enumValues = type === 'enum' ? enumValuesOf(path, inner) : undefined;
  let arrayItemMetadata: FieldMetadata[] | undefined;
  if (followed && type === 'object') arrayItemMetadata = deriveFields(path, inner, followed.scope);
  if (followed && type === 'array' && isJsonSchema(inner.items)) {
    const item = followRef(`${path}[]`, inner.items, followed.scope);
    const itemSchema = item && withoutNull(item.schema);
    if (item && itemSchema?.type === 'object') arrayItemMetadata = deriveFields(path, itemSchema, item.scope);
    // An array of choices is a multiple choice: the field lists them.
    else if (itemSchema) enumValues = enumValuesOf(path, itemSchema);
  }

  const lookup = annotations.lookup;
  return {
    name,
    caption: typeof title === 'string' ? title : captionFromName(name),
    description: typeof description === 'string' ? description : undefined,
    // A bool always has a value (false when unticked): it is never marked required (console-core §5).
    required: required && type !== 'bool',
    showInView: annotations.showInView ?? true,
    showInEdit: annotations.showInEdit ?? true,
    disabled: annotations.disabled ?? false,
    editableForRoles: annotations.editableForRoles ? [...annotations.editableForRoles] : undefined,
    minValue: numberOf(inner.minimum),
    maxValue: numberOf(inner.maximum),
    maxWidth: annotations.maxWidth,
    maxHeight: annotations.maxHeight,
    maxLength: numberOf(inner.maxLength),
    ...(inner.format === 'email' ? { format: 'email' as const } : {}),
    type,
    enumValues,
    isLookup: lookup !== undefined,
    lookupDataSource: lookup && {
      path: lookup.path,
      handlerType: lookup.handlerType ?? LookupHandlerType.Paging,
      lookupKey: lookup.lookupKey ?? 'id',
      lookupCaption: lookup.lookupCaption ?? 'name',
      multiselect: lookup.multiselect ?? type === 'array',
    },
    arrayItemMetadata,
    group: annotations.group,
    span: annotations.span,
    optional: annotations.optional,
    secret: annotations.secret,
    multiline: annotations.multiline,
  };
}

function deriveFields(path: string, object: JsonSchema, scope: Scope): FieldMetadata[] {
  const properties = isJsonSchema(object.properties) ? object.properties : {};
  const required = new Set(Array.isArray(object.required) ? object.required : []);
  return Object.entries(properties).map(([name, property]) => {
    const fieldPath = path ? `${path}.${name}` : name;
    if (!isJsonSchema(property)) throw unsupported(fieldPath, 'has no schema');
    return deriveField(name, fieldPath, property, required.has(name), scope);
  });
}

/** The group captions an object declares; every group a field names must be one of them. */
function groupsOf(object: JsonSchema, fields: readonly FieldMetadata[]): RouteMetadata['groups'] {
  const declared = uiAnnotationsOf(object).groups;
  const names = new Set(declared?.map((group) => group.name));
  const stray = fields.find((field) => field.group !== undefined && !names.has(field.group));
  if (stray)
    throw unsupported(stray.name, `names the group "${stray.group}", which its object does not declare`);
  return declared?.map(({ name, caption }) => ({ name, caption }));
}

/**
 * The field metadata of a payload: the fields of an object schema (or of an array's item, as a
 * list is described by its row), derived only from the schema and its UI annotations.
 */
export function deriveRouteMetadata(
  request: { httpMethod: string; route: string },
  payload: JsonSchema,
  resolve: ResolveRef = () => undefined,
): RouteMetadata {
  const start: Scope = { resolve, defs: new Map(), expanding: new Set() };
  const followed = followRef('', payload, start);
  if (!followed) throw unsupported('', 'refers to itself');
  let { schema, scope } = followed;
  if (schema.type === 'array' && isJsonSchema(schema.items)) {
    const item = followRef('', schema.items, scope);
    if (!item) throw unsupported('', 'refers to itself');
    ({ schema, scope } = item);
  }
  if (schema.type !== 'object') throw unsupported('', 'is not an object or a list of objects');
  const fields = deriveFields('', schema, scope);
  return { httpMethod: request.httpMethod, route: request.route, fields, groups: groupsOf(schema, fields) };
}
