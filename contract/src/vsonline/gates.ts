import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The online customers family and its gate, plain data apart from its schemas (api.ts): the
 * web's route table reads the gate without loading typebox and the schemas up front.
 */

/**
 * Online customers (product-families §7): every call needs the Veriscan module. Accounts and their
 * users are the accounts family's: these calls go through its services, so an online customer is an
 * account like any other.
 */
export const vsOnlineFamily = defineFamily('vsonline', {
  gate: { module: Module.Veriscan },
  changes: Permission.EditAccounts,
});
