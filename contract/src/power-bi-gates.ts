import { Module, Role } from './gates.ts';
import { defineFamily } from './kit/endpoint.ts';

/*
 * The Power BI family and its gate, plain data apart from its schemas (power-bi.ts), so the web's
 * route table reads the gate without loading typebox.
 */

/**
 * Power BI (product-families §7). The spec names no gate; ours: the Veriscan module, since the
 * report is shown on the Dashboard's customer page, which needs it. Reading the settings (the embed
 * address and the token's last characters) is open to the staff who see that page; saving them and
 * deleting the token take the Admin role (power-bi.ts).
 */
export const powerBiFamily = defineFamily('power-bi', { gate: { module: Module.Veriscan } });

/** Who may change a customer's Power BI settings. */
export const POWER_BI_WRITERS = [Role.Admin] as const;
