import { describe, expect, it } from 'vitest';
import {
  fieldErrorText,
  isFieldDisabled,
  isHiddenInEdit,
  followsPasswordPolicy,
  isPasswordField,
  isShownInView,
  showsRequiredMarker,
} from './fieldRules';
import { makeField } from './testing';

describe('metadata form rules (console-core §5)', () => {
  it('marks required fields, except bool', () => {
    expect(showsRequiredMarker(makeField({ name: 'email', type: 'string', required: true }))).toBe(true);
    expect(showsRequiredMarker(makeField({ name: 'active', type: 'bool', required: true }))).toBe(false);
    expect(showsRequiredMarker(makeField({ name: 'phone', type: 'string' }))).toBe(false);
  });

  it('disables a field whose editableForRoles the user holds none of, comparing in lowercase', () => {
    const field = makeField({ name: 'assignedTo', type: 'int', editableForRoles: ['Admin', 'Super Admin'] });
    expect(isFieldDisabled(field, ['checkpoint'])).toBe(true);
    expect(isFieldDisabled(field, [])).toBe(true);
    expect(isFieldDisabled(field, ['admin'])).toBe(false);
    expect(isFieldDisabled(makeField({ name: 'x', type: 'int', editableForRoles: [] }), [])).toBe(false);
    expect(isFieldDisabled(makeField({ name: 'x', type: 'int', disabled: true }), ['Admin'])).toBe(true);
  });

  it('shows all of a password field’s errors joined by "; " and the first of any other', () => {
    const messages = ['Too short', 'Needs a digit'];
    expect(fieldErrorText({ name: 'Password' }, messages)).toBe('Too short; Needs a digit');
    expect(fieldErrorText({ name: 'newPassword' }, messages)).toBe('Too short; Needs a digit');
    expect(fieldErrorText({ name: 'pin', secret: true }, messages)).toBe('Too short; Needs a digit');
    expect(fieldErrorText({ name: 'email' }, messages)).toBe('Too short');
  });

  it('treats a field named password in any case, or marked secret, as a password', () => {
    expect(isPasswordField({ name: 'PASSWORD' })).toBe(true);
    expect(isPasswordField({ name: 'apiKey', secret: true })).toBe(true);
    expect(isPasswordField({ name: 'passport' })).toBe(false);
  });

  it('applies the password policy to passwords by name only, not to other secrets such as an API key', () => {
    expect(followsPasswordPolicy({ name: 'newPassword' })).toBe(true);
    expect(followsPasswordPolicy({ name: 'apiKey' })).toBe(false);
  });

  it('hides optional fields until asked to show them', () => {
    const optional = makeField({ name: 'comments', type: 'string', optional: true });
    expect(isHiddenInEdit(optional, false)).toBe(true);
    expect(isHiddenInEdit(optional, true)).toBe(false);
    expect(isHiddenInEdit(makeField({ name: 'email', type: 'string' }), false)).toBe(false);
  });

  it('never shows a secret in view mode', () => {
    expect(isShownInView(makeField({ name: 'password', type: 'string' }))).toBe(false);
    expect(isShownInView(makeField({ name: 'token', type: 'string', secret: true }))).toBe(false);
    expect(isShownInView(makeField({ name: 'email', type: 'string', showInView: false }))).toBe(false);
    expect(isShownInView(makeField({ name: 'email', type: 'string' }))).toBe(true);
  });
});
