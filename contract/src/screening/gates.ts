import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The screening (verification services) family and its gate, plain data apart from its schemas
 * (api.ts): the web's route table reads the gate without loading typebox and the schemas up front.
 */

/**
 * Verification Services (product-families §7 "Screening"): every call needs the VerificationService
 * module. A screening account is a customer account with the Screening product; its basic fields are
 * the accounts family's, changed through its services.
 */
export const screeningFamily = defineFamily('screening', {
  gate: { module: Module.VerificationService },
  changes: Permission.EditAccounts,
});
