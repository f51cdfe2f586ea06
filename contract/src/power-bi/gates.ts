import { Module } from '../gates.ts';
import { Permission } from '../permissions.ts';
import { defineFamily } from '../kit/endpoint.ts';

/*
 * The Power BI family and its gate, plain data apart from its schemas (api.ts), so the web's
 * route table reads the gate without loading typebox.
 */

/**
 * Power BI (product-families §7). The spec names no gate; ours: the Veriscan module, since the
 * report is shown on the Dashboard's customer page, which needs it. Reading the settings (the embed
 * address and the token's last characters) is open to the staff who see that page; saving them and
 * deleting the token are managing an integration with its secret.
 */
export const powerBiFamily = defineFamily('power-bi', {
  gate: { module: Module.Veriscan },
  changes: Permission.ManageIntegrations,
});
