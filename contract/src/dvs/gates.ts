import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The DIVE family and its gate, plain data apart from its schemas (api.ts): the web's route table
 * reads the gate without loading typebox and the schemas up front.
 */

/**
 * DIVE, the document product (product-families §7 "Document product", "Document product features,
 * users and requests"): every call needs the DVS module. A DIVE account is a customer account with
 * the DIVE product; its users are the accounts family's.
 */
export const dvsFamily = defineFamily('dvs', {
  gate: { module: Module.DVS },
  changes: Permission.EditAccounts,
});
