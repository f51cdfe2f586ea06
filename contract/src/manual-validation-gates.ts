import { Module, Role } from './gates.ts';
import { defineFamily } from './kit/endpoint.ts';

/*
 * The manual validation family and its gate, plain data apart from its schemas
 * (manual-validation.ts): the web's route table reads the gate without loading typebox.
 */

/**
 * Manual validation (product-families §7 "Manual validation"): the review queue of requests a
 * product sent to review. The spec ties no module to it; it belongs with the validation settings
 * (the same checks, the same staff), so every call needs the ValidationSettings module. Reading the
 * queue is open to any staff user of such a company; deciding (claim, status, decision, re-running
 * the checks) is a reviewer's work, given to Admin and Super Admin (our decision: the spec names no
 * reviewer role), and refused to read-only staff like every change.
 */
export const manualValidationFamily = defineFamily('manual-validation', {
  gate: { module: Module.ValidationSettings },
});

/** The roles that may work an item (claim it, set its status, decide it, re-run its checks). */
export const REVIEWER_ROLES = [Role.Admin, Role.SuperAdmin] as const;
