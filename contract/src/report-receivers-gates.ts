import { Module, Role } from './gates.ts';
import { defineFamily } from './kit/endpoint.ts';

/*
 * The e-mail report receivers family and its gate, plain data apart from its schemas
 * (report-receivers.ts), so the web's route table reads the gate without loading typebox.
 */

/**
 * E-mail report receivers (product-families §7 Reports). The spec names no gate; ours until the
 * Reports group's gate is settled: the Veriscan module, whose activity the reports read, and the
 * Admin role for every call, reads included, since a receiver names who gets a company's data by
 * e-mail. Read-only Admins see the receivers and change nothing.
 */
export const reportReceiversFamily = defineFamily('report-receivers', {
  gate: { module: Module.Veriscan, roles: [Role.Admin] },
});
