import { isDeepStrictEqual } from 'node:util';
import { uiAnnotationsOf } from '@console/contract/annotations';
import { holdsAnyRole } from '@console/contract/gates';
import { validationError } from '../http/errors.ts';
import { captionFromName, isJsonSchema } from './derive.ts';

type Values = Readonly<Record<string, unknown>>;

const valuesOf = (value: unknown): Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Values) : {};

const isEmpty = (value: unknown) => value === undefined || value === null;

function refusedFields(
  schema: unknown,
  body: Values,
  current: Values | undefined,
  roles: readonly string[],
  prefix: string,
  out: Record<string, string[]>,
): void {
  const properties = isJsonSchema(schema) && isJsonSchema(schema.properties) ? schema.properties : {};
  for (const [name, property] of Object.entries(properties)) {
    const field = prefix ? `${prefix}.${name}` : name;
    const allowed = uiAnnotationsOf(property).editableForRoles;
    const sent = body[name];
    const changed = current ? sent !== undefined && !isDeepStrictEqual(sent, current[name]) : !isEmpty(sent);
    if (allowed && changed && !holdsAnyRole(roles, allowed)) {
      const title = isJsonSchema(property) ? property.title : undefined;
      const caption = typeof title === 'string' ? title : captionFromName(name);
      out[field] = [`${caption} can only be changed by ${allowed.join(' or ')}`];
    } else if (isJsonSchema(property) && property.type === 'object') {
      refusedFields(property, valuesOf(sent), current && valuesOf(current[name]), roles, field, out);
    }
  }
}

/**
 * The server's half of editableForRoles (the form disables such a field for everyone else): a
 * change to an annotated field by staff holding none of its roles is refused with 400
 * ValidationError under the field's name, so the form shows it on that field. A 400, not a 403:
 * the caller may make the rest of the change, only not this field.
 *
 * A change is, on create (no `current`), any value sent; on update, a sent value that differs
 * from the current one (`current` in the payload's shape), so a form that sends a disabled field
 * back unchanged passes. Fields of nested objects are checked too; items of arrays are not.
 */
export function assertEditableFields(
  schema: unknown,
  body: unknown,
  roles: readonly string[],
  current?: unknown,
): void {
  const refused: Record<string, string[]> = {};
  refusedFields(
    schema,
    valuesOf(body),
    current === undefined ? undefined : valuesOf(current),
    roles,
    '',
    refused,
  );
  if (Object.keys(refused).length > 0) throw validationError(refused);
}
