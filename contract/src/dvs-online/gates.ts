import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The DIVE Online family and its gate, plain data apart from its schemas (api.ts): the web's
 * route table reads the gate without loading typebox and the schemas up front.
 */

/**
 * DIVE Online (product-families §2 "Online DIVE (/DVSOnline)"): every call needs the DvsOnline
 * module. A DIVE Online user is a customer account with the company's DIVE Online product.
 */
export const dvsOnlineFamily = defineFamily('dvs-online', {
  gate: { module: Module.DvsOnline },
  changes: Permission.EditAccounts,
});
