import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The manual validation family and its gate, plain data apart from its schemas
 * (api.ts): the web's route table reads the gate without loading typebox.
 */

/**
 * Manual validation (product-families §7 "Manual validation"): the review queue of requests a
 * product sent to review. The spec ties no module to it; it belongs with the validation settings
 * (the same checks, the same staff), so every call needs the ValidationSettings module. Reading the
 * queue is open to any staff user of such a company; deciding (claim, status, decision, re-running
 * the checks) is a reviewer's work: the permission to decide reviews (Admin, Super Admin and the
 * Reviewer role grant it), refused to read-only staff like every change.
 */
export const manualValidationFamily = defineFamily('manual-validation', {
  gate: { module: Module.ValidationSettings },
  changes: Permission.DecideReviews,
});
