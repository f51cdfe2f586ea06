import type { FieldMetadata } from '@console/contract/metadata';
import { withPasswordHint } from '../../kit/product/customer-users/CustomerUserDialog';

/** The create dialog's own product selection carries these two, one plan per product. */
const PRODUCT_FIELDS = new Set(['products', 'subscriptionPlanIds']);
export const ASSIGNED_TO = 'assignedTo';

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
