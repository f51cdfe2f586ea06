import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The Face/ID family and its gate, plain data apart from its schemas (api.ts): the web's route
 * table reads the gate without loading typebox and the schemas up front.
 */

/**
 * Face/ID (product-families §7 "Face/ID"): every call needs the Faces module. A face/ID account is a
 * customer account with the company's Face Compare product; the accounts family owns the account,
 * this family its face settings, tokens, metrics and requests.
 */
export const facesFamily = defineFamily('faces', {
  gate: { module: Module.Faces },
  changes: Permission.EditAccounts,
});
