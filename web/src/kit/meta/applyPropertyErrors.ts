import type { FormInstance } from 'antd';
import type { FieldMetadata } from '@console/contract/metadata';
import { ApiError } from '../data/client';
import type { PropertyErrors } from '../data/errors';
import { fieldErrorText } from './fieldRules';

type NamedField = Pick<FieldMetadata, 'name' | 'secret'>;

export interface PlacedErrors {
  /** What each field shows under it. */
  fields: { name: string; errors: string[] }[];
  /** Messages whose key names no field of the form; the caller shows them elsewhere. */
  unplaced: string[];
}

/**
 * Server propertyErrors placed on the form's fields. A key names a field case-insensitively
 * ('Email' lands on 'email'); a nested key ('address.city', 'products[0].planId') lands on its
 * top-level field, which is the one the form registers. A password field shows all its messages
 * joined by '; ', any other field its first (console-core §5).
 */
export function placePropertyErrors(
  propertyErrors: PropertyErrors,
  fields: readonly NamedField[],
): PlacedErrors {
  const byName = new Map(fields.map((field) => [field.name.toLowerCase(), field]));
  const messages = new Map<NamedField, string[]>();
  const unplaced: string[] = [];
  for (const [key, keyMessages] of Object.entries(propertyErrors)) {
    const topLevel = key.split(/[.[]/, 1)[0] ?? key;
    const field = byName.get(topLevel.toLowerCase());
    if (field) messages.set(field, [...(messages.get(field) ?? []), ...keyMessages]);
    else unplaced.push(...keyMessages);
  }
  return {
    fields: [...messages].map(([field, fieldMessages]) => ({
      name: field.name,
      errors: [fieldErrorText(field, fieldMessages)],
    })),
    unplaced,
  };
}

/**
 * Shows a failed save's field errors on an antd form (form.setFields). Takes whatever the mutation
 * threw: only an ApiError carrying propertyErrors (a ValidationError) places anything. Returns the
 * messages no field could show.
 */
export function applyPropertyErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly NamedField[],
): string[] {
  if (!(error instanceof ApiError) || !error.propertyErrors) return [];
  const placed = placePropertyErrors(error.propertyErrors, fields);
  form.setFields(placed.fields);
  return placed.unplaced;
}
