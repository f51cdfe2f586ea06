import type { FieldMetadata } from '@console/contract/metadata';
import { holdsAnyRole } from '@console/contract/gates';

// The rules of console-core §5 for metadata-driven forms, as pure functions of a field.

/** A password: named so (any case), or marked secret. */
export function isPasswordField(field: Pick<FieldMetadata, 'name' | 'secret'>): boolean {
  return field.secret === true || /password/i.test(field.name);
}

/**
 * A field the password policy applies to: a password by name. Other secrets (a partner's API key)
 * are hidden like passwords but are the partner's to shape, not the console's policy.
 */
export function followsPasswordPolicy(field: Pick<FieldMetadata, 'name'>): boolean {
  return /password/i.test(field.name);
}

/** Required fields show a marker, except switches: a bool always has a value. */
export function showsRequiredMarker(field: FieldMetadata): boolean {
  return field.required && field.type !== 'bool';
}

/** editableForRoles is set and the user holds none of those roles. */
export function isLockedByRole(field: FieldMetadata, roles: readonly string[]): boolean {
  const allowed = field.editableForRoles;
  return allowed !== undefined && allowed.length > 0 && !holdsAnyRole(roles, allowed);
}

/** Disabled by the metadata, or locked for the user's roles. */
export function isFieldDisabled(field: FieldMetadata, roles: readonly string[]): boolean {
  return field.disabled === true || isLockedByRole(field, roles);
}

/** A server error under its field: all of a password's messages joined by '; ', else the first. */
export function fieldErrorText(
  field: Pick<FieldMetadata, 'name' | 'secret'>,
  messages: readonly string[],
): string {
  return isPasswordField(field) ? messages.join('; ') : (messages[0] ?? '');
}

/** Edit mode renders what showInEdit allows; optional fields stay hidden until asked for. */
export function isHiddenInEdit(field: FieldMetadata, showOptional: boolean): boolean {
  return field.optional === true && !showOptional;
}

/** View mode shows what showInView allows, and never a secret. */
export function isShownInView(field: FieldMetadata): boolean {
  return field.showInView && !isPasswordField(field);
}
