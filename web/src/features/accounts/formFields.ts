import type { FieldMetadata } from '@console/contract/metadata';
import { PASSWORD_HINT } from '@console/contract/password';
import { isPasswordField } from '../../components/meta/fieldRules';

/** The create dialog's own product selection carries these two, one plan per product. */
const PRODUCT_FIELDS = new Set(['products', 'subscriptionPlanIds']);
export const ASSIGNED_TO = 'assignedTo';

/** A password field explains the policy the server enforces (console-core §5 "Password hint"). */
export function withPasswordHint(fields: readonly FieldMetadata[]): FieldMetadata[] {
  return fields.map((field) =>
    isPasswordField(field) && !field.description ? { ...field, description: PASSWORD_HINT } : field,
  );
}

/**
 * The create dialog's fields from the metadata of POST /api/CommonAccount/create. Assigned To is
 * required of Admins only (console-core §5), which the metadata cannot say per role: for an Admin it
 * gets the required marker, and the server's 'Assigned To is required' lands under it.
 */
export function createAccountFields(fields: readonly FieldMetadata[], isAdmin: boolean): FieldMetadata[] {
  return withPasswordHint(fields.filter((field) => !PRODUCT_FIELDS.has(field.name))).map((field) =>
    field.name === ASSIGNED_TO && isAdmin ? { ...field, required: true } : field,
  );
}
