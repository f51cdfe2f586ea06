import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The integrations family and its gate, plain data apart from its schemas (api.ts): the
 * web's route table reads the gate without loading typebox and the schemas up front.
 */

/**
 * Integrations with property-management systems (product-families §7 "Integrations", "Locations").
 * The spec names no gate; ours: the Veriscan module, since an integration belongs to a location of
 * an online customer, and the Admin role for every call, reads included, since the settings name a
 * customer's accounts at partners and hold the partners' secrets (masked, but still whose and where).
 * Read-only Admins see them and change nothing.
 */
export const integrationsFamily = defineFamily('integrations', {
  gate: { module: Module.Veriscan, permission: Permission.ManageIntegrations },
});
