import { describe, expect, it, vi } from 'vitest';
import { FIELD_TYPES, type FieldMetadata, type FieldType } from '@console/contract/metadata';
import { MetaForm } from './MetaForm';
import { handlerFor } from './registry';
import { EVERY_TYPE, makeField, renderWithQueries } from './testing';
import { LookupEdit } from './widgets/lookup';

/** A field as a newer server might send it, with a type this console does not know. */
const unknownType = { ...makeField({ name: 'matrix', type: 'string' }), type: 'matrix' as FieldType };

describe('the widget registry', () => {
  it('has a handler for every field type', () => {
    for (const type of FIELD_TYPES)
      expect(handlerFor(makeField({ name: type, type })).Edit).toBeTypeOf('function');
  });

  it('hands lookups to LookupSelect whatever their type', () => {
    const lookup = EVERY_TYPE.find((field) => field.isLookup) as FieldMetadata;
    expect(handlerFor(lookup).Edit).toBe(LookupEdit);
  });

  it('fails loudly with handler not defined for an unknown type', () => {
    expect(() => handlerFor(unknownType)).toThrow("handler not defined: type 'matrix' of field 'matrix'");
  });

  it('makes a form with such a field fail rather than drop it', () => {
    // React reports the render error on the console as well; it is the expected outcome here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithQueries(<MetaForm fields={[unknownType]} />)).toThrow('handler not defined');
  });
});
